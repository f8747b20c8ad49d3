// The structured data a prerendered page must carry for link previews and search results: Open
// Graph and Twitter tags (the fields the Open Graph protocol and X's cards require, as the
// Facebook and Twitter presets of structured-data-testing-tool checked them) and the JSON-LD
// (Google's LocalBusiness and FAQPage requirements, plus what this site always states about
// itself; a job's JobPosting by Google's rules for job search, as Adobe's structured-data
// validator implements them). `npm run validate` applies it to every page of the build;
// tests/scripts has its tests. Node runs this file as it is (type stripping), so it uses only
// erasable TypeScript syntax.
import Validator from '@adobe/structured-data-validator'

export type Expectations = {
  /** Open Graph and Twitter tags: every page but the not-found view, which nobody shares. */
  social: boolean
  /** The FAQPage JSON-LD: the services page only. */
  faqPage: boolean
  /** The JobPosting JSON-LD: the page of a job open on the day of the build. */
  jobPosting?: boolean
}

type Json = { [key: string]: unknown }

// `twitter:site` and `twitter:creator` (the company's X account) are left out: it has none.
const openGraphProperties = [
  'og:title',
  'og:type',
  'og:url',
  'og:image',
  'og:image:alt',
  'og:description',
  'og:site_name',
  'og:locale',
]
const twitterNames = [
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'twitter:image:alt',
]
// Crawlers resolve no relative addresses in these.
const absoluteUrls = ['og:url', 'og:image', 'twitter:image']

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** The JSON-LD items of a page, and a problem for each script that holds no JSON object. */
function jsonLdItems(document: Document): { items: Json[]; problems: string[] } {
  const items: Json[] = []
  const problems: string[] = []
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const item: unknown = JSON.parse(script.textContent ?? '')
      if (isObject(item)) items.push(item)
      else problems.push('JSON-LD: a script holds no object')
    } catch (error) {
      problems.push(`JSON-LD: a script is not JSON (${(error as Error).message})`)
    }
  }
  return { items, problems }
}

/** The values Google's job search knows for `employmentType` and for pay's `unitText`. */
const employmentTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]
const salaryUnits = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']

/**
 * What Google's rules for job search (developers.google.com/search/docs/appearance/structured-data/job-posting)
 * find wrong with one JobPosting: the errors of Adobe's validator, which checks the required and
 * recommended properties, and the values it leaves unchecked (employment types, the pay's
 * currency and unit, a last day not before the day posted). Its warnings name recommended
 * properties that are missing; they are returned apart, as the site leaves some out on purpose
 * (no remote work, no pay by the hour, a job open until filled).
 */
export async function jobPostingFindings(
  posting: Json,
): Promise<{ errors: string[]; warnings: string[] }> {
  const issues = await new Validator().validate({
    jsonld: { JobPosting: [structuredClone(posting)] },
  })
  const found = (severity: string) =>
    issues
      .filter((issue) => issue.severity === severity)
      .map((issue) => `JobPosting: ${issue.issueMessage}`)
  const errors = found('ERROR')
  const types = [posting.employmentType].flat()
  for (const type of types)
    if (!employmentTypes.includes(String(type)))
      errors.push(`JobPosting: employmentType ${JSON.stringify(type)} is none of Google's`)
  const salary = posting.baseSalary
  if (salary !== undefined) {
    const value = isObject(salary) ? salary.value : undefined
    if (
      !isObject(salary) ||
      salary['@type'] !== 'MonetaryAmount' ||
      !/^[A-Z]{3}$/.test(String(salary.currency))
    )
      errors.push('JobPosting: baseSalary is not a MonetaryAmount with a currency')
    else if (
      !isObject(value) ||
      typeof value.value !== 'number' ||
      !salaryUnits.includes(String(value.unitText))
    )
      errors.push("JobPosting: baseSalary.value is not a number with one of Google's units")
  }
  if (
    typeof posting.validThrough === 'string' &&
    typeof posting.datePosted === 'string' &&
    Date.parse(posting.validThrough) < Date.parse(posting.datePosted)
  )
    errors.push('JobPosting: validThrough lies before datePosted')
  return { errors, warnings: found('WARNING') }
}

/** Every error of the page's JobPostings by Google's rules for job search (see jobPostingFindings). */
export async function jobPostingProblems(document: Document): Promise<string[]> {
  const postings = jsonLdItems(document).items.filter((item) => item['@type'] === 'JobPosting')
  const findings = await Promise.all(postings.map(jobPostingFindings))
  return findings.flatMap(({ errors }) => errors)
}

/** Everything wrong with the structured data of one page; empty when it is complete. */
export function structuredDataProblems(document: Document, expect: Expectations): string[] {
  const problems: string[] = []

  if (expect.social) {
    const content = (attribute: 'property' | 'name', key: string) =>
      [...document.head.querySelectorAll(`meta[${attribute}]`)]
        .filter((meta) => meta.getAttribute(attribute) === key)
        .map((meta) => meta.getAttribute('content') ?? '')
    const tags = [
      ...openGraphProperties.map((key) => ({ key, values: content('property', key) })),
      ...twitterNames.map((key) => ({ key, values: content('name', key) })),
    ]
    for (const { key, values } of tags) {
      if (values.length !== 1) problems.push(`${key}: ${values.length} tags, expected 1`)
      else if (!isText(values[0])) problems.push(`${key}: empty`)
      else if (absoluteUrls.includes(key) && !URL.canParse(values[0]))
        problems.push(`${key}: not an absolute URL (${values[0]})`)
    }
  }

  const { items, problems: scriptProblems } = jsonLdItems(document)
  problems.push(...scriptProblems)
  const ofType = (type: string) => items.filter((item) => item['@type'] === type)
  const requireText = (item: Json, path: string) => {
    const value = path.split('.').reduce<unknown>((at, key) => (isObject(at) ? at[key] : at), item)
    if (!isText(value)) problems.push(`${item['@type']}: no ${path}`)
  }
  const requireValue = (item: Json, key: string, expected: string) => {
    if (item[key] !== expected)
      problems.push(`${item['@type']}: ${key} is ${JSON.stringify(item[key])}, not "${expected}"`)
  }
  const expectCount = (type: string, count: number) => {
    const found = ofType(type).length
    if (found !== count) problems.push(`${type}: ${found} in the page, expected ${count}`)
  }

  expectCount('EmploymentAgency', 1)
  for (const agency of ofType('EmploymentAgency')) {
    requireValue(agency, '@context', 'https://schema.org')
    for (const path of ['name', 'url', 'image']) requireText(agency, path)
    // Left out while the company's number is a placeholder; when there, the number a phone dials.
    if ('telephone' in agency && !/^\+[1-9]\d{7,14}$/.test(String(agency.telephone)))
      problems.push(
        `EmploymentAgency: telephone ${JSON.stringify(agency.telephone)} is not +<digits>`,
      )
    const address = agency.address
    if (!isObject(address) || address['@type'] !== 'PostalAddress')
      problems.push('EmploymentAgency: address is not a PostalAddress')
    for (const part of ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry'])
      requireText(agency, `address.${part}`)
  }

  expectCount('JobPosting', expect.jobPosting ? 1 : 0)

  expectCount('FAQPage', expect.faqPage ? 1 : 0)
  for (const faqPage of ofType('FAQPage')) {
    requireValue(faqPage, '@context', 'https://schema.org')
    const questions = faqPage.mainEntity
    if (!Array.isArray(questions) || questions.length === 0) {
      problems.push('FAQPage: no questions (mainEntity)')
      continue
    }
    questions.forEach((question: unknown, index) => {
      const answer = isObject(question) ? question.acceptedAnswer : undefined
      const complete =
        isObject(question) &&
        question['@type'] === 'Question' &&
        isText(question.name) &&
        isObject(answer) &&
        answer['@type'] === 'Answer' &&
        isText(answer.text)
      if (!complete)
        problems.push(`FAQPage: question ${index + 1} is not a Question with a name and an Answer`)
    })
  }

  return problems
}
