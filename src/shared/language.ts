/**
 * Which language a page is in: `?lang` and its validation, the stored preference, a switch in
 * progress. The languages themselves are declared in src/config/languages.ts; they are passed on
 * from here with the rest.
 */
import { company } from '@/config/company'
import { defaultLanguage, languages, type Language } from '@/config/languages'

export { defaultLanguage, languageLocales, languages, type Language } from '@/config/languages'

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
