import { createFileRoute, notFound } from '@tanstack/react-router'

import { JobPosting } from '@/components/sections/JobPosting'
import { jobPageHead } from '@/shared/jobPageHead'
import { jobById } from '@/shared/jobs'

/** One page per job of the company data (src/config/pages.ts); any other id is not found. */
export const Route = createFileRoute('/_site/jobs_/$job')({
  beforeLoad: ({ params }) => {
    if (!jobById(params.job)) throw notFound()
  },
  head: ({ params, match }) => {
    const job = jobById(params.job)
    return job ? jobPageHead(job, match.search.lang) : {}
  },
  component: JobPage,
})

function JobPage() {
  const job = jobById(Route.useParams().job)
  return job ? <JobPosting job={job} /> : null
}
