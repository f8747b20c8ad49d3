import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { PageTitle } from '@/components/ui/PageTitle'
import { CallbackConfirmation } from '@/components/sections/CallbackConfirmation'
import { useTranslations } from '@/app/useLanguage'

/** Where the callback request without the app leads once the server has stored it. */
export function CallbackReceived() {
  const t = useTranslations().callbackReceived
  return (
    <Container className="py-24 sm:py-32">
      <PageTitle>{t.title()}</PageTitle>
      <div className="mt-4 max-w-xl space-y-2 text-lg text-slate-700">
        <CallbackConfirmation />
      </div>
      <ButtonLink to="/" className="mt-8">
        {t.home()}
      </ButtonLink>
    </Container>
  )
}
