import { X } from 'lucide-react'

import { useTranslations } from '@/lib/useLanguage'
import { buttonVariants } from '@/components/ui/buttonVariants'
import { Container } from '@/components/ui/Container'

import { MobileMenuLinks } from './MobileMenuLinks'
import { mainContentId } from './SkipLink'

export const mobileMenuFallbackId = 'menu'

/**
 * The mobile menu where the app does not run (JavaScript off, or the app did not come): the menu
 * toggle is then a link to `#menu`, and this block shows while it is the address's target. With
 * the app it is never shown: the toggle opens the dialog instead.
 *
 * It sits in the page's flow, just below the fixed header, and pushes the content down (the main
 * content drops its own room for the header meanwhile: `peer`). Without a script nothing can keep
 * focus inside a panel laid over the page, so Tab would go on to links hidden under it; in the
 * flow, every stop after the menu's last link is in view.
 *
 * With the app, it is laid out once, invisibly (`data-preparing`), so that the dialog's first
 * opening finds its words already shaped (src/enhance/prepareMenuOpening.ts).
 */
export function MobileMenuFallback() {
  const t = useTranslations()
  return (
    <div
      id={mobileMenuFallbackId}
      className="peer mt-16 hidden border-b border-slate-200 bg-white py-4 no-app:target:block data-preparing:invisible data-preparing:absolute data-preparing:block lg:no-app:target:hidden"
    >
      <Container width="narrow" className="flex flex-col gap-8 sm:mr-0">
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
      </Container>
    </div>
  )
}
