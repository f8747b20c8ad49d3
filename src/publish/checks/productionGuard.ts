/**
 * What stops a production build that would be wrong or unlawful on day one: every company fact that
 * is still a placeholder or only looks like one (an example address, a number nobody answers, a
 * network's home page given as the company's profile), sample testimonials, and a missing or example
 * site origin. scripts/build.ts runs it once the data's shape and values passed their check
 * (./companyDataCheck.ts); each finding names the file and the field to change.
 */
import { isPlaceholder, type CompanyData, type PhoneNumber } from '@/config/companySchema'
import { dialNumber } from '@/lib/phoneNumber'
import { isProfileUrl } from '@/lib/socialProfile'

export const companyFile = 'src/config/company.ts'

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

function addressProblem(address: unknown, field: string): Finding[] {
  if (typeof address !== 'string') return []
  return exampleDomain.test(hostOf(address))
    ? [{ file: companyFile, field, problem: `"${address}" is an example address` }]
    : []
}

/**
 * Why a production build with this company data and site origin must not be published. On Netlify
 * (`onNetlify`) the privacy policy must describe Netlify: its logs, and the transfer to the USA.
 */
export function productionProblems(
  company: CompanyData,
  siteOrigin: string | undefined,
  { onNetlify = false } = {},
): Finding[] {
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
    ...phoneProblem(company.phone, 'phone'),
    ...phoneProblem(company.callbackPhone, 'callbackPhone'),
    ...addressProblem(company.contactEmail, 'contactEmail'),
    ...addressProblem(company.legalEmail, 'legalEmail'),
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
  ]
}

/**
 * What the owner should know before going live, without failing the build. Nothing about the
 * server's settings (SMTP_URL): the build does not see them where they are kept, readable by the
 * service alone; the server says at start whether it mails inquiries, and its health check fails
 * while it cannot (docs/go-live.md).
 */
export function goLiveWarnings(company: CompanyData): string[] {
  return company.showEuDisputeResolutionNotice
    ? [
        `${companyFile}: showEuDisputeResolutionNotice is on, but the EU dispute resolution platform closed on 2025-07-20 (Regulation (EU) 2024/3228); switch it off`,
      ]
    : []
}

export function describeFindings(findings: Finding[]): string {
  return findings.map(({ file, field, problem }) => `  ${file}: ${field}: ${problem}`).join('\n')
}
