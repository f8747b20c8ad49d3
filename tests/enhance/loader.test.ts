import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'

import { dataAttribute, languageRedirectKey } from '@/enhance/contract'
import {
  defaultLanguage,
  languageCookieName,
  languages,
  languageStorageKey,
  languageValuePattern,
  type Language,
} from '@/shared/language'

import { languageAddresses } from '../../e2e/support/languageAddresses'

/**
 * Runs the loader as a page in `pageLanguage` at `target` would: its script tag carries what the
 * prerender step writes (src/publish/pageHead.ts). Its app is never fetched here.
 */
async function runLoader(target: string, pageLanguage: Language) {
  window.history.replaceState(null, '', target)
  const root = document.documentElement
  root.lang = pageLanguage
  delete root.dataset[languageRedirectKey]
  const script = document.createElement('script')
  const data = {
    entry: '/assets/entry-client-test.js',
    languageStorageKey,
    languages: languages.join(' '),
    defaultLanguage,
    languageQuery: languageValuePattern,
  }
  for (const [key, value] of Object.entries(data)) script.setAttribute(dataAttribute(key), value)
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script })
  vi.resetModules()
  await import('@/enhance/loader')
  return {
    /** Whether it sent the visitor on to the page in the stored language. */
    redirected: root.dataset[languageRedirectKey] !== undefined,
    address: window.location.pathname + window.location.search,
  }
}

type VirtualConsole = import('node:events').EventEmitter

/**
 * jsdom does not navigate: `location.replace` only reports on jsdom's own console that it cannot.
 * That report is left out (the redirect is seen on `<html>`), and every other one kept.
 */
function ignoreNavigation() {
  const jsdomConsole = (window as unknown as { _settings: { virtualConsole: VirtualConsole } })
    ._settings.virtualConsole
  const listeners = jsdomConsole.listeners('jsdomError') as ((error: Error) => void)[]
  jsdomConsole.removeAllListeners('jsdomError')
  jsdomConsole.on('jsdomError', (error: Error) => {
    if (!error.message.startsWith('Not implemented: navigation'))
      for (const listener of listeners) listener(error)
  })
  onTestFinished(() => {
    jsdomConsole.removeAllListeners('jsdomError')
    for (const listener of listeners) jsdomConsole.on('jsdomError', listener)
  })
}

const clearCookies = () => {
  for (const language of languages)
    document.cookie = `${languageCookieName(language)}=; Path=/; Max-Age=0`
}

afterEach(() => {
  clearCookies()
  delete (document as { currentScript?: unknown }).currentScript
})

describe("the loader's reading of ?lang", () => {
  it('applies the stored choice exactly where the one rule finds no language', async () => {
    ignoreNavigation()
    for (const { target, named, why } of languageAddresses) {
      localStorage.setItem(languageStorageKey, 'en')
      // The page as a host without the cookie answers the address: German unless it names English.
      const { redirected } = await runLoader(target, named ?? 'de')
      expect(redirected, `${target}: ${why}`).toBe(named === undefined)
    }
  })
})

describe('the stored choice and its cookie', () => {
  it('gives the hosts the stored choice where its cookie is missing, and replaces the other', async () => {
    ignoreNavigation()
    document.cookie = `${languageCookieName('de')}=1; Path=/`
    localStorage.setItem(languageStorageKey, 'en')
    await runLoader('/services', 'de')
    expect(document.cookie).toContain(`${languageCookieName('en')}=1`)
    expect(document.cookie).not.toContain(languageCookieName('de'))
  })

  it('names the language in the address where the host chose it by the cookie, so that the app hydrates it', async () => {
    document.cookie = `${languageCookieName('en')}=1; Path=/`
    localStorage.setItem(languageStorageKey, 'en')
    const stored = await runLoader('/services?utm_source=x', 'en')
    expect(stored).toEqual({ redirected: false, address: '/services?utm_source=x&lang=en' })

    // Storage empty or blocked: the cookie's choice still holds.
    localStorage.clear()
    expect(await runLoader('/about', 'en')).toEqual({
      redirected: false,
      address: '/about?lang=en',
    })
  })

  it('leaves an address without a choice as it is', async () => {
    expect(await runLoader('/services', 'de')).toEqual({ redirected: false, address: '/services' })
    expect(document.cookie).toBe('')
  })

  it('never reads storage or writes a cookie where the address names the language', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    await runLoader('/services?lang=de', 'de')
    expect(getItem).not.toHaveBeenCalled()
    expect(document.cookie).toBe('')
  })
})
