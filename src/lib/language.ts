import type { Locales } from '@i18n/i18n-types'
import { company } from '@/config/company'

export type Language = Locales

/**
 * Every language of the site, in the switch's order, with its locale: `og:locale`, and the locale
 * whose long date style the dictionaries' `dates` follow (tests/lib/longDate.test.ts).
 * `Language` is one per dictionary folder in i18n/ (typesafe-i18n's `Locales`, after
 * `npm run i18n`), so a dictionary without its entry here fails to compile.
 */
export const languageLocales = {
  de: 'de-DE',
  en: 'en-GB',
} as const satisfies Record<Language, `${string}-${string}`>

export const languages = Object.keys(languageLocales) as readonly Language[]
export const defaultLanguage: Language = 'de'
export const languageStorageKey = `${company.slug}-language`

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/**
 * The root route's search validator. Anything but a listed language's exact id is dropped:
 * returning `lang: undefined` explicitly, because an omitted key would let the raw value through.
 */
export function validateLanguageSearch(search: Record<string, unknown>): { lang?: Language } {
  return { lang: isLanguage(search.lang) ? search.lang : undefined }
}

/** Valid `?lang`, else the stored preference, else the default (R-LANG-2 in docs/requirements.md). */
export function resolveLanguage(fromAddress: unknown, stored: unknown): Language {
  if (isLanguage(fromAddress)) return fromAddress
  if (isLanguage(stored)) return stored
  return defaultLanguage
}

// Storage can be missing (server rendering), blocked (privacy settings) or full: every access is
// guarded so that the worst case is simply "no stored preference".
function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readStoredLanguage(): Language | undefined {
  try {
    const value = localStorageOrNull()?.getItem(languageStorageKey)
    return isLanguage(value) ? value : undefined
  } catch {
    return undefined
  }
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/**
 * The language a switch has just chosen: pages show it at once, in the same frame as the tap,
 * while the router puts it into `?lang` (which it renders as a transition, a little later).
 */
let switchingTo: Language | undefined

export function readSwitchingLanguage(): Language | undefined {
  return switchingTo
}

export function startSwitchingLanguage(language: Language): void {
  switchingTo = language
  notify()
}

/** Once `?lang` says the same, the address decides again. */
export function finishSwitchingLanguage(language: Language): void {
  if (switchingTo !== language) return
  switchingTo = undefined
  notify()
}

export function storeLanguage(language: Language): void {
  try {
    localStorageOrNull()?.setItem(languageStorageKey, language)
  } catch {
    // Not stored: the choice still holds for this page through `?lang`.
  }
  notify()
}

/**
 * For `useSyncExternalStore`: fires on this tab's changes (stored or switching) and on other tabs'
 * `storage` events.
 */
export function subscribeToLanguageChanges(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}
