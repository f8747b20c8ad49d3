import { forms, type FormId } from '@/config/forms'
import { refusalReasonAttribute } from '@/config/inquiry'
import { pagePaths } from '@/config/pages'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { PageTitle } from '@/components/ui/PageTitle'
import { DirectContactLinks } from '@/components/sections/DirectContactLinks'
import { useTranslations } from '@/app/useLanguage'

/**
 * The server's answer to a post of `form` it refused (the form without the app), and how to go
 * on: going back keeps what was typed, or reach the company directly, or start the form afresh.
 */
export function FormNotSent({ form }: { form: FormId }) {
  // The page's texts are under its id, as every page's are.
  const t = useTranslations()[forms[form].pages.notSent]
  return (
    <Container className="py-24 sm:py-32">
      <PageTitle>{t.title()}</PageTitle>
      {/* Empty here; the prerender step writes the reason into the pages the server answers with. */}
      <p
        {...{ [refusalReasonAttribute]: '' }}
        className="mt-4 max-w-xl text-lg font-semibold text-slate-900 empty:hidden"
      />
      <p className="mt-4 max-w-xl text-lg text-slate-700">{t.kept()}</p>
      <p className="mt-6 text-slate-700">{t.reachUs()}</p>
      <DirectContactLinks className="mt-2 space-y-1 text-slate-700" />
      <ButtonLink to={pagePaths[forms[form].pages.form]} variant="secondary" className="mt-8">
        {t.newForm()}
      </ButtonLink>
    </Container>
  )
}
