/**
 * Which language a page is in: the one rule by which every reader takes it from `?lang`, the
 * visitor's choice (kept in the browser's storage and in a cookie that the hosts read), a switch in
 * progress. The languages themselves are declared in src/config/languages.ts; they are passed on
 * from here with the rest.
 */
import { company } from '@/config/company'
import { defaultLanguage, languages, type Language } from '@/config/languages'
import {
  expiredLanguageCookieAttributes,
  languageCookieAttributes,
  languageCookieMaxAgeSeconds,
  languageCookieValue,
} from '@/enhance/contract'

export { defaultLanguage, languageLocales, languages, type Language } from '@/config/languages'

export const languageStorageKey = `${company.slug}-language`

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/**
 * `?lang`, one rule for every reader: the app's router, the loader, the Node server, and the
 * nginx, Caddy and Netlify configurations (docs/deployment.md, "Addresses"). A query's parameters
 * are its parts between `&`, up to a `#`; a part without `=` is no parameter. The last parameter
 * whose name is written `lang` counts, and its value, percent-decoded, must be a language's id
 * exactly; otherwise the address names no language. This is how Netlify reads its rules' query
 * conditions, which cannot be changed, so every other reader reads the same.
 *
 * As a regular expression (JavaScript, PCRE and RE2 alike) that captures that value as written:
 * the greedy repetition reaches the last `lang=` first, and a later `lang` without `=` is skipped.
 */
export const languageValuePattern = '^(?:[^&#]*&)*lang=([^&#]*)'
const languageValue = new RegExp(languageValuePattern)

/** The language a query (what follows the `?`) names by the rule above, if any. */
export function languageOfQuery(query: string): Language | undefined {
  const value = languageValue.exec(query)?.[1]
  if (!value) return undefined
  try {
    const decoded = decodeURIComponent(value)
    return isLanguage(decoded) ? decoded : undefined
  } catch {
    // A malformed escape (`%zz`) names nothing.
    return undefined
  }
}

/** The language of a search string as the router gets it (`?…`, one `?` dropped). */
export const languageOfSearch = (search: string) =>
  languageOfQuery(search.startsWith('?') ? search.slice(1) : search)

/**
 * The root route's search validator, after the router's parser has put the rule's reading into
 * `lang` (src/router.tsx). Anything but a listed language's exact id is dropped: returning
 * `lang: undefined` explicitly, because an omitted key would let the raw value through.
 */
export function validateLanguageSearch(search: Record<string, unknown>): { lang?: Language } {
  return { lang: isLanguage(search.lang) ? search.lang : undefined }
}

/**
 * The visitor's choice as the hosts read it, so that an address without `?lang` is answered in the
 * chosen language at once: one cookie per language, named `<storage key>-<id>` and present only
 * for the language chosen, since a static host's rules (Netlify's) can test whether a cookie is
 * there but not what it holds. It holds nothing else, is kept a year
 * (`languageCookieMaxAgeSeconds`), and is strictly necessary for the service the visitor asked for
 * (the privacy policy says so, from these facts).
 */
export const languageCookieName = (language: Language) => `${languageStorageKey}-${language}`

/** How long the cookie is kept, in days, as the privacy policy states it. */
export const languageCookieDays = languageCookieMaxAgeSeconds / 86_400

/**
 * A cookie counts when a `Cookie` header carries it with a value (several headers joined with `,`
 * or `;`). As a regular expression, for the Node server and the nginx and Caddy configurations.
 */
export const languageCookiePattern = (language: Language) =>
  `(?:^|[;,])\\s*${languageCookieName(language)}=[^;,\\s"]`
const languageCookies = languages.map((language) => ({
  language,
  pattern: new RegExp(languageCookiePattern(language)),
}))

/** The first language, in the site's order, whose cookie the request's `Cookie` header carries. */
export function languageOfCookies(header: string | undefined): Language | undefined {
  if (!header) return undefined
  return languageCookies.find(({ pattern }) => pattern.test(header))?.language
}

/**
 * The `document.cookie` assignments that record `language` as the choice: its cookie set, the
 * others' removed. The loader writes the same (src/enhance/loader.ts).
 */
export function languageCookieAssignments(language: Language, secure: boolean): string[] {
  const suffix = secure ? '; Secure' : ''
  return languages.map((each) =>
    each === language
      ? `${languageCookieName(each)}=${languageCookieValue}${languageCookieAttributes}${suffix}`
      : `${languageCookieName(each)}=${expiredLanguageCookieAttributes}${suffix}`,
  )
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
  storeLanguageCookie(language)
  notify()
}

/** The choice for the hosts (over HTTPS only there, where the page came over HTTPS). */
function storeLanguageCookie(language: Language): void {
  try {
    if (typeof document === 'undefined') return
    const secure = window.location.protocol === 'https:'
    for (const assignment of languageCookieAssignments(language, secure))
      document.cookie = assignment
  } catch {
    // Cookies blocked: the loader's fallback applies the stored choice (src/enhance/loader.ts).
  }
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
