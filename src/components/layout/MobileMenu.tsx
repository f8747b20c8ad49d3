import { Menu } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
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

  return (
    <div className="lg:hidden">
      <button
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
