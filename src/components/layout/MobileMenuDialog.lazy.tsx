import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { X } from 'lucide-react'
import { useRef } from 'react'

import { useTranslations } from '@/lib/useLanguage'
import { buttonVariants } from '@/components/ui/buttonVariants'

import { MobileMenuLinks } from './MobileMenuLinks'

type MobileMenuDialogProps = {
  open: boolean
  onClose: () => void
  /** Whether the content stays rendered, hidden, while the dialog is closed. */
  keepContent: boolean
}

/**
 * The menu's panel. Headless UI's Dialog traps focus, closes on Escape and on a click outside, and
 * gives focus back to the toggle; every choice inside it closes it too. It opens with focus on the
 * close button.
 *
 * The dialog is `static`: this component shows and hides it (`hidden`), so Headless UI skips the
 * transition it otherwise wraps every controlled dialog in, even one without animation, whose
 * extra renders lengthened each tap (docs/performance.md, 2026-11-23).
 *
 * With `keepContent`, its content stays rendered but hidden while closed: an opening only updates
 * what is there instead of building Headless UI's whole tree again. Without it, a closed dialog is
 * an empty shell (MobileMenu mounts it so before building it).
 */
export default function MobileMenuDialog({ open, onClose, keepContent }: MobileMenuDialogProps) {
  const t = useTranslations()
  // Without it the dialog focuses its own container, which has no box: nothing would look focused.
  const closeButton = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      static
      open={open}
      onClose={onClose}
      initialFocus={closeButton}
      hidden={!open}
      className="relative z-50 lg:hidden"
    >
      {open || keepContent ? (
        <>
          <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
          {/* Forced colours drop the shadow and the dimmed backdrop: the border marks the panel's edge. */}
          <DialogPanel className="fixed inset-y-0 right-0 flex w-full max-w-sm flex-col gap-8 overflow-y-auto bg-white px-5 py-4 shadow-xl forced-colors:border-l">
            <div className="flex items-center justify-between">
              <DialogTitle className="text-lg font-semibold text-slate-900">
                {t.navigation.menuTitle()}
              </DialogTitle>
              <button
                ref={closeButton}
                type="button"
                onClick={onClose}
                className={buttonVariants({ variant: 'ghost', size: 'icon' })}
              >
                <X aria-hidden="true" className="size-6" />
                <span className="sr-only">{t.navigation.closeMenu()}</span>
              </button>
            </div>
            <MobileMenuLinks onChoose={onClose} />
          </DialogPanel>
        </>
      ) : null}
    </Dialog>
  )
}
