/**
 * The site's languages, declared once. Everything else follows from here: `?lang` and what it
 * accepts, the translators and typesafe-i18n's configuration (both written by `npm run i18n`), the
 * prerendered pages, the sitemap, the alternate links, the host configs, the validators and the
 * specs' loops. Adding a language takes its dictionary folder in i18n/ and one line below; the
 * compiler or the build names whatever else is missing (docs/recipes.md).
 */

/**
 * Each language, by the id that `?lang` carries and its dictionary folder is named, with its
 * locale: `og:locale`, and the locale whose long date style the dictionaries' `dates` follow.
 * The order is the language switch's.
 */
export const languageLocales = {
  de: 'de-DE',
  en: 'en-GB',
} as const satisfies Record<string, `${string}-${string}`>

export type Language = keyof typeof languageLocales

export const languages = Object.keys(languageLocales) as readonly Language[]

/**
 * The language of a visitor who has chosen none, and the one whose dictionary every other must
 * match (typesafe-i18n's base locale).
 */
export const defaultLanguage: Language = 'de'
