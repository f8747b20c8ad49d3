import { createFileRoute } from '@tanstack/react-router'

import { pageHead } from '@/lib/seo'
import { useTranslations } from '@/lib/useLanguage'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { ContactDetails } from '@/components/sections/ContactDetails'
import { ContactForm } from '@/components/sections/ContactForm'
import { ServiceArea } from '@/components/sections/ServiceArea'

export const Route = createFileRoute('/_site/contact')({
  head: ({ match }) => pageHead('contact', match.search.lang),
  component: ContactPage,
})

function ContactPage() {
  const t = useTranslations().contact.header
  return (
    <>
      <PageHeader title={t.title()} lead={t.lead()} />
      <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-2">
        <div className="space-y-8">
          <ContactDetails />
          <ServiceArea />
        </div>
        <ContactForm />
      </Container>
    </>
  )
}
