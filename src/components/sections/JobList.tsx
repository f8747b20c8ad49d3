import { Link } from '@tanstack/react-router'

import type { Job } from '@/config/companySchema'
import { isOpenOn } from '@/config/jobs'
import { jobVehicleIcons } from '@/content/jobs'
import { linkVariants } from '@/components/ui/linkVariants'
import { Section } from '@/components/ui/Section'
import { cn } from '@/app/cn'
import { useLanguage, useTranslations } from '@/app/useLanguage'
import { useTodayIso } from '@/app/useToday'
import { allJobs, jobFacts } from '@/shared/jobs'

/** What a job's card says besides its title. */
const cardFacts = new Set(['vehicles', 'employment', 'area', 'pay'])

function JobCard({ job }: { job: Job }) {
  const language = useLanguage()
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="flex gap-2 text-brand-700">
        {job.vehicles.map((vehicle) => {
          const Icon = jobVehicleIcons[vehicle]
          return <Icon key={vehicle} aria-hidden="true" className="size-6" />
        })}
      </p>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">
        {/* A block, so that a title over several lines has one focus ring around it. */}
        <Link to="/jobs/$job" params={{ job: job.id }} className={cn(linkVariants(), 'block')}>
          {job.title[language]}
        </Link>
      </h3>
      <dl className="mt-3 space-y-1 text-slate-700">
        {jobFacts(job, language)
          .filter((fact) => cardFacts.has(fact.id))
          .map(({ id, label, value }) => (
            <div key={id}>
              <dt className="sr-only">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </article>
  )
}

/**
 * The jobs open today, each as a card leading to its page, or a sentence saying there is none. The
 * prerendered page lists those open on the day of the build; the app then closes those whose last
 * day has passed on the visitor's.
 */
export function JobList() {
  const t = useTranslations().jobs
  const today = useTodayIso()
  const open = allJobs.filter((job) => isOpenOn(job, today))
  return (
    <Section title={t.open()} intro={open.some((job) => job.sample) ? t.samples() : undefined}>
      {open.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2">
          {open.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-lg text-slate-800">{t.none()}</p>
      )}
    </Section>
  )
}
