/**
 * What stops a production build that would be wrong or unlawful on day one: every company fact that
 * is still a placeholder or only looks like one (an example address, a number nobody answers, a
 * network's home page given as the company's profile, the template's own slug), the example
 * company's own facts, sample testimonials and jobs, the EU dispute notice, a worker-leasing permit
 * that has ended, and a missing or example site origin. scripts/build.ts runs it once the data's shape and values passed their check
 * (./companyDataCheck.ts); each finding names the file and the field to change.
 */
import { dialNumber, isPlaceholder } from '@/config/companyFacts'
import type { CompanyData, PhoneNumber } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import { isOpenOn } from '@/config/jobs'
import { isProfileUrl } from '@/shared/socialProfile'
import {
  dayOf,
  daysLeft,
  permitValidUntil as permitEnd,
  permitWarningDays,
} from '@/shared/workerLeasingPermit'

export const companyFile = 'src/config/company.ts'
const exampleFile = 'src/config/examples/company.ts'

/**
 * The one switch that lets a production build publish the example company's facts: the go-live
 * tests and the benchmark build the example as a production site with it (scripts/lib/exampleSite.ts,
 * docs/testing.md). It lifts that check alone, and no owner has a reason to set it.
 */
export const exampleCompanySwitch = 'ALLOW_FICTITIOUS_EXAMPLE_COMPANY'

/**
 * The slug the repository's company data comes with (src/config/company.ts): it must be a name
 * from the start, for the preview, but a visitor's browser keeps the language chosen under it, so
 * the firm's own is written before going live, not changed after.
 */
export const templateSlug = 'firmenname'

/** A problem with what the build was given: the file to edit, the field in it, what to change. */
export type Finding = { file: string; field: string; problem: string }

/** Domains that name no real site: RFC 2606 and RFC 6761. */
const exampleDomain =
  /(?:^|\.)(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid|localhost)|example|localhost)$/i

const hostOf = (address: string) =>
  address.includes('@') && !address.includes('/')
    ? address.split('@').pop()!
    : URL.canParse(address)
      ? new URL(address).hostname
      : ''

/** A field by its path in the data, as the owner finds it: `legal.managingDirectors[0]`. */
export const fieldName = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (name, key) =>
      typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key),
    '',
  )

/** Every placeholder in the data, by its path. */
function placeholdersIn(value: unknown, path: PropertyKey[] = []): Finding[] {
  if (isPlaceholder(value))
    return [
      {
        file: companyFile,
        field: fieldName(path),
        problem: `still placeholder('${value.placeholder}')`,
      },
    ]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) =>
    placeholdersIn(child, [...path, Array.isArray(value) ? Number(key) : key]),
  )
}

/** A number that exists in the plan but nobody answers (`+49 30 0000000`). */
function phoneProblem(phone: PhoneNumber, field: string): Finding[] {
  const dial = dialNumber(phone)
  return dial && /0{6}|^\+(\d)\1+$/.test(dial)
    ? [{ file: companyFile, field, problem: `"${phone as string}" is a dummy number` }]
    : []
}

/**
 * The numbers the Bundesnetzagentur keeps free for films, books and plays ("Drama Numbers",
 * Amtsblatt 7/2021, Mitteilung 148/2021), in Berlin, Frankfurt, Hamburg, Cologne and Munich. The
 * example's numbers are from them; nobody answers one.
 */
const madeUpNumber = /^\+49(?:3023125|6990009|4066969|2214710|8999998)\d{3}$/

function addressProblem(address: unknown, field: string): Finding[] {
  if (typeof address !== 'string') return []
  return exampleDomain.test(hostOf(address))
    ? [{ file: companyFile, field, problem: `"${address}" is an example address` }]
    : []
}

/**
 * The facts that only the example's made-up firm has: its name, addresses, numbers, providers and
 * jobs. Not its people's names, its register court, town or authorities, which real firms share.
 */
function ownFacts(data: CompanyData): [field: string, value: unknown][] {
  return [
    ['name', data.name],
    ['slug', data.slug],
    ['address.street', data.address.street],
    ['phone', data.phone],
    ['callbackPhone', data.callbackPhone],
    ['contactEmail', data.contactEmail],
    ['legalEmail', data.legalEmail],
    ['privacyEmail', data.privacyEmail],
    ['vatId', data.vatId],
    ...('register' in data.legal
      ? [['legal.register.number', data.legal.register.number] as [string, unknown]]
      : []),
    ['workerLeasingPermit.fileNumber', data.workerLeasingPermit?.fileNumber],
    ['hosting.provider', data.hosting.provider],
    ['mailProvider.name', data.mailProvider.name],
    ...data.socialProfiles.map(({ url }, index): [string, unknown] => [
      `socialProfiles[${index}].url`,
      url,
    ]),
    ...(data.jobs ?? []).map(({ title }, index): [string, unknown] => [
      `jobs[${index}].title.de`,
      title.de,
    ]),
  ]
}

const exampleFacts = new Set(ownFacts(example).map(([, value]) => value))
/** The example's made-up domain (`fahrerdienst-spree-beispiel.de`), for addresses on it. */
const exampleSiteDomain = hostOf(example.legalEmail as string)

/**
 * Every fact of the data, and the site's origin, that is still the example's or made up as its are:
 * a value of its own, an address on its domain, a phone number kept free for films.
 */
function exampleProblems(company: CompanyData, siteOrigin: string | undefined): Finding[] {
  const facts: [file: string, field: string, value: unknown][] = [
    ...ownFacts(company).map(([field, value]): [string, string, unknown] => [
      companyFile,
      field,
      value,
    ]),
    ['build environment', 'VITE_SITE_ORIGIN', siteOrigin],
  ]
  const onExampleDomain = (value: string) => {
    const host = hostOf(value)
    return host === exampleSiteDomain || host.endsWith(`.${exampleSiteDomain}`)
  }
  return facts.flatMap(([file, field, value]) => {
    if (typeof value !== 'string') return []
    if (exampleFacts.has(value) || onExampleDomain(value))
      return [
        { file, field, problem: `still the example's "${value}" (${exampleFile}): write your own` },
      ]
    return (field === 'phone' || field === 'callbackPhone') &&
      madeUpNumber.test(dialNumber(value) ?? '')
      ? [
          {
            file,
            field,
            problem: `"${value}" is a number kept free for films and books, as the example's are: nobody answers it`,
          },
        ]
      : []
  })
}

/**
 * Why a production build with this company data and site origin must not be published. On Netlify
 * (`onNetlify`) the privacy policy must describe Netlify: its logs, and the transfer to the USA.
 */
export function productionProblems(
  company: CompanyData,
  siteOrigin: string | undefined,
  { onNetlify = false, allowExampleCompany = false, today = dayOf(new Date()) } = {},
): Finding[] {
  const permitEnds = permitEnd(company)
  return [
    ...(onNetlify && company.hosting.setup !== 'netlify'
      ? [
          {
            file: companyFile,
            field: 'hosting.setup',
            problem:
              "this build runs on Netlify: write setup: 'netlify', with the transfer to the USA and Netlify's log retention, for the privacy policy (docs/go-live.md)",
          },
        ]
      : []),
    ...(siteOrigin === undefined || siteOrigin === ''
      ? [{ file: 'build environment', field: 'VITE_SITE_ORIGIN', problem: 'not set' }]
      : !/^https:\/\/[^/]+$/.test(siteOrigin.replace(/\/$/, '')) ||
          exampleDomain.test(hostOf(siteOrigin))
        ? [
            {
              file: 'build environment',
              field: 'VITE_SITE_ORIGIN',
              problem: `"${siteOrigin}" is not the site's own https:// origin`,
            },
          ]
        : []),
    ...placeholdersIn(company),
    ...(company.slug === templateSlug
      ? [
          {
            file: companyFile,
            field: 'slug',
            problem: `still the template's '${templateSlug}': write a short name of the firm in lowercase letters, digits and hyphens, for example  slug: 'fahrerdienst-spree',`,
          },
        ]
      : []),
    ...(allowExampleCompany ? [] : exampleProblems(company, siteOrigin)),
    ...(company.showEuDisputeResolutionNotice
      ? [
          {
            file: companyFile,
            field: 'showEuDisputeResolutionNotice',
            problem:
              'the EU dispute resolution platform closed on 2025-07-20 (Regulation (EU) 2024/3228), so the notice would be untrue: write showEuDisputeResolutionNotice: false,',
          },
        ]
      : []),
    ...(permitEnds && permitEnds < today
      ? [
          {
            file: companyFile,
            field: 'workerLeasingPermit.validUntil',
            problem: `the permit ended on ${permitEnds}, and leasing drivers needs one (§ 1 AÜG). Extended? Enter the new last day from the letter (or 'unlimited'); if you applied in time and the agency did not refuse, it runs a further year (§ 2 (4) AÜG). Not leasing any more? Remove workerLeasingPermit`,
          },
        ]
      : []),
    ...phoneProblem(company.phone, 'phone'),
    ...phoneProblem(company.callbackPhone, 'callbackPhone'),
    ...addressProblem(company.contactEmail, 'contactEmail'),
    ...addressProblem(company.legalEmail, 'legalEmail'),
    ...addressProblem(company.privacyEmail, 'privacyEmail'),
    ...company.socialProfiles.flatMap((profile, index) => [
      ...(isProfileUrl(profile.url)
        ? []
        : [
            {
              file: companyFile,
              field: `socialProfiles[${index}]`,
              problem: `${profile.url} is the network's home page, not the company's profile`,
            },
          ]),
      ...addressProblem(profile.url, `socialProfiles[${index}]`),
    ]),
    ...company.testimonials.flatMap((testimonial, index) =>
      testimonial.sample
        ? [
            {
              file: companyFile,
              field: `testimonials[${index}]`,
              problem: `a sample text (home.testimonials.${testimonial.id} in i18n/): replace it with an approved quote, or remove it`,
            },
          ]
        : [],
    ),
    ...(company.jobs ?? []).flatMap((job, index) =>
      job.sample
        ? [
            {
              file: companyFile,
              field: `jobs[${index}]`,
              problem: `"${job.id}" is a sample job: replace it with a job the firm offers, or remove it (jobs: [] while none is open)`,
            },
          ]
        : [],
    ),
  ]
}

/**
 * The jobs every build leaves out of the jobs page, the sitemap and search engines because their
 * last day has passed on `today`: each a line for the build's output (their pages say that they
 * are closed, until the data no longer has them).
 */
export function jobsLeftOut(company: CompanyData, today: string): string[] {
  return (company.jobs ?? []).flatMap((job, index) =>
    isOpenOn(job, today)
      ? []
      : [
          `${companyFile}: jobs[${index}]: "${job.id}" closed on ${job.validThrough} (validThrough): left out of the jobs page, the sitemap and search engines; its page says it is closed. Remove the job, or give it a new last day`,
        ],
  )
}

/**
 * What the owner should know before going live, without failing the build: a worker-leasing
 * permit in its last {@link permitWarningDays} days. Nothing about the server's settings
 * (SMTP_URL): the build does not see them where they are kept, readable by the service alone; the
 * server says at start whether it mails inquiries, and its health check fails while it cannot
 * (docs/go-live.md).
 */
export function goLiveWarnings(company: CompanyData, today = dayOf(new Date())): string[] {
  const ends = permitEnd(company)
  const days = ends === undefined ? -1 : daysLeft(ends, today)
  return days >= 0 && days <= permitWarningDays
    ? [
        `${companyFile}: workerLeasingPermit.validUntil: the permit ends on ${ends}, in ${days} days. Apply for its extension now (due three months before the end, § 2 (4) AÜG); once granted, enter its new last day and build again, as the imprint states the end`,
      ]
    : []
}

export function describeFindings(findings: Finding[]): string {
  return findings.map(({ file, field, problem }) => `  ${file}: ${field}: ${problem}`).join('\n')
}
