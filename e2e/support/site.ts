/**
 * The site under test as its own sources declare it: languages, pages, company facts, and what
 * each page says in each language, through the site's own translators. Nothing here is copied, so
 * a changed text, page or language changes what the specs expect.
 */
import de from '@i18n/de'
import { company } from '@/config/company'
import type { CompanyText } from '@/config/companyFacts'
import { inquiryForm } from '@/config/inquiryForm'
import { legalNavigation, mainNavigation, pagePaths, type PageId } from '@/config/pages'
import { features, vehicleTiles } from '@/content/home'
import { faqQuestions, serviceOfferings } from '@/content/services'
import { phoneDisplayOf } from '@/publish/phoneDisplay'
import { buildModeFor } from '@/shared/buildMode'
import { faqAnswer, featureCard, homeTile, longTermOffering } from '@/shared/companyClaims'
import { companyText } from '@/shared/companyText'
import { translators, type TranslationFunctions } from '@/shared/i18n'
import { defaultLanguage, languageLocales, languages, type Language } from '@/shared/language'

export { company, defaultLanguage, languageLocales, languages, legalNavigation, mainNavigation }
export type { Language, PageId }

type Translate = (...args: unknown[]) => unknown

/**
 * The site's translator, except that a text the dictionary lacks fails the test that reads it:
 * the site shows a missing text as its key path, and a test expecting that key path would pass.
 */
function failingOnMissingTexts<T extends object>(node: T, language: Language, path = ''): T {
  return new Proxy(node, {
    get(target, key) {
      const child: unknown = Reflect.get(target, key)
      if (typeof key !== 'string' || typeof child !== 'function') return child
      return failingOnMissingTexts(child, language, path ? `${path}.${key}` : key)
    },
    apply(target, thisArgument, args) {
      const text: unknown = Reflect.apply(target as Translate, thisArgument, args)
      if (text === path) throw new Error(`the ${language} dictionary has no text for ${path}`)
      return text
    },
  })
}

/** What the site says in each language, with `{company}` and other parameters filled in as given. */
export const texts = Object.fromEntries(
  languages.map((language) => [language, failingOnMissingTexts(translators[language], language)]),
) as Record<Language, TranslationFunctions>

/** The language a page's switch leads to (the site has two). */
export function otherLanguage(language: Language): Language {
  const other = languages.find((candidate) => candidate !== language)
  if (!other) throw new Error('the site has only one language')
  return other
}

/** A company fact as the page shows it: the value, or its placeholder label in that language. */
export const fact = (value: CompanyText, language: Language) => companyText(value, language)

/** A company phone number as the pages show it: the build's one style, or its placeholder label. */
export const phoneText = (value: CompanyText, language: Language) =>
  (typeof value === 'string' && phoneDisplayOf(value)) || fact(value, language)

export const withLang = (path: string, language: Language) => `${path}?lang=${language}`

type SitePage = {
  id: PageId
  path: string
  /** The one `h1` of the page in the given language. */
  h1: (language: Language) => string
}

const headings: Record<PageId, SitePage['h1']> = {
  home: (l) => texts[l].home.hero.title(),
  services: (l) => texts[l].services.header.title(),
  about: (l) => texts[l].about.header.title(),
  contact: (l) => texts[l].contact.header.title(),
  jobs: (l) => texts[l].jobs.header.title(),
  imprint: (l) => texts[l].imprint.title(),
  privacy: (l) => texts[l].privacy.title(),
}

/** Every page of the site with the `h1` it must show. */
export const sitePages: readonly SitePage[] = (Object.keys(pagePaths) as PageId[]).map((id) => ({
  id,
  path: pagePaths[id],
  h1: headings[id],
}))

export const pageById = (id: PageId): SitePage => {
  const page = sitePages.find((candidate) => candidate.id === id)
  if (!page) throw new Error(`unknown page ${id}`)
  return page
}

/** Title and description of a page in a language, as the dictionaries define them. */
export function pageMeta(id: PageId | 'notFound', language: Language) {
  const meta = texts[language].meta[id]
  return {
    title: meta.title({ company: fact(company.name, language) }),
    description:
      id === 'notFound'
        ? texts[language].meta.notFound.description()
        : meta.description({ company: fact(company.name, language) }),
  }
}

/**
 * The FAQ entries in dictionary order (German, the base dictionary, orders every language), each
 * answer as the company data makes it.
 */
export function faqEntries(language: Language) {
  const faq = texts[language].services.faq
  const ids = Object.keys(de.services.faq).filter((key) => key !== 'heading') as Array<
    (typeof faqQuestions)[number]
  >
  return ids.map((id) => ({ question: faq[id].question(), answer: faqAnswer(id, language) }))
}

/** The titles of the home page's tiles and feature cards that the company data backs. */
export const homeCardTitles = (language: Language) => ({
  tiles: vehicleTiles.flatMap(({ id }) => homeTile(id, language)?.title ?? []),
  features: features.flatMap(({ id }) => featureCard(id, language)?.title ?? []),
})

/** The titles of the services page's offerings, the long-term one as the company data has it. */
export const serviceTitles = (language: Language) =>
  serviceOfferings.map(({ id }) =>
    (id === 'longTerm'
      ? texts[language].services.longTerm[longTermOffering()]
      : texts[language].services[id]
    ).title(),
  )

/** Whether the build under test is a preview: the tests run in the environment that built it. */
export const previewBuild = buildModeFor(process.env) === 'preview'

/** How long inquiries are kept, as the build under test states it (scripts/build.ts). */
export const retentionDays = Number(
  process.env[inquiryForm.retention.setting] || inquiryForm.retention.days,
)

/** The consent checkbox's label text in a language. */
export const consentText = (language: Language) =>
  texts[language].contact.form.consent({ days: retentionDays })

/** The form's one success text, German in every language. */
export const successMessage = texts.de.contact.form.success()

/** The day `offset` days from today (UTC), written as the company data writes dates. */
export const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
