import { Menu } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslations } from '@/lib/useLanguage'
import { mobileMenuFallbackId } from './MobileMenuFallback'

// The dialog (and Headless UI with it) is no part of any page's first paint. It is loaded while the
// visitor reads on a narrow screen, and otherwise when the toggle is pointed at or focused.
const loadDialog = () => import('./MobileMenuDialog')
const MobileMenuDialog = lazy(loadDialog)

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 200)

const toggleStyle =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100'

/**
 * The menu toggle below the `lg` breakpoint, and the dialog it opens. Where the app does not run,
 * the toggle is a link to the plain-HTML menu (MobileMenuFallback) instead.
 */
export function MobileMenu() {
  const t = useTranslations()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const label = (
    <>
      <Menu aria-hidden="true" className="size-6" />
      <span className="sr-only">{t.navigation.openMenu()}</span>
    </>
  )

  // Headless UI returns focus to the element focused before the dialog opened, but it was loaded
  // only after that focus happened, so the toggle takes focus back here.
  useEffect(() => {
    if (wanted && !open) toggle.current?.focus()
  }, [wanted, open])

  // Loaded while the visitor reads, so that the first tap on the toggle opens the menu at once.
  useEffect(() => {
    if (!window.matchMedia('(min-width: 64rem)').matches) whenIdle(loadDialog)
  }, [])

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
          setWanted(true)
          setOpen(true)
        }}
        // Where a click that waited for the app goes if the app does not come (src/entry-loader.ts).
        data-fallback-href={`#${mobileMenuFallbackId}`}
        className={`${toggleStyle} no-app:hidden`}
      >
        {label}
      </button>
      <a href={`#${mobileMenuFallbackId}`} className={`${toggleStyle} app:hidden`}>
        {label}
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}
