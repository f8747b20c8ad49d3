import { Link } from '@tanstack/react-router'
import { CircleAlert } from 'lucide-react'

import type { Job } from '@/config/companySchema'
import { isOpenOn } from '@/config/jobs'
import { Container } from '@/components/ui/Container'
import { linkVariants } from '@/components/ui/linkVariants'
import { PageHeader } from '@/components/ui/PageHeader'
import { ApplyForJob } from '@/components/sections/HowToApply'
import { useLanguage, useTranslations } from '@/app/useLanguage'
import { useTodayIso } from '@/app/useToday'
import { companyDate } from '@/shared/companyText'
import { jobFacts, jobParagraphs, jobPlace } from '@/shared/jobs'

/** What a closed job's page says first: that it is closed, since when, and where the open ones are. */
function ClosedNotice({ lastDay }: { lastDay: string }) {
  const t = useTranslations().jobs
  const language = useLanguage()
  return (
    <div className="flex gap-3 rounded-2xl border-2 border-amber-500 bg-amber-50 p-5">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-800" />
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t.closed.title()}</h2>
        <p className="mt-1 text-slate-800">
          {t.closed.text({ date: companyDate(lastDay, language) })}
        </p>
        <p className="mt-3">
          <Link to="/jobs" className={linkVariants()}>
            {t.allJobs()}
          </Link>
        </p>
      </div>
    </div>
  )
}

/**
 * A job's page: its title and place, the firm's description, the facts at a glance, and how to
 * apply. Once its last day has passed (on the day of the build, or later on the visitor's, once the
 * app runs) it says first that the job is closed and offers no application.
 */
export function JobPosting({ job }: { job: Job }) {
  const t = useTranslations().jobs
  const language = useLanguage()
  const open = isOpenOn(job, useTodayIso())
  const facts = jobFacts(job, language)
  return (
    <>
      <PageHeader
        title={job.title[language]}
        lead={`${jobPlace(job)} · ${facts.find((fact) => fact.id === 'employment')?.value}`}
      >
        {job.sample ? <p className="mt-4 max-w-2xl text-slate-700">{t.sample()}</p> : null}
      </PageHeader>
      {/* On a phone the facts come first; on a wide screen they stand beside the description. */}
      <Container className="grid gap-10 py-10 sm:py-16 lg:grid-flow-row-dense lg:grid-cols-[3fr_2fr] lg:items-start">
        {!open && job.validThrough ? (
          <div className="lg:col-span-2">
            <ClosedNotice lastDay={job.validThrough} />
          </div>
        ) : null}
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:col-start-2 lg:row-span-2">
          <h2 className="text-xl font-bold text-slate-900">{t.facts.heading()}</h2>
          <dl className="mt-4 grid gap-x-4 gap-y-3 sm:grid-cols-[auto_1fr]">
            {facts.map(({ id, label, value }) => (
              <div key={id} className="sm:contents">
                <dt className="font-semibold text-slate-900">{label}</dt>
                <dd className="text-slate-800">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="lg:col-start-1">
          <h2 className="text-2xl font-bold text-slate-900">{t.description()}</h2>
          {jobParagraphs(job, language).map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-prose text-lg text-slate-800">
              {paragraph}
            </p>
          ))}
        </div>
        {open ? (
          <div className="lg:col-start-1">
            <ApplyForJob job={job.id} />
          </div>
        ) : null}
        <p className="lg:col-span-2">
          <Link to="/jobs" className={linkVariants()}>
            {t.allJobs()}
          </Link>
        </p>
      </Container>
    </>
  )
}
