import { useId } from 'react'

import { Container } from '@/components/ui/Container'
import { CallUs } from '@/components/layout/CallUs'
import { useTranslations } from '@/app/useLanguage'

import { ApplicationForm } from './ApplicationForm'
import { BringInPerson } from './BringInPerson'

/**
 * How a driver applies: with the application form (for `job`, or for any job), what to bring in
 * person since nothing is uploaded, and the phone for a driver who would rather call. With the
 * form on the job page, the JobPosting's `directApply` is true (src/shared/structuredData.ts).
 */
function HowToApply({ heading, text, job }: { heading: string; text: string; job?: string }) {
  const t = useTranslations().jobs
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-800">{text}</p>
      <ApplicationForm job={job} />
      <BringInPerson className="mt-8 border-t border-slate-200 pt-6" />
      <div className="mt-8 border-t border-slate-200 pt-6">
        <p className="font-semibold text-slate-900">{t.callInstead()}</p>
        <CallUs variant="secondary" className="mt-3" />
      </div>
    </section>
  )
}

/** On a job's page: applying for this job. */
export function ApplyForJob({ job }: { job: string }) {
  const t = useTranslations().jobs.apply
  return <HowToApply heading={t.heading()} text={t.text()} job={job} />
}

/** On the jobs page, below the list: applying for a job listed, or without one (or with none open). */
export function SpeculativeApplication() {
  const t = useTranslations().jobs.speculative
  return (
    <Container className="pb-16 sm:pb-20">
      <div className="max-w-2xl">
        <HowToApply heading={t.heading()} text={t.text()} />
      </div>
    </Container>
  )
}
