import { createFileRoute } from '@tanstack/react-router'

import { PageHeader } from '@/components/ui/PageHeader'
import { CallBox } from '@/components/sections/CallBox'
import { CallToAction } from '@/components/sections/CallToAction'
import { Faq } from '@/components/sections/Faq'
import { PermitNote } from '@/components/sections/PermitNote'
import { ServiceCards } from '@/components/sections/ServiceCards'
import { useTranslations } from '@/app/useLanguage'
import { defaultLanguage } from '@/shared/language'
import { pageHead } from '@/shared/seo'
import { faqPageJsonLd, jsonLdScript } from '@/shared/structuredData'

export const Route = createFileRoute('/_site/services')({
  head: ({ match }) => ({
    ...pageHead('services', match.search.lang),
    scripts: [jsonLdScript(faqPageJsonLd(match.search.lang ?? defaultLanguage))],
  }),
  component: ServicesPage,
})

function ServicesPage() {
  const t = useTranslations().services
  return (
    <>
      <PageHeader title={t.header.title()} lead={t.header.lead()} aside={<CallBox />}>
        <PermitNote className="mt-6" />
      </PageHeader>
      <ServiceCards />
      <Faq />
      <CallToAction title={t.cta.title()} text={t.cta.text()} button={t.cta.button()} />
    </>
  )
}
