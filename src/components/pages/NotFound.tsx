import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { PageTitle } from '@/components/ui/PageTitle'
import { useMarkPageHydrated } from '@/app/pageHydrated'
import { useLanguage, useStoredLanguageInAddress, useTranslations } from '@/app/useLanguage'
import { languages } from '@/shared/language'

/**
 * Shown for any unknown path; says so in two languages, the current one first. Each dictionary's
 * `notFound.otherLanguage` is written in the first listed language other than its own.
 */
export function NotFound() {
  const t = useTranslations().notFound
  const current = useLanguage()
  const otherLanguage = languages.find((language) => language !== current)
  // Rendered by the root itself (outside the page layout), so it takes care of this on its own.
  useStoredLanguageInAddress()
  useMarkPageHydrated()
  return (
    <Container className="py-24 sm:py-32">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">404</p>
      <PageTitle className="mt-3">{t.title()}</PageTitle>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{t.text()}</p>
      <p lang={otherLanguage} className="mt-2 max-w-xl text-slate-600">
        {t.otherLanguage()}
      </p>
      <ButtonLink to="/" className="mt-8">
        {t.home()}
      </ButtonLink>
    </Container>
  )
}
