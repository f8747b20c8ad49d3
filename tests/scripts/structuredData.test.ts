import { describe, expect, it } from 'vitest'

import { company as example } from '@/config/examples/company'
import { languages, type Language } from '@/shared/language'
import { pageHead, unlistedPageHead } from '@/shared/seo'
import {
  endOfDayInBerlin,
  faqPageJsonLd,
  jobPostingJsonLd,
  jsonLdScript,
  organizationJsonLd,
} from '@/shared/structuredData'

import { jobPostingFindings, structuredDataProblems } from '../../scripts/structured-data'

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

describe('the JobPosting of a job', () => {
  const jobs = example.jobs!

  it("passes Google's rules for job search with 0 errors, for every job of the example in both languages", async () => {
    for (const job of jobs)
      for (const language of languages) {
        const { errors } = await jobPostingFindings(jobPostingJsonLd(job, language))
        expect(errors, `${job.id} (${language})`).toEqual([])
      }
  })

  it('leaves out only what the data does not state: pay other than by the hour, and a last day for a job open until filled', async () => {
    const [bike] = jobs
    const untilFilled = { ...bike!, pay: { amount: 4, per: 'delivery' as const } }
    delete untilFilled.validThrough
    const { warnings } = await jobPostingFindings(jobPostingJsonLd(untilFilled, 'de'))
    expect(warnings).toEqual([
      'JobPosting: Missing field "applicantLocationRequirements" (optional)',
      'JobPosting: Missing field "baseSalary" (optional)',
      'JobPosting: Missing field "jobLocationType" (optional)',
      'JobPosting: Missing field "validThrough" (optional)',
    ])
  })

  it('names what Google would refuse or not understand', async () => {
    const posting = jobPostingJsonLd(jobs[0]!, 'en')
    const broken = {
      ...posting,
      title: '',
      employmentType: 'Teilzeit',
      validThrough: '2020-01-01',
      baseSalary: { ...posting.baseSalary, value: { value: 15, unitText: 'SHIFT' } },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
    }
    expect((await jobPostingFindings(broken)).errors).toEqual([
      'JobPosting: Required attribute "title" is missing',
      'JobPosting: Required attribute "jobLocation.address.addressCountry" is missing',
      'JobPosting: employmentType "Teilzeit" is none of Google\'s',
      "JobPosting: baseSalary.value is not a number with one of Google's units",
      'JobPosting: validThrough lies before datePosted',
    ])
  })

  it('states the job as the data has it: several kinds of employment, hourly pay, the end of the last day in Berlin', () => {
    const [bike] = jobs
    const posting = jobPostingJsonLd(
      { ...bike!, employment: ['partTime', 'minijob', 'fullTime'], validThrough: '2027-07-31' },
      'de',
    )
    expect(posting.employmentType).toEqual(['PART_TIME', 'FULL_TIME'])
    expect(posting.validThrough).toBe('2027-07-31T23:59:59+02:00')
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', value: bike!.pay!.amount, unitText: 'HOUR' },
    })
    expect(posting.description).toContain('<li>Bezahlung: 15\u00a0€ pro Stunde</li>')
  })

  it('writes the end of a day in German time, summer time from the last Sunday of March to that of October', () => {
    expect(endOfDayInBerlin('2027-01-31')).toBe('2027-01-31T23:59:59+01:00')
    expect(endOfDayInBerlin('2027-03-27')).toBe('2027-03-27T23:59:59+01:00')
    expect(endOfDayInBerlin('2027-03-28')).toBe('2027-03-28T23:59:59+02:00')
    expect(endOfDayInBerlin('2027-10-30')).toBe('2027-10-30T23:59:59+02:00')
    expect(endOfDayInBerlin('2027-10-31')).toBe('2027-10-31T23:59:59+01:00')
  })

  it('expects a JobPosting on the page of an open job, and none elsewhere', () => {
    const jobPage = page([], [organization('de'), JSON.stringify(jobPostingJsonLd(jobs[0]!, 'de'))])
    expect(
      structuredDataProblems(jobPage, { social: false, faqPage: false, jobPosting: true }),
    ).toEqual([])
    expect(structuredDataProblems(jobPage, { social: false, faqPage: false })).toEqual([
      'JobPosting: 1 in the page, expected 0',
    ])
  })
})
