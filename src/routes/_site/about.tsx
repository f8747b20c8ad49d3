import { createFileRoute } from '@tanstack/react-router'

import { PageHeader } from '@/components/ui/PageHeader'
import { CallBox } from '@/components/sections/CallBox'
import { CallToAction } from '@/components/sections/CallToAction'
import { CompanyProfile } from '@/components/sections/CompanyProfile'
import { JobsLine } from '@/components/sections/JobsLine'
import { MissionVision } from '@/components/sections/MissionVision'
import { useTranslations } from '@/app/useLanguage'
import { pageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/about')({
  head: ({ match }) => pageHead('about', match.search.lang),
  component: AboutPage,
})

function AboutPage() {
  const t = useTranslations().about
  return (
    <>
      <PageHeader title={t.header.title()} lead={t.header.lead()} aside={<CallBox />} />
      <CompanyProfile />
      <MissionVision />
      <CallToAction title={t.cta.title()} text={t.cta.text()} button={t.cta.button()} />
      <JobsLine />
    </>
  )
}
