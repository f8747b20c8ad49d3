import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { PageTitle } from '@/components/ui/PageTitle'
import { ApplicationConfirmation } from '@/components/sections/ApplicationConfirmation'
import { BringInPerson } from '@/components/sections/BringInPerson'
import { useTranslations } from '@/app/useLanguage'

/** Where the application without the app leads once the server has stored it. */
export function ApplicationReceived() {
  const t = useTranslations().applicationReceived
  return (
    <Container className="py-24 sm:py-32">
      <PageTitle>{t.title()}</PageTitle>
      <div className="mt-4 max-w-xl space-y-2 text-lg text-slate-700">
        <ApplicationConfirmation />
      </div>
      <BringInPerson className="mt-8 max-w-xl" headingLevel={2} />
      <ButtonLink to="/jobs" className="mt-8">
        {t.allJobs()}
      </ButtonLink>
    </Container>
  )
}
