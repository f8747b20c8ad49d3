import { describe, expect, it } from 'vitest'

import { languages, type Language } from '@/shared/language'
import { pageHead, unlistedPageHead } from '@/shared/seo'
import { faqPageJsonLd, jsonLdScript, organizationJsonLd } from '@/shared/structuredData'

import { structuredDataProblems } from '../../scripts/structured-data'

type Meta = { name?: string; property?: string; content?: string; title?: string }

/** A document with the given head tags and JSON-LD script texts, as the prerender step writes them. */
function page(meta: Meta[], jsonLd: string[]): Document {
  const document = window.document.implementation.createHTMLDocument()
  for (const tag of meta) {
    if (tag.title !== undefined) continue
    const element = document.createElement('meta')
    for (const [key, value] of Object.entries(tag)) element.setAttribute(key, String(value))
    document.head.append(element)
  }
  for (const text of jsonLd) {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = text
    document.head.append(script)
  }
  return document
}

const organization = (language: Language) => jsonLdScript(organizationJsonLd(language)).children
const faq = (language: Language) => jsonLdScript(faqPageJsonLd(language)).children
const servicesPage = (language: Language) =>
  page(pageHead('services', language).meta, [organization(language), faq(language)])
const social = { social: true, faqPage: false }

describe('the structured data check', () => {
  it('passes what the site builds for every kind of page in both languages', () => {
    for (const language of languages) {
      expect(
        structuredDataProblems(servicesPage(language), { social: true, faqPage: true }),
      ).toEqual([])
      const home = page(pageHead('home', language).meta, [organization(language)])
      expect(structuredDataProblems(home, social)).toEqual([])
      const notFound = page(unlistedPageHead('notFound', language).meta, [organization(language)])
      expect(structuredDataProblems(notFound, { social: false, faqPage: false })).toEqual([])
    }
  })

  it('names every missing, empty, repeated or relative social tag', () => {
    const meta = pageHead('home', 'de').meta.flatMap((tag): Meta[] => {
      if ('property' in tag && tag.property === 'og:image:alt') return []
      if ('name' in tag && tag.name === 'twitter:title') return [{ ...tag, content: ' ' }]
      if ('property' in tag && tag.property === 'og:url') return [{ ...tag, content: '/?lang=de' }]
      if ('name' in tag && tag.name === 'twitter:card') return [tag, tag]
      return [tag]
    })
    expect(structuredDataProblems(page(meta, [organization('de')]), social)).toEqual([
      'og:url: not an absolute URL (/?lang=de)',
      'og:image:alt: 0 tags, expected 1',
      'twitter:card: 2 tags, expected 1',
      'twitter:title: empty',
    ])
  })

  it('requires the company as an EmploymentAgency with its address, exactly once', () => {
    const agency = organizationJsonLd('en')
    const incomplete = JSON.stringify({
      ...agency,
      '@context': 'http://schema.org',
      telephone: '',
      address: { ...agency.address, '@type': 'Place', postalCode: undefined },
    })
    expect(
      structuredDataProblems(page([], [incomplete]), { social: false, faqPage: false }),
    ).toEqual([
      'EmploymentAgency: @context is "http://schema.org", not "https://schema.org"',
      'EmploymentAgency: telephone "" is not +<digits>',
      'EmploymentAgency: address is not a PostalAddress',
      'EmploymentAgency: no address.postalCode',
    ])
    const twice = page([], [organization('en'), organization('en')])
    expect(structuredDataProblems(twice, { social: false, faqPage: false })).toEqual([
      'EmploymentAgency: 2 in the page, expected 1',
    ])
  })

  it('requires every FAQ question to have a name and an answer, on the services page only', () => {
    const faqPage = faqPageJsonLd('de')
    const [first, second, ...rest] = faqPage.mainEntity
    const broken = JSON.stringify({
      ...faqPage,
      mainEntity: [
        first,
        { ...second, acceptedAnswer: { '@type': 'Answer', text: '' } },
        ...rest,
        'a question',
      ],
    })
    expect(
      structuredDataProblems(page([], [organization('de'), broken]), {
        social: false,
        faqPage: true,
      }),
    ).toEqual([
      'FAQPage: question 2 is not a Question with a name and an Answer',
      `FAQPage: question ${faqPage.mainEntity.length + 1} is not a Question with a name and an Answer`,
    ])
    const elsewhere = page([], [organization('de'), faq('de')])
    expect(structuredDataProblems(elsewhere, { social: false, faqPage: false })).toEqual([
      'FAQPage: 1 in the page, expected 0',
    ])
  })

  it('reports a JSON-LD script that is not JSON instead of skipping it', () => {
    const problems = structuredDataProblems(page([], [organization('de'), '{"@type":']), {
      social: false,
      faqPage: false,
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^JSON-LD: a script is not JSON/)
  })
})
