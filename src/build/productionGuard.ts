/**
 * What stops a production build that would be wrong or unlawful on day one: every company fact that
 * is still a placeholder or only looks like one (an example address, a number nobody answers, a
 * network's home page given as the company's profile), sample testimonials, and a missing or example
 * site origin. scripts/build.ts runs it; each finding names the file and the field to change.
 */
import { isPlaceholder, type CompanyData, type PhoneNumber } from '@/config/companySchema'
import { dialNumber } from '@/lib/phoneNumber'
import { isProfileUrl } from '@/lib/socialProfile'

export const companyFile = 'src/config/company.ts'

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

/** Every placeholder in the data, by its path (`address.street`). */
function placeholdersIn(value: unknown, path: string): Finding[] {
  if (isPlaceholder(value))
    return [
      { file: companyFile, field: path, problem: `still placeholder('${value.placeholder}')` },
    ]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) =>
    placeholdersIn(child, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key),
  )
}

function phoneProblem(phone: PhoneNumber, field: string): Finding[] {
  if (isPlaceholder(phone)) return []
  const dial = dialNumber(phone)
  const problem = !dial
    ? `"${phone}" is no phone number a link can dial`
    : /0{6}|^\+(\d)\1+$/.test(dial)
      ? `"${phone}" is a dummy number`
      : undefined
  return problem ? [{ file: companyFile, field, problem }] : []
}

function addressProblem(address: unknown, field: string): Finding[] {
  if (typeof address !== 'string') return []
  return exampleDomain.test(hostOf(address))
    ? [{ file: companyFile, field, problem: `"${address}" is an example address` }]
    : []
}

/**
 * Why a production build with this company data and site origin must not be published. On Netlify
 * (`onNetlify`), whose servers are in the USA, the privacy policy must also say so.
 */
export function productionProblems(
  company: CompanyData,
  siteOrigin: string | undefined,
  { onNetlify = false } = {},
): Finding[] {
  const permitDate = company.workerLeasingPermit?.issuedOn
  return [
    ...(onNetlify && !company.hosting.outsideEu
      ? [
          {
            file: companyFile,
            field: 'hosting.outsideEu',
            problem:
              'Netlify serves the site from the USA: name the country and the safeguard of the transfer, for the privacy policy (docs/go-live.md)',
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
    ...placeholdersIn(company, ''),
    ...phoneProblem(company.phone, 'phone'),
    ...phoneProblem(company.callbackPhone, 'callbackPhone'),
    ...addressProblem(company.contactEmail, 'contactEmail'),
    ...addressProblem(company.legalEmail, 'legalEmail'),
    ...(typeof permitDate === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(permitDate)
      ? [
          {
            file: companyFile,
            field: 'workerLeasingPermit.issuedOn',
            problem: `"${permitDate}" is not a date written 2024-03-01`,
          },
        ]
      : []),
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

/** What the owner should know before going live, without failing the build. */
export function goLiveWarnings(
  company: CompanyData,
  environment: Record<string, string | undefined>,
): string[] {
  return [
    ...(company.showEuDisputeResolutionNotice
      ? [
          `${companyFile}: showEuDisputeResolutionNotice is on, but the EU dispute resolution platform closed on 2025-07-20 (Regulation (EU) 2024/3228); switch it off`,
        ]
      : []),
    ...(environment.SMTP_URL
      ? []
      : [
          'SMTP_URL is not set here: unless the server gets it, inquiries are stored and not mailed (docs/inquiries.md)',
        ]),
  ]
}

export function describeFindings(findings: Finding[]): string {
  return findings.map(({ file, field, problem }) => `  ${file}: ${field}: ${problem}`).join('\n')
}
