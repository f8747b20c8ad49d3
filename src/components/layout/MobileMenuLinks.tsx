import { memo } from 'react'

import { useTranslations } from '@/lib/useLanguage'
import { ButtonLink } from '@/components/ui/ButtonLink'

import { LanguageSwitch } from './LanguageSwitch'
import { NavLinks } from './NavLinks'

/**
 * What the mobile menu offers, in the app's dialog and in its plain-HTML fallback alike. Memoised:
 * opening or closing the dialog changes nothing here.
 */
export const MobileMenuLinks = memo(function MobileMenuLinks({
  onChoose,
}: {
  onChoose?: () => void
}) {
  const t = useTranslations()
  return (
    <>
      <nav aria-label={t.navigation.label()}>
        <NavLinks layout="column" onNavigate={onChoose} />
      </nav>
      <LanguageSwitch onChoose={onChoose} />
      <ButtonLink to="/contact" onClick={onChoose} className="w-full">
        {t.navigation.cta()}
      </ButtonLink>
    </>
  )
})
