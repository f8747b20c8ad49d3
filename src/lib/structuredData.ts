import { faqQuestions } from '@/content/services'
import { translators } from '@/lib/i18n'
import type { Language } from '@/lib/language'

/** schema.org FAQPage built from the same ids and texts as the visible FAQ. */
export function faqPageJsonLd(language: Language) {
  const faq = translators[language].services.faq
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: faqQuestions.map((id) => ({
      '@type': 'Question',
      name: faq[id].question(),
      acceptedAnswer: { '@type': 'Answer', text: faq[id].answer() },
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
