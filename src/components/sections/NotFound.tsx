import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { useMarkPageHydrated } from '@/lib/pageHydrated'
import { useLanguage, useStoredLanguageInAddress, useTranslations } from '@/lib/useLanguage'

/** Shown for any unknown path; says so in both languages, the current one first. */
export function NotFound() {
  const t = useTranslations().notFound
  const otherLanguage = useLanguage() === 'de' ? 'en' : 'de'
  // Rendered by the root itself (outside the page layout), so it takes care of this on its own.
  useStoredLanguageInAddress()
  useMarkPageHydrated()
  return (
    <Container className="py-24 sm:py-32">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t.title()}
      </h1>
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
