/**
 * The open jobs of the company data as the site publishes them, and how a job is put into words:
 * its facts (vehicle, employment, place, pay, licence, dates) as the job page lists them and as the
 * structured data describes the job, in one language. Shared by the pages, the sitemap and the
 * structured data, so that they agree on which jobs are open and on what each says.
 */
import { company } from '@/config/company'
import type { Job } from '@/config/companySchema'
import { isOpenOn } from '@/config/jobs'
import { buildDay } from '@/shared/buildSettings'
import { companyDate } from '@/shared/companyText'
import { translators } from '@/shared/i18n'
import type { Language } from '@/shared/language'

/** Every job of the company data, open or past its last day, in the data's order. */
export const allJobs: readonly Job[] = company.jobs ?? []

export const jobById = (id: string): Job | undefined => allJobs.find((job) => job.id === id)

/** The jobs open on the day of the build: listed, in the sitemap, and described to search engines. */
export const jobsOpenAtBuild = allJobs.filter((job) => isOpenOn(job, buildDay))

/** Items joined as alternatives, as a sentence starts: `Teilzeit oder Minijob`, `Bicycle or car`. */
function alternatives(items: readonly string[], or: string): string {
  const joined =
    items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1)}`
  return joined.charAt(0).toUpperCase() + joined.slice(1)
}

/** An amount of euros as the language writes it: whole euros alone (`15`), else with cents (`16,50`). */
function euroAmount(amount: number, decimalSeparator: string): string {
  return Number.isInteger(amount)
    ? String(amount)
    : amount.toFixed(2).replace('.', decimalSeparator)
}

/** Where the job is: the town, with its districts or, outside Berlin, its state. */
export function jobPlace({ area }: Job): string {
  if (area.districts) return `${area.locality} (${area.districts.join(', ')})`
  return area.locality === area.region ? area.locality : `${area.locality} (${area.region})`
}

export type JobFact = {
  id: 'vehicles' | 'employment' | 'area' | 'pay' | 'licence' | 'validThrough' | 'datePosted'
  label: string
  value: string
}

/** What the job page lists about a job, in this order; pay only where the data states it. */
export function jobFacts(job: Job, language: Language): JobFact[] {
  const t = translators[language].jobs
  const fact = (id: JobFact['id'], value: string): JobFact => ({ id, label: t.facts[id](), value })
  return [
    fact(
      'vehicles',
      alternatives(
        job.vehicles.map((vehicle) => t.vehicles[vehicle]()),
        t.or(),
      ),
    ),
    fact(
      'employment',
      alternatives(
        job.employment.map((kind) => t.employment[kind]()),
        t.or(),
      ),
    ),
    fact('area', jobPlace(job)),
    ...(job.pay
      ? [
          fact(
            'pay',
            t.pay[job.pay.per]({ amount: euroAmount(job.pay.amount, t.decimalSeparator()) }),
          ),
        ]
      : []),
    fact(
      'licence',
      job.drivingLicence ? t.licence({ licenceClass: job.drivingLicence }) : t.noLicence(),
    ),
    fact(
      'validThrough',
      job.validThrough ? companyDate(job.validThrough, language) : t.untilFilled(),
    ),
    fact('datePosted', companyDate(job.datePosted, language)),
  ]
}

/** The paragraphs of a job's description in a language: separated in the data by an empty line. */
export const jobParagraphs = (job: Job, language: Language): string[] =>
  job.description[language]
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/** At most this many characters of a description go into a page's meta description. */
const metaDescriptionLength = 160

/** The start of a job's description, cut at a word, for its page's meta description. */
export function jobSummary(job: Job, language: Language): string {
  const [first = ''] = jobParagraphs(job, language)
  if (first.length <= metaDescriptionLength) return first
  const cut = first.slice(0, metaDescriptionLength - 1)
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`
}
