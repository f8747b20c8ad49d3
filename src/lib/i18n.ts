/**
 * The one place the app touches typesafe-i18n. Dictionaries are compile-checked against German;
 * at run time a text that is still missing renders its key path (e.g. `home.hero.title`), where
 * typesafe-i18n alone would render an empty string.
 */
import { i18nObject } from 'typesafe-i18n'

import de from '@i18n/de'
import en from '@i18n/en'
import { initFormatters } from '@i18n/formatters'
import type {
  BaseTranslation,
  Formatters,
  Locales,
  TranslationFunctions,
  Translations,
} from '@i18n/i18n-types'

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
  locale: Locales,
  dictionary: BaseTranslation,
  base: BaseTranslation = de,
): TranslationFunctions {
  const complete = mergeOver(
    keyPaths(base as unknown as Dictionary),
    dictionary as unknown as Dictionary,
  )
  return i18nObject<Locales, Translations, TranslationFunctions, Formatters>(
    locale,
    complete as unknown as Translations,
    initFormatters(locale),
  )
}

const dictionaries = { de, en } satisfies Record<Locales, BaseTranslation>
const translatorsBuilt: Partial<Record<Locales, TranslationFunctions>> = {}

const translatorFor = (locale: Locales) =>
  (translatorsBuilt[locale] ??= createTranslator(locale, dictionaries[locale]))

/**
 * Each language's translator is built on first use: a page hydrates in one language, and building
 * both made the app's start on a phone noticeably longer (docs/performance.md, 2026-11-25).
 */
export const translators = Object.defineProperties(
  {} as Record<Locales, TranslationFunctions>,
  Object.fromEntries(
    (Object.keys(dictionaries) as Locales[]).map((locale) => [
      locale,
      { enumerable: true, get: () => translatorFor(locale) },
    ]),
  ),
)

/** Builds the translators not built yet: the root route does so while the visitor reads. */
export function prepareTranslators(): void {
  for (const locale of Object.keys(dictionaries) as Locales[]) translatorFor(locale)
}

export type { Locales, TranslationFunctions }
