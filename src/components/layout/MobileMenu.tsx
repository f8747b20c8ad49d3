import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Menu, X } from 'lucide-react'
import { useState } from 'react'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { useTranslations } from '@/lib/useLanguage'
import { LanguageSwitch } from './LanguageSwitch'
import { NavLinks } from './NavLinks'

/**
 * The menu below the `lg` breakpoint. Headless UI's Dialog traps focus, closes on Escape and on a
 * click outside, and gives focus back to the toggle; every choice inside it closes it too.
 */
export function MobileMenu() {
  const t = useTranslations()
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t.navigation.openMenu()}</span>
      </button>
      <Dialog open={open} onClose={close} className="relative z-50 lg:hidden">
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 right-0 flex w-full max-w-sm flex-col gap-8 overflow-y-auto bg-white px-5 py-4 shadow-xl">
          <div className="flex items-center justify-between">
            <DialogTitle className="text-lg font-semibold text-slate-900">
              {t.navigation.menuTitle()}
            </DialogTitle>
            <button
              type="button"
              onClick={close}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{t.navigation.closeMenu()}</span>
            </button>
          </div>
          <nav aria-label={t.navigation.label()}>
            <NavLinks layout="column" onNavigate={close} />
          </nav>
          <LanguageSwitch onChoose={close} />
          <ButtonLink to="/contact" onClick={close} className="w-full">
            {t.navigation.cta()}
          </ButtonLink>
        </DialogPanel>
      </Dialog>
    </div>
  )
}
