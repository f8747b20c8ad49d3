import { Menu } from 'lucide-react'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'

import { useTranslations } from '@/lib/useLanguage'
import { cn } from '@/lib/utils'
import { buttonVariants } from '@/components/ui/buttonVariants'

import { mobileMenuFallbackId } from './MobileMenuFallback'

type MobileMenuDialogComponent = typeof import('./MobileMenuDialog').default

const iconButton = buttonVariants({ variant: 'ghost', size: 'icon' })

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 200)

/**
 * The menu toggle below the `lg` breakpoint, and the dialog it opens. Where the app does not run,
 * the toggle is a link to the plain-HTML menu (MobileMenuFallback) instead.
 *
 * The dialog (and Headless UI with it) is no part of any page's first paint. On a narrow screen it
 * is loaded while the visitor reads (the loader has preloaded its files there) and then built,
 * hidden, at idle as a transition, so that the first tap only has to show it. React renders it in
 * slices that yield to input, but Headless UI renders it once more in one piece as it mounts (its
 * portal and its lookup of the page's main tree): a task of 50-80 ms at 4x CPU slowdown in about
 * half the loads, which the first tap used to pay instead. Elsewhere it is loaded when the toggle
 * is pointed at or focused, and built at its first opening. Once built, it stays, hidden, while
 * closed.
 */
export function MobileMenu() {
  const t = useTranslations()
  const [open, setOpen] = useState(false)
  const [MenuDialog, setMenuDialog] = useState<MobileMenuDialogComponent | null>(null)
  const [dialogBuilt, setDialogBuilt] = useState(false)
  const openedOnce = useRef(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const label = (
    <>
      <Menu aria-hidden="true" className="size-6" />
      <span className="sr-only">{t.navigation.openMenu()}</span>
    </>
  )

  // Stable, so that the dialog's links (memoised) do not render again each time it opens.
  const close = useCallback(() => setOpen(false), [])
  const loadDialog = useCallback(
    () => import('./MobileMenuDialog').then((module) => setMenuDialog(() => module.default)),
    [],
  )

  useEffect(() => {
    if (window.matchMedia('(min-width: 64rem)').matches) return
    whenIdle(() => {
      void loadDialog().then(() => whenIdle(() => startTransition(() => setDialogBuilt(true))))
    })
  }, [loadDialog])

  // Headless UI's own return of focus misses the toggle when the dialog was still loading as it
  // opened, or stayed mounted from an earlier opening: the toggle takes focus back here.
  useEffect(() => {
    if (open) openedOnce.current = true
    else if (openedOnce.current) toggle.current?.focus()
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          if (!MenuDialog) void loadDialog()
          setOpen(true)
          setDialogBuilt(true)
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
      {MenuDialog && dialogBuilt ? <MenuDialog open={open} onClose={close} /> : null}
    </div>
  )
}
