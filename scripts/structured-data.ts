// The structured data a prerendered page must carry for link previews and search results: Open
// Graph and Twitter tags (the fields the Open Graph protocol and X's cards require, as the
// Facebook and Twitter presets of structured-data-testing-tool checked them) and the JSON-LD
// (Google's LocalBusiness and FAQPage requirements, plus what this site always states about
// itself). `npm run validate` applies it to every page of the build; tests/scripts has its tests.
// Node runs this file as it is (type stripping), so it uses only erasable TypeScript syntax.

export type Expectations = {
  /** Open Graph and Twitter tags: every page but the not-found view, which nobody shares. */
  social: boolean
  /** The FAQPage JSON-LD: the services page only. */
  faqPage: boolean
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

  const items: Json[] = []
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const item: unknown = JSON.parse(script.textContent ?? '')
      if (isObject(item)) items.push(item)
      else problems.push('JSON-LD: a script holds no object')
    } catch (error) {
      problems.push(`JSON-LD: a script is not JSON (${(error as Error).message})`)
    }
  }
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
