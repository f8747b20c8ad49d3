/**
 * The one place the app touches typesafe-i18n: a translator per declared language
 * (src/config/languages.ts), from the dictionaries `npm run i18n` lists for them. Dictionaries are
 * compile-checked against the default language's; at run time a text that is still missing
 * renders its key path (e.g. `home.hero.title`), where typesafe-i18n alone would render an empty
 * string.
 */
import { i18nObject } from 'typesafe-i18n'

import { dictionaries } from '@i18n/dictionaries.gen'
import { initFormatters } from '@i18n/formatters'
import type {
  BaseTranslation,
  Formatters,
  Locales,
  TranslationFunctions,
  Translations,
} from '@i18n/i18n-types'
import { defaultLanguage, languages, type Language } from '@/config/languages'

type Dictionary = { [key: string]: string | Dictionary }

/** A copy of `base` whose every text is its own key path. */
function keyPaths(base: Dictionary, prefix = ''): Dictionary {
  return Object.fromEntries(
    Object.entries(base).map(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key
      return [key, typeof value === 'string' ? path : keyPaths(value, path)]
    }),
  )
}

/** Deep merge; an absent or empty text keeps the fallback. */
function mergeOver(fallback: Dictionary, dictionary: Partial<Dictionary> | undefined): Dictionary {
  return Object.fromEntries(
    Object.entries(fallback).map(([key, fallbackValue]) => {
      const value = dictionary?.[key]
      if (typeof fallbackValue === 'string') {
        return [key, typeof value === 'string' && value !== '' ? value : fallbackValue]
      }
      return [key, mergeOver(fallbackValue, typeof value === 'object' ? value : undefined)]
    }),
  )
}

export function createTranslator(
  language: Language,
  dictionary: BaseTranslation,
): TranslationFunctions {
  const complete = mergeOver(
    keyPaths(baseDictionary as unknown as Dictionary),
    dictionary as unknown as Dictionary,
  )
  return i18nObject<Locales, Translations, TranslationFunctions, Formatters>(
    language,
    complete as unknown as Translations,
    initFormatters(language),
  )
}

/**
 * One dictionary per declared language. typesafe-i18n's `Locales` are the dictionary folders:
 * a folder for a language not declared fails to compile here, as does a declared language whose
 * dictionary the list lacks (`npm run i18n` writes it).
 */
const dictionaryOf: Record<Language, BaseTranslation> & Record<Locales, BaseTranslation> =
  dictionaries
const baseDictionary = dictionaryOf[defaultLanguage]
const translatorsBuilt: Partial<Record<Language, TranslationFunctions>> = {}

const translatorFor = (language: Language) =>
  (translatorsBuilt[language] ??= createTranslator(language, dictionaryOf[language]))

/**
 * Each language's translator is built on first use: a page hydrates in one language, and building
 * both made the app's start on a phone noticeably longer (docs/performance.md, 2026-11-25).
 */
export const translators = Object.defineProperties(
  {} as Record<Language, TranslationFunctions>,
  Object.fromEntries(
    languages.map((language) => [
      language,
      { enumerable: true, get: () => translatorFor(language) },
    ]),
  ),
)

/** Builds the translators not built yet: the root route does so while the visitor reads. */
export function prepareTranslators(): void {
  for (const language of languages) translatorFor(language)
}

export type { TranslationFunctions }
