import { createFileRoute } from '@tanstack/react-router'

import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { CallbackBox, ContactDetails } from '@/components/sections/ContactDetails'
import { ContactForm } from '@/components/sections/ContactForm'
import { ServiceArea } from '@/components/sections/ServiceArea'
import { useAnswerPromiseOrSoon } from '@/app/availability'
import { useTranslations } from '@/app/useLanguage'
import { pageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/contact')({
  head: ({ match }) => pageHead('contact', match.search.lang),
  component: ContactPage,
})

/**
 * On a phone, in this order: how to call or write, then the form, then the callback line and the
 * area served. On a wide screen the form stands beside the other three.
 */
function ContactPage() {
  const t = useTranslations().contact.header
  const answer = useAnswerPromiseOrSoon()
  return (
    <>
      <PageHeader title={t.title()} lead={`${t.lead()} ${answer}`} />
      <Container className="grid gap-10 py-10 sm:py-16 lg:grid-cols-2 lg:grid-rows-[auto_auto_1fr] lg:items-start">
        <ContactDetails />
        <div className="lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <ContactForm />
        </div>
        <CallbackBox />
        <ServiceArea />
      </Container>
    </>
  )
}
