import { useId } from 'react'

import { Container } from '@/components/ui/Container'
import { CallUs } from '@/components/layout/CallUs'
import { useTranslations } from '@/app/useLanguage'

/**
 * How a driver applies: for now by phone (the number, a `tel:` link, and the hours it is answered).
 * THE APPLICATION FORM GOES HERE once it exists: on a job's page for that job, on the jobs page for
 * "any job". With it on the job page, the JobPosting's `directApply` becomes true
 * (src/shared/structuredData.ts).
 */
function HowToApply({ heading, text }: { heading: string; text: string }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-800">{text}</p>
      <CallUs variant="primary" className="mt-5" />
    </section>
  )
}

/** On a job's page: applying for this job. */
export function ApplyForJob() {
  const t = useTranslations().jobs.apply
  return <HowToApply heading={t.heading()} text={t.text()} />
}

/** On the jobs page, below the list: applying without a job listed (or with none open). */
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
