import { company } from '@/config/company'
import { dialNumber, weekdays } from '@/config/companyFacts'
import { faqQuestions } from '@/content/services'
import { siteOrigin } from '@/shared/buildSettings'
import { faqAnswer } from '@/shared/companyClaims'
import { companyText } from '@/shared/companyText'
import { translators } from '@/shared/i18n'
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

/** A `head` script entry; `<` is escaped so no text can close the script element early. */
export function jsonLdScript(data: object) {
  return {
    type: 'application/ld+json',
    children: JSON.stringify(data).replace(/</g, '\\u003c'),
  }
}
