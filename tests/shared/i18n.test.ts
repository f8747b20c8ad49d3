import { describe, expect, it } from 'vitest'

import de from '@i18n/de'
import en from '@i18n/en'
import { createTranslator, translators, type TranslationFunctions } from '@/shared/i18n'

type Dictionary = { [key: string]: string | Dictionary }
type BaseTranslation = Parameters<typeof createTranslator>[1]

/** A deep copy of `dictionary` with `edit` applied, cast past the compile-time checks on purpose. */
function edited(dictionary: unknown, edit: (copy: Dictionary) => void): BaseTranslation {
  const copy = structuredClone(dictionary) as Dictionary
  edit(copy)
  return copy as unknown as BaseTranslation
}

function branch(dictionary: Dictionary, ...path: string[]): Dictionary {
  return path.reduce((node, key) => node[key] as Dictionary, dictionary)
}

/** Every text's key path in the base (German) dictionary. */
function allKeyPaths(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? [path] : allKeyPaths(value, path)
  })
}

/** Calls the translation function at `path`, with a value for every `{parameter}` in the base text. */
function render(t: TranslationFunctions, path: string): string {
  const segments = path.split('.')
  const baseText = segments.reduce<unknown>((node, key) => (node as Dictionary)[key], de) as string
  const fn = segments.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], t) as (
    args?: Record<string, string>,
  ) => string
  const parameters = [...baseText.matchAll(/\{(\w+)/g)].map((match) => match[1] as string)
  return fn(Object.fromEntries(parameters.map((name) => [name, `«${name}»`])))
}

describe('createTranslator: missing texts fall back to their key path', () => {
  it('renders the key path for a text missing from the dictionary', () => {
    const t = createTranslator(
      'en',
      edited(en, (copy) => delete branch(copy, 'home', 'hero').title),
    )
    expect(t.home.hero.title()).toBe('home.hero.title')
    // Its neighbours are untouched.
    expect(t.home.hero.lead()).toBe(en.home.hero.lead)
  })

  it('renders key paths for a whole missing branch', () => {
    const t = createTranslator(
      'en',
      edited(en, (copy) => delete copy.contact),
    )
    expect(t.contact.form.submit()).toBe('contact.form.submit')
    expect(t.contact.header.title()).toBe('contact.header.title')
    expect(t.navigation.home()).toBe(en.navigation.home)
  })

  it('renders the key path for an empty text', () => {
    const t = createTranslator(
      'en',
      edited(en, (copy) => {
        branch(copy, 'home', 'hero').title = ''
      }),
    )
    expect(t.home.hero.title()).toBe('home.hero.title')
  })

  it('renders the key path where a branch has been replaced by a text', () => {
    const t = createTranslator(
      'en',
      edited(en, (copy) => {
        branch(copy, 'home').hero = 'not a branch'
      }),
    )
    expect(t.home.hero.title()).toBe('home.hero.title')
  })

  it('renders every key path for an empty dictionary', () => {
    const t = createTranslator('en', {} as unknown as BaseTranslation)
    expect(t.navigation.cta()).toBe('navigation.cta')
    expect(t.services.faq.availability.question()).toBe('services.faq.availability.question')
  })

  it('renders the key path for a missing text that takes parameters', () => {
    const t = createTranslator(
      'en',
      edited(en, (copy) => delete branch(copy, 'navigation').homeLink),
    )
    expect(t.navigation.homeLink({ company: 'ACME' })).toBe('navigation.homeLink')
  })

  it('still interpolates parameters in texts that are present', () => {
    const t = createTranslator(
      'en',
      edited(en, (copy) => delete branch(copy, 'home', 'hero').title),
    )
    expect(t.navigation.homeLink({ company: 'ACME' })).toBe('ACME – home')
    expect(t.footer.copyright({ year: 2031, company: 'ACME' })).toBe(
      '© 2031 ACME. All rights reserved.',
    )
  })

  it('does not change the dictionary it was given', () => {
    const dictionary = edited(en, (copy) => delete branch(copy, 'home', 'hero').title)
    const before = structuredClone(dictionary)
    createTranslator('en', dictionary)
    expect(dictionary).toStrictEqual(before)
  })
})

describe('the real translators', () => {
  it('render known sample texts in each language', () => {
    expect(translators.de.navigation.cta()).toBe('Fahrer anfragen')
    expect(translators.en.navigation.cta()).toBe('Request drivers')
    expect(translators.de.home.hero.title()).toBe(de.home.hero.title)
    expect(translators.en.home.hero.title()).toBe(en.home.hero.title)
    expect(translators.en.navigation.homeLink({ company: 'ACME' })).toBe('ACME – home')
    expect(translators.de.navigation.homeLink({ company: 'ACME' })).toBe('ACME – zur Startseite')
  })

  it('keep the success message German in English too', () => {
    expect(translators.en.contact.form.success()).toBe('Nachricht erfolgreich gesendet!')
    expect(translators.de.contact.form.success()).toBe('Nachricht erfolgreich gesendet!')
  })

  const paths = allKeyPaths(de as unknown as Dictionary)

  it('cover a realistic number of texts', () => {
    expect(paths.length).toBeGreaterThan(100)
    expect(paths).toContain('home.hero.title')
  })

  it.each(['de', 'en'] as const)('render no key path and no empty text in %s', (locale) => {
    const problems = paths.filter((path) => {
      const text = render(translators[locale], path)
      return text.trim() === '' || text === path
    })
    expect(problems).toEqual([])
  })

  it('render no unreplaced {parameter} when given their parameters', () => {
    for (const locale of ['de', 'en'] as const) {
      const leftovers = paths.filter((path) => /\{\w+/.test(render(translators[locale], path)))
      expect(leftovers, locale).toEqual([])
    }
  })
})
