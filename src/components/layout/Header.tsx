import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { useTranslations } from '@/app/useLanguage'

import { HeaderCall } from './HeaderCall'
import { LanguageSwitch } from './LanguageSwitch'
import { MobileMenu, MobileMenuFallback } from './mobileMenu/MobileMenu'
import { NavLinks } from './NavLinks'
import { SiteLogo } from './SiteLogo'

export function Header() {
  const t = useTranslations()
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <Container className="flex h-16 items-center justify-between gap-2 sm:gap-4 xl:gap-3">
          <SiteLogo />
          <nav aria-label={t.navigation.label()} className="hidden lg:block">
            <NavLinks layout="row" />
          </nav>
          <div className="flex items-center gap-1 lg:gap-2">
            <HeaderCall />
            <div className="hidden items-center gap-2 lg:flex">
              <LanguageSwitch />
              <ButtonLink to="/contact" className="shrink-0 whitespace-nowrap">
                {t.navigation.cta()}
              </ButtonLink>
            </div>
            <MobileMenu />
          </div>
        </Container>
      </header>
      {/* Outside the fixed header: the plain menu takes its room in the page's flow, below it. */}
      <MobileMenuFallback />
    </>
  )
}
