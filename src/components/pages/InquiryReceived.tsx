import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { PageTitle } from '@/components/ui/PageTitle'
import { InquiryConfirmation } from '@/components/sections/InquiryConfirmation'
import { InquirySentNotice } from '@/components/sections/InquirySentNotice'
import { useTranslations } from '@/app/useLanguage'

/** Where the form without the app leads once the server has stored the inquiry. */
export function InquiryReceived() {
  const t = useTranslations().inquiryReceived
  return (
    <Container className="py-24 sm:py-32">
      <PageTitle>{t.title()}</PageTitle>
      <p className="mt-4 font-semibold text-brand-800">
        <InquirySentNotice />
      </p>
      <div className="mt-4 max-w-xl space-y-2 text-lg text-slate-700">
        <InquiryConfirmation />
      </div>
      <ButtonLink to="/" className="mt-8">
        {t.home()}
      </ButtonLink>
    </Container>
  )
}
