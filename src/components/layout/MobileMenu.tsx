import { Menu } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'

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
 * The dialog (and Headless UI with it) is no part of any page's first paint: it is loaded while
 * the visitor reads on a narrow screen (the loader has preloaded its files there), and otherwise
 * when the toggle is pointed at or focused, so that a tap opens it at once rather than waiting for
 * its code. It is built at its first opening, not while the page loads (that would be a long
 * task on a slow phone just after hydration), and then kept, hidden, while closed.
 */
export function MobileMenu() {
  const t = useTranslations()
  const [open, setOpen] = useState(false)
  const [MenuDialog, setMenuDialog] = useState<MobileMenuDialogComponent | null>(null)
  const [wasOpened, setWasOpened] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const label = (
    <>
      <Menu aria-hidden="true" className="size-6" />
      <span className="sr-only">{t.navigation.openMenu()}</span>
    </>
  )

  // Stable, so that the dialog's links (memoised) do not render again each time it opens.
  const close = useCallback(() => setOpen(false), [])
  const loadDialog = useCallback(() => {
    void import('./MobileMenuDialog').then((module) => setMenuDialog(() => module.default))
  }, [])

  useEffect(() => {
    if (!window.matchMedia('(min-width: 64rem)').matches) whenIdle(loadDialog)
  }, [loadDialog])

  // Headless UI's own return of focus misses the toggle when the dialog was still loading as it
  // opened, or stayed mounted from an earlier opening: the toggle takes focus back here.
  useEffect(() => {
    if (wasOpened && !open) toggle.current?.focus()
  }, [open, wasOpened])

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
          if (!MenuDialog) loadDialog()
          setOpen(true)
          setWasOpened(true)
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
      {MenuDialog && wasOpened ? <MenuDialog open={open} onClose={close} /> : null}
    </div>
  )
}
