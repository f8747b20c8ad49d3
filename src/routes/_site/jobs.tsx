import { createFileRoute } from '@tanstack/react-router'

import { PageHeader } from '@/components/ui/PageHeader'
import { SpeculativeApplication } from '@/components/sections/HowToApply'
import { JobList } from '@/components/sections/JobList'
import { useTranslations } from '@/app/useLanguage'
import { pageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/jobs')({
  head: ({ match }) => pageHead('jobs', match.search.lang),
  component: JobsPage,
})

function JobsPage() {
  const t = useTranslations().jobs.header
  return (
    <>
      <PageHeader title={t.title()} lead={t.lead()} />
      <JobList />
      <SpeculativeApplication />
    </>
  )
}
