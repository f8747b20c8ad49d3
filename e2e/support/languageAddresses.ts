/**
 * The one table of `?lang` addresses and language cookies, with the language each must be answered
 * in: every reader of the one rule (src/shared/language.ts) is tried on it. The hosts (the Node
 * server, nginx, Caddy, Netlify's rule engine) through the address table (./addresses.ts), the
 * router's parser and validator and the loader's reader in Vitest, a browser with a stored choice
 * in e2e/language.spec.ts. Plain data, so that Vitest can import it too.
 */
import { languageCookieName, languageStorageKey, type Language } from '@/shared/language'

export type LanguageAddress = {
  /** A request target for the services page, exactly as sent. */
  target: string
  /** The language the address names by the rule, or undefined where it names none. */
  named: Language | undefined
  why: string
}

const services = (query: string) => `/services?${query}`

export const languageAddresses: readonly LanguageAddress[] = (
  [
    ['lang=en', 'en', 'the language asked for'],
    ['lang=de', 'de', 'the default language asked for'],
    ['utm_source=x&lang=en', 'en', 'other parameters do not matter'],
    ['&lang=en', 'en', 'an empty part before'],
    ['lang=e%6E', 'en', 'a percent-encoded value is decoded'],
    ['lang=%65%6e&x', 'en', 'lower-case escapes'],
    ['lang=en#faq', 'en', 'the target ends at #'],
    ['lang=en&lang=de', 'de', 'lang repeated: the last one counts'],
    ['lang=de&lang=en', 'en', 'lang repeated: the last one counts'],
    ['lang=xx&lang=en', 'en', 'lang repeated: the last one counts, even after junk'],
    ['lang=en&lang', 'en', 'a lang without = is no parameter'],
    ['lang&lang=en', 'en', 'a lang without = is no parameter'],
    ['lang=en&lang=en', 'en', 'lang twice with the same value'],
    ['lang=en&lang=', undefined, 'lang repeated, the last one empty'],
    ['lang=en&lang=xx', undefined, 'lang repeated, the last one no language'],
    ['lang=en&%6Cang=de', 'en', 'a name counts as written: the encoded one is another parameter'],
    ['%6Cang=en', undefined, 'a name counts as written, not decoded'],
    ['%6cang=%65%6e&x', undefined, 'a name counts as written, not decoded'],
    ['?lang=en', undefined, 'a second ? is part of the name'],
    ['lang=EN', undefined, 'values are case-sensitive'],
    ['lang=En', undefined, 'values are case-sensitive'],
    ['Lang=en', undefined, 'names are case-sensitive'],
    ['LANG=en&lang=de', 'de', 'names are case-sensitive'],
    ['lang=', undefined, 'an empty value'],
    ['lang', undefined, 'a name without a value'],
    ['lang=xx', undefined, 'a code no language has'],
    ['xlang=en', undefined, 'a name that only ends in lang'],
    ['lang=en+', undefined, '+ is no part of a language'],
    ['lang=e+n', undefined, '+ is no part of a language'],
    ['lang=%20en', undefined, 'an encoded space'],
    ['lang=en=x', undefined, 'a value with = in it'],
    ['lang=%zz', undefined, 'a malformed escape'],
    ['lang=%22en%22', undefined, 'quoted, as JSON writes it'],
    ['lang=%5B%22en%22%5D', undefined, 'a JSON array'],
    ['lang=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E', undefined, 'markup'],
    [`lang=${'x'.repeat(5000)}`, undefined, 'a very long value'],
    [`${'x=1&'.repeat(1000)}lang=en`, 'en', 'a very long query'],
  ] as const
).map(([query, named, why]) => ({ target: services(query), named, why }))

/** A visitor's `Cookie` header with the cookie of `language` (and `others` before it). */
export const withLanguageCookie = (language: Language, others = '') =>
  `${others}${languageCookieName(language)}=1`

export type CookieAddress = {
  target: string
  cookie: string
  /** The language of the answer. */
  language: Language
  /** Whether the answer's language came from the cookie (or the default), not the address. */
  byChoice: boolean
  why: string
}

/** The language cookie against `?lang`: the address wins where it names a language. */
export const cookieAddresses: readonly CookieAddress[] = [
  {
    target: '/services',
    cookie: withLanguageCookie('en'),
    language: 'en',
    byChoice: true,
    why: 'the chosen language, for an address without ?lang',
  },
  {
    target: '/services?lang=de',
    cookie: withLanguageCookie('en'),
    language: 'de',
    byChoice: false,
    why: 'a shared ?lang link wins over the choice',
  },
  {
    target: '/services?lang=xx',
    cookie: withLanguageCookie('en'),
    language: 'en',
    byChoice: true,
    why: 'an address that names no language: the choice',
  },
  {
    target: '/services?lang=en&lang=',
    cookie: withLanguageCookie('en'),
    language: 'en',
    byChoice: true,
    why: 'an address that names no language (the last lang empty): the choice',
  },
  {
    target: '/services',
    cookie: `other=1; ${withLanguageCookie('en')}; more=2`,
    language: 'en',
    byChoice: true,
    why: 'among other cookies',
  },
  {
    target: '/services',
    cookie: `${withLanguageCookie('de')}; ${withLanguageCookie('en')}`,
    language: 'de',
    byChoice: true,
    why: "two choices: the first language in the site's order",
  },
  {
    target: '/services',
    cookie: `${languageCookieName('en')}=`,
    language: 'de',
    byChoice: true,
    why: 'an empty cookie is none',
  },
  {
    target: '/services',
    cookie: `${languageStorageKey}=en; x${languageCookieName('en')}=1; ${languageCookieName('en')}x=1`,
    language: 'de',
    byChoice: true,
    why: 'only the exact names count',
  },
  {
    target: '/',
    cookie: withLanguageCookie('en'),
    language: 'en',
    byChoice: true,
    why: 'the home page',
  },
]

/** The 404 page in the chosen language. */
export const cookieNotFoundAddresses: readonly CookieAddress[] = [
  {
    target: '/no-such-page',
    cookie: withLanguageCookie('en'),
    language: 'en',
    byChoice: true,
    why: 'an unknown path',
  },
  {
    target: '/_pages/de/index.html',
    cookie: withLanguageCookie('en'),
    language: 'en',
    byChoice: true,
    why: 'a prerendered file by its own path',
  },
  {
    target: '/no-such-page?lang=de',
    cookie: withLanguageCookie('en'),
    language: 'de',
    byChoice: false,
    why: 'an unknown path, ?lang winning',
  },
]
