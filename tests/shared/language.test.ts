import { afterEach, describe, expect, it, vi } from 'vitest'

import { company } from '@/config/company'
import {
  defaultLanguage,
  finishSwitchingLanguage,
  isLanguage,
  languageCookieAssignments,
  languageCookieDays,
  languageCookieName,
  languageOfCookies,
  languageOfQuery,
  languageStorageKey,
  readStoredLanguage,
  readSwitchingLanguage,
  resolveLanguage,
  startSwitchingLanguage,
  storeLanguage,
  subscribeToLanguageChanges,
  validateLanguageSearch,
} from '@/shared/language'

import { cookieAddresses, languageAddresses } from '../../e2e/support/languageAddresses'

const junk: [string, unknown][] = [
  ['xx (no language)', 'xx'],
  ['EN (wrong case)', 'EN'],
  ['De (wrong case)', 'De'],
  ['" en" (whitespace)', ' en'],
  ['"en " (whitespace)', 'en '],
  ['empty string', ''],
  ['array ["en"]', ['en']],
  ['array ["de","en"]', ['de', 'en']],
  ['object', { lang: 'en' }],
  ['number', 1],
  ['boolean', true],
  ['null', null],
  ['undefined', undefined],
  ['very long string', 'en'.repeat(50_000)],
  ['markup', '<script>alert(1)</script>'],
  ['markup around en', '<b>en</b>'],
  ['quoted "en" as JSON', '"en"'],
]

describe('resolveLanguage', () => {
  it('defaults to German', () => {
    expect(defaultLanguage).toBe('de')
    expect(resolveLanguage(undefined, undefined)).toBe('de')
  })

  it('prefers a valid address language over the stored one', () => {
    expect(resolveLanguage('en', 'de')).toBe('en')
    expect(resolveLanguage('de', 'en')).toBe('de')
  })

  it('uses the stored language when the address has none', () => {
    expect(resolveLanguage(undefined, 'en')).toBe('en')
    expect(resolveLanguage(undefined, 'de')).toBe('de')
  })

  it.each(junk)('ignores an address value that is %s', (_, value) => {
    expect(resolveLanguage(value, 'en')).toBe('en')
    expect(resolveLanguage(value, undefined)).toBe('de')
  })

  it.each(junk)('ignores a stored value that is %s', (_, value) => {
    expect(resolveLanguage(undefined, value)).toBe('de')
    expect(resolveLanguage('en', value)).toBe('en')
  })

  it('falls back to German when both values are junk', () => {
    expect(resolveLanguage('EN', 'xx')).toBe('de')
  })
})

describe('isLanguage', () => {
  it('accepts exactly "de" and "en"', () => {
    expect(isLanguage('de')).toBe(true)
    expect(isLanguage('en')).toBe(true)
  })

  it.each(junk)('rejects %s', (_, value) => {
    expect(isLanguage(value)).toBe(false)
  })
})

describe('validateLanguageSearch', () => {
  it.each(['de', 'en'] as const)('keeps lang=%s', (lang) => {
    expect(validateLanguageSearch({ lang })).toStrictEqual({ lang })
  })

  it.each(junk)('drops a lang that is %s, returning lang: undefined explicitly', (_, value) => {
    const result = validateLanguageSearch({ lang: value })
    // An omitted key would let the raw value through to useSearch: the key must be present.
    expect(result).toStrictEqual({ lang: undefined })
    expect(Object.keys(result)).toEqual(['lang'])
  })

  it('returns lang: undefined explicitly when there is no lang at all', () => {
    const result = validateLanguageSearch({})
    expect(result).toStrictEqual({ lang: undefined })
    expect('lang' in result).toBe(true)
  })

  it('passes no other search parameter through as a language', () => {
    expect(validateLanguageSearch({ language: 'en', locale: 'en' })).toStrictEqual({
      lang: undefined,
    })
  })
})

describe('languageOfQuery, the one ?lang rule', () => {
  it('reads every address of the table as the table says', () => {
    for (const { target, named, why } of languageAddresses) {
      // What follows the `?` up to a `#`, as the servers take it from the request target.
      const query = target.slice(target.indexOf('?') + 1).split('#')[0]!
      expect(languageOfQuery(query), `${target}: ${why}`).toBe(named)
    }
  })
})

describe('the language cookie', () => {
  it('is named for the company and the language, one per language', () => {
    expect(languageCookieName('en')).toBe(`${company.slug}-language-en`)
    expect(languageCookieDays).toBe(365)
  })

  it('is read from a Cookie header as the table says', () => {
    // Where the address names no language, the answer's is the cookie's (or the default).
    for (const { cookie, language, why } of cookieAddresses.filter(({ byChoice }) => byChoice))
      expect(languageOfCookies(cookie) ?? defaultLanguage, why).toBe(language)
    expect(languageOfCookies(undefined)).toBeUndefined()
    // Several Cookie headers, as a proxy may join them.
    expect(languageOfCookies(`a=1,${languageCookieName('en')}=1`)).toBe('en')
  })

  it('is set for the chosen language and removed for the others, Secure over HTTPS', () => {
    expect(languageCookieAssignments('en', true)).toEqual([
      `${languageCookieName('de')}=; Path=/; Max-Age=0; SameSite=Lax; Secure`,
      `${languageCookieName('en')}=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    ])
    expect(languageCookieAssignments('de', false)[0]).toBe(
      `${languageCookieName('de')}=1; Path=/; Max-Age=31536000; SameSite=Lax`,
    )
  })

  it('follows each choice the visitor makes', () => {
    storeLanguage('en')
    expect(document.cookie).toContain(`${languageCookieName('en')}=1`)
    expect(document.cookie).not.toContain(languageCookieName('de'))
    storeLanguage('de')
    expect(document.cookie).toContain(`${languageCookieName('de')}=1`)
    expect(document.cookie).not.toContain(languageCookieName('en'))
  })

  it('leaves the stored choice and the page alone where cookies throw', () => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      set() {
        throw new DOMException('Cookies are blocked.', 'SecurityError')
      },
    })
    try {
      expect(() => storeLanguage('en')).not.toThrow()
      expect(readStoredLanguage()).toBe('en')
    } finally {
      delete (document as { cookie?: string }).cookie
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')).toEqual(cookie)
    }
  })
})

describe('stored language', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('uses a storage key named for the company', () => {
    expect(languageStorageKey).toBe(`${company.slug}-language`)
  })

  it('stores the choice under that key and reads it back', () => {
    storeLanguage('en')
    expect(localStorage.getItem(`${company.slug}-language`)).toBe('en')
    expect(readStoredLanguage()).toBe('en')

    storeLanguage('de')
    expect(localStorage.getItem(`${company.slug}-language`)).toBe('de')
    expect(readStoredLanguage()).toBe('de')
  })

  it('reads nothing when nothing is stored', () => {
    expect(readStoredLanguage()).toBeUndefined()
  })

  it('ignores a value stored under another key', () => {
    localStorage.setItem('language', 'en')
    localStorage.setItem('lang', 'en')
    expect(readStoredLanguage()).toBeUndefined()
  })

  it.each([
    'xx',
    'EN',
    '',
    ' en',
    '"en"',
    '["en"]',
    'null',
    'undefined',
    '<script>alert(1)</script>',
    'en'.repeat(50_000),
  ])('ignores junk stored as %j', (value) => {
    localStorage.setItem(languageStorageKey, value)
    expect(readStoredLanguage()).toBeUndefined()
    expect(resolveLanguage(undefined, readStoredLanguage())).toBe('de')
  })

  it('reads nothing, without throwing, when getItem throws', () => {
    localStorage.setItem(languageStorageKey, 'en')
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(() => readStoredLanguage()).not.toThrow()
    expect(readStoredLanguage()).toBeUndefined()
    expect(getItem).toHaveBeenCalled()
  })

  it('ignores the choice, without throwing, when setItem throws (storage full or blocked)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    expect(() => storeLanguage('en')).not.toThrow()
    expect(setItem).toHaveBeenCalledWith(languageStorageKey, 'en')
    setItem.mockRestore()
    expect(readStoredLanguage()).toBeUndefined()
  })

  it('neither reads nor stores, without throwing, when localStorage itself is inaccessible', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
    try {
      expect(() => window.localStorage).toThrow()
      expect(() => readStoredLanguage()).not.toThrow()
      expect(readStoredLanguage()).toBeUndefined()
      expect(() => storeLanguage('en')).not.toThrow()
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original)
      else delete (window as { localStorage?: Storage }).localStorage
    }
    expect(localStorage.getItem(languageStorageKey)).toBeNull()
  })

  it('neither reads nor stores, without throwing, when localStorage is missing', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(() => readStoredLanguage()).not.toThrow()
    expect(readStoredLanguage()).toBeUndefined()
    expect(() => storeLanguage('en')).not.toThrow()
  })

  it('tells subscribers about a change even when storing fails, and stops after unsubscribing', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToLanguageChanges(listener)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    storeLanguage('en')
    expect(listener).toHaveBeenCalledTimes(1)

    window.dispatchEvent(new StorageEvent('storage', { key: languageStorageKey, newValue: 'de' }))
    expect(listener).toHaveBeenCalledTimes(2)

    unsubscribe()
    storeLanguage('de')
    window.dispatchEvent(new StorageEvent('storage', { key: languageStorageKey, newValue: 'en' }))
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('switching language', () => {
  it('holds the chosen language until the switch that chose it has finished', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToLanguageChanges(listener)
    startSwitchingLanguage('en')
    expect(readSwitchingLanguage()).toBe('en')
    expect(listener).toHaveBeenCalledTimes(1)

    // A later switch wins; the earlier one finishing does not end it.
    startSwitchingLanguage('de')
    finishSwitchingLanguage('en')
    expect(readSwitchingLanguage()).toBe('de')

    finishSwitchingLanguage('de')
    expect(readSwitchingLanguage()).toBeUndefined()
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
  })
})
