import { company } from '@/config/company'
import { dialNumber, weekdays } from '@/config/companyFacts'
import type { Job } from '@/config/companySchema'
import { employmentTypes, jobRegions, payUnits } from '@/config/jobs'
import { jobPagePath } from '@/config/pages'
import { faqQuestions } from '@/content/services'
import { siteOrigin } from '@/shared/buildSettings'
import { faqAnswer } from '@/shared/companyClaims'
import { companyText, legalName } from '@/shared/companyText'
import { translators } from '@/shared/i18n'
import { jobFacts, jobParagraphs } from '@/shared/jobs'
import type { Language } from '@/shared/language'
import { pageUrl, socialImage } from '@/shared/seo'
import { isProfileUrl } from '@/shared/socialProfile'

/** The company as a schema.org EmploymentAgency (a LocalBusiness), from the company data. */
export function organizationJsonLd(language: Language) {
  const text = (value: Parameters<typeof companyText>[0]) => companyText(value, language)
  const telephone = dialNumber(company.phone)
  return {
    '@context': 'https://schema.org',
    '@type': 'EmploymentAgency',
    '@id': `${siteOrigin}/#organization`,
    name: text(company.name),
    description: translators[language].footer.tagline(),
    url: pageUrl('/', language),
    logo: `${siteOrigin}/icon-512.png`,
    image: socialImage(language).url,
    // Only what is known: no placeholder and no number that cannot be dialled.
    ...(telephone ? { telephone } : {}),
    ...(typeof company.contactEmail === 'string' ? { email: company.contactEmail } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: text(company.address.street),
      postalCode: text(company.address.postalCode),
      addressLocality: text(company.address.locality),
      addressCountry: company.address.country,
    },
    // The hours the phone is answered, where the data states them.
    ...(company.phoneHours
      ? {
          openingHoursSpecification: company.phoneHours.map(({ days, opens, closes }) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: days.map((day) => `https://schema.org/${weekdays[day]}`),
            opens,
            closes,
          })),
        }
      : {}),
    areaServed: ['Berlin', 'Brandenburg'].map((name) => ({ '@type': 'State', name })),
    // A network's home page is not the company's profile, whatever the data says.
    sameAs: company.socialProfiles.map((profile) => profile.url).filter(isProfileUrl),
  }
}

/** schema.org FAQPage built from the same ids and answers as the visible FAQ. */
export function faqPageJsonLd(language: Language) {
  const faq = translators[language].services.faq
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: faqQuestions.map((id) => ({
      '@type': 'Question',
      name: faq[id].question(),
      acceptedAnswer: { '@type': 'Answer', text: faqAnswer(id, language) },
    })),
  }
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The last Sunday of a month (0-based) of a year, year-month-day. */
function lastSunday(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month + 1, 0))
  day.setUTCDate(day.getUTCDate() - day.getUTCDay())
  return day.toISOString().slice(0, 10)
}

/**
 * The end of a day in Berlin as ISO 8601 (`2027-01-31T23:59:59+01:00`): a job's last day is the
 * owner's, in German time, which is summer time (UTC+2) from the last Sunday of March to the last
 * Sunday of October (EU Directive 2000/84/EC). Worked out here: `Intl` would load time-zone data
 * in the visitor's browser when the app builds a job page's head.
 */
export function endOfDayInBerlin(day: string): string {
  const year = Number(day.slice(0, 4))
  const summer = day >= lastSunday(year, 2) && day < lastSunday(year, 9)
  return `${day}T23:59:59${summer ? '+02:00' : '+01:00'}`
}

/**
 * A job as schema.org's JobPosting, with the properties Google's job search requires and
 * recommends, from the company data: its text is the job page's (the description's paragraphs and
 * the facts the page lists), `baseSalary` only for pay by the hour (Google's units have no shift or
 * delivery), `validThrough` only for a job with a last day.
 */
export function jobPostingJsonLd(job: Job, language: Language) {
  const employment = [...new Set(job.employment.map((kind) => employmentTypes[kind]))]
  const unitText = job.pay && payUnits[job.pay.per]
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title[language],
    description: [
      ...jobParagraphs(job, language).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<ul>${jobFacts(job, language)
        .map(({ label, value }) => `<li>${escapeHtml(`${label}: ${value}`)}</li>`)
        .join('')}</ul>`,
    ].join(''),
    identifier: {
      '@type': 'PropertyValue',
      name: companyText(company.name, language),
      value: job.id,
    },
    url: pageUrl(jobPagePath(job.id), language),
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: endOfDayInBerlin(job.validThrough) } : {}),
    employmentType: employment.length === 1 ? employment[0] : employment,
    hiringOrganization: {
      '@type': 'Organization',
      name: legalName(language),
      sameAs: siteOrigin,
      logo: `${siteOrigin}/icon-512.png`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.area.locality,
        addressRegion: jobRegions[job.area.region],
        addressCountry: 'DE',
      },
    },
    ...(job.pay && unitText
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: { '@type': 'QuantitativeValue', value: job.pay.amount, unitText },
          },
        }
      : {}),
    // The job's page carries the application form (src/components/sections/HowToApply.tsx).
    directApply: true,
  }
}

/** A `head` script entry; `<` is escaped so no text can close the script element early. */
export function jsonLdScript(data: object) {
  return {
    type: 'application/ld+json',
    children: JSON.stringify(data).replace(/</g, '\\u003c'),
  }
}
