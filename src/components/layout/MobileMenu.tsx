import { Menu } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslations } from '@/lib/useLanguage'

// The dialog (and Headless UI with it) is loaded only when a visitor reaches for the menu: no
// page needs it to paint. Pointing at or focusing the toggle starts the download early.
const loadDialog = () => import('./MobileMenuDialog')
const MobileMenuDialog = lazy(loadDialog)

/** The menu toggle below the `lg` breakpoint, and the dialog it opens. */
export function MobileMenu() {
  const t = useTranslations()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)

  // Headless UI returns focus to the element focused before the dialog opened, but it was loaded
  // only after that focus happened, so the toggle takes focus back here.
  useEffect(() => {
    if (wanted && !open) toggle.current?.focus()
  }, [wanted, open])

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
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t.navigation.openMenu()}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}
