import { X } from 'lucide-react'

import { useTranslations } from '@/lib/useLanguage'
import { buttonVariants } from '@/components/ui/buttonVariants'

import { MobileMenuLinks } from './MobileMenuLinks'
import { mainContentId } from './SkipLink'

export const mobileMenuFallbackId = 'menu'

/**
 * The mobile menu where the app does not run (JavaScript off, or the app did not come): the menu
 * toggle is then a link to `#menu`, and this panel shows while it is the address's target. With
 * the app it is never shown: the toggle opens the dialog instead.
 */
export function MobileMenuFallback() {
  const t = useTranslations()
  return (
    <div
      id={mobileMenuFallbackId}
      className="fixed inset-y-0 right-0 z-50 hidden w-full max-w-sm flex-col gap-8 overflow-y-auto bg-white px-5 py-4 shadow-xl no-app:target:flex lg:no-app:target:hidden"
    >
      <div className="flex items-center justify-between">
        <p className="text-lg font-semibold text-slate-900">{t.navigation.menuTitle()}</p>
        <a
          href={`#${mainContentId}`}
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <X aria-hidden="true" className="size-6" />
          <span className="sr-only">{t.navigation.closeMenu()}</span>
        </a>
      </div>
      <MobileMenuLinks />
    </div>
  )
}
