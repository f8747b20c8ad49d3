import { Menu } from 'lucide-react'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'

import { wideScreenWidthProperty } from '@/lib/loaderContract'
import { useTranslations } from '@/lib/useLanguage'
import { cn } from '@/lib/utils'
import { whenIdle, whenSettled } from '@/lib/whenIdle'
import { buttonVariants } from '@/components/ui/buttonVariants'

import { mobileMenuFallbackId } from './MobileMenuFallback'
import { prepareFirstOpening } from './prepareFirstOpening'

type MobileMenuDialogComponent = typeof import('./MobileMenuDialog.lazy').default

const iconButton = buttonVariants({ variant: 'ghost', size: 'icon' })

/**
 * The menu toggle below the `lg` breakpoint, and the dialog it opens. Where the app does not run,
 * the toggle is a link to the plain-HTML menu (MobileMenuFallback) instead.
 *
 * The dialog (and Headless UI with it) is no part of any page's first paint: it is loaded while
 * the visitor reads on a narrow screen, once the page has settled (`whenSettled`; the loader has
 * preloaded its files there), and otherwise when the toggle is pointed at or focused, so that a tap
 * opens it at once rather than waiting for its code. Once loaded it is prepared in two steps, so
 * that the first tap only has to show it:
 *
 * 1. It is mounted closed and empty, as a transition. Headless UI then completes its server
 *    handoff and finds the page's main tree, each of which renders the dialog once more in one
 *    piece; while it is empty, that is cheap, but not free, and a transition's render yields.
 * 2. At the next idle moment its content is built, hidden, as a transition, which React renders in
 *    slices that yield to input; built in one step, Headless UI's extra render made it one long
 *    task just after hydration (docs/performance.md, 2026-11-23).
 *
 * Once built, it stays, hidden, while closed. Then the browser's caches are prepared for the first
 * opening (prepareFirstOpening), which makes it quicker.
 */
export function MobileMenu() {
  const t = useTranslations()
  const [open, setOpen] = useState(false)
  const [MenuDialog, setMenuDialog] = useState<MobileMenuDialogComponent | null>(null)
  // Set by the toggle's click, before the opening renders.
  const wasOpened = useRef(false)
  const [contentBuilt, setContentBuilt] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const label = (
    <>
      <Menu aria-hidden="true" className="size-6" />
      <span className="sr-only">{t.navigation.openMenu()}</span>
    </>
  )

  // Stable, so that the dialog's links (memoised) do not render again each time it opens.
  const close = useCallback(() => setOpen(false), [])
  // Mounted ahead as a transition, whose render yields to input; once the toggle was tapped, at
  // once (a transition would let the waiting visitor's dialog yield to everything else).
  const loadDialog = useCallback(() => {
    void import('./MobileMenuDialog.lazy').then((module) => {
      const mount = () => setMenuDialog(() => module.default)
      if (wasOpened.current) mount()
      else startTransition(mount)
    })
  }, [])

  useEffect(() => {
    const wideFrom = getComputedStyle(document.documentElement).getPropertyValue(
      wideScreenWidthProperty,
    )
    if (!window.matchMedia(`(min-width: ${wideFrom})`).matches) return whenSettled(loadDialog)
  }, [loadDialog])

  useEffect(() => {
    if (MenuDialog && !contentBuilt) whenIdle(() => startTransition(() => setContentBuilt(true)))
  }, [MenuDialog, contentBuilt])

  // Once the dialog is built; `page` is what the open dialog makes inert, the body's child that
  // holds the page.
  useEffect(() => {
    const page = toggle.current?.closest('body > *')
    if (!contentBuilt || !page) return
    let unmounted = false
    prepareFirstOpening({
      page,
      menuWords: document.getElementById(mobileMenuFallbackId),
      schedule: whenIdle,
      stop: () => unmounted || wasOpened.current,
    })
    return () => {
      unmounted = true
    }
  }, [contentBuilt])

  // Headless UI's own return of focus misses the toggle when the dialog was still loading as it
  // opened, or stayed mounted from an earlier opening: the toggle takes focus back here.
  useEffect(() => {
    if (!open && wasOpened.current) toggle.current?.focus()
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          wasOpened.current = true
          if (!MenuDialog) loadDialog()
          setOpen(true)
          setContentBuilt(true)
        }}
        // Where a click that waited for the app goes if the app does not come (src/entry-loader.ts).
        data-fallback-href={`#${mobileMenuFallbackId}`}
        className={cn(iconButton, 'no-app:hidden')}
      >
        {label}
      </button>
      <a href={`#${mobileMenuFallbackId}`} className={cn(iconButton, 'app:hidden')}>
        {label}
      </a>
      {MenuDialog ? <MenuDialog open={open} onClose={close} keepContent={contentBuilt} /> : null}
    </div>
  )
}
