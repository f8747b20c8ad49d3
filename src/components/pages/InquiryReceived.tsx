import { CircleCheck } from 'lucide-react'

import { translators } from '@/lib/i18n'
import { useTranslations } from '@/lib/useLanguage'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { PageTitle } from '@/components/ui/PageTitle'

/** Where the form without the app leads once the server has stored the inquiry. */
export function InquiryReceived() {
  const t = useTranslations().inquiryReceived
  return (
    <Container className="py-24 sm:py-32">
      <PageTitle>{t.title()}</PageTitle>
      <p lang="de" className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-800">
        <CircleCheck aria-hidden="true" className="size-5" />
        {translators.de.contact.form.success()}
      </p>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{t.text()}</p>
      <ButtonLink to="/" className="mt-8">
        {t.home()}
      </ButtonLink>
    </Container>
  )
}
