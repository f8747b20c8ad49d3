// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  dictionaryTexts,
  findTextUsage,
  identicalTexts,
  identicalTextsOfEachPair,
  unusedTexts,
  type TextUsage,
} from '../../scripts/lib/translationChecks'

describe('dictionaryTexts', () => {
  it('lists every text by its key path', () => {
    expect([...dictionaryTexts({ a: 'A', b: { c: 'C', d: { e: 'E' } } })]).toEqual([
      ['a', 'A'],
      ['b.c', 'C'],
      ['b.d.e', 'E'],
    ])
  })
})

describe('identicalTexts', () => {
  const de = dictionaryTexts({
    months: { april: 'April', may: 'Mai' },
    languageSwitch: { label: 'Sprache', de: 'Deutsch' },
    tiles: { allDay: '24/7' },
    form: { send: 'Senden', success: 'Nachricht erfolgreich gesendet!' },
    contact: { form: { success: 'Nachricht erfolgreich gesendet!' } },
  })

  it('lists each text the other language writes alike, and allows only names, symbols and the allowlist', () => {
    const en = dictionaryTexts({
      months: { april: 'April', may: 'May' },
      languageSwitch: { label: 'Sprache', de: 'Deutsch' },
      tiles: { allDay: '24/7' },
      form: { send: 'Send', success: 'Nachricht erfolgreich gesendet!' },
      contact: { form: { success: 'Nachricht erfolgreich gesendet!' } },
    })
    expect(identicalTexts(de, en)).toEqual([
      { path: 'months.april', text: 'April', allowed: true },
      { path: 'languageSwitch.label', text: 'Sprache', allowed: false },
      { path: 'languageSwitch.de', text: 'Deutsch', allowed: true },
      { path: 'tiles.allDay', text: '24/7', allowed: true },
      // The same text under another key is no exception: only the form's success text is.
      { path: 'form.success', text: 'Nachricht erfolgreich gesendet!', allowed: false },
      { path: 'contact.form.success', text: 'Nachricht erfolgreich gesendet!', allowed: true },
    ])
  })
})

describe('identicalTextsOfEachPair', () => {
  const de = dictionaryTexts({ nav: { home: 'Startseite', team: 'Team' }, cta: 'Jetzt anfragen' })
  const en = dictionaryTexts({ nav: { home: 'Home', team: 'Team' }, cta: 'Ask us now' })
  const untranslated = (dictionaries: Map<string, ReturnType<typeof dictionaryTexts>>) =>
    identicalTextsOfEachPair(dictionaries).map(({ languages, identical }) => [
      languages.join('/'),
      identical.filter(({ allowed }) => !allowed).map(({ path }) => path),
    ])

  it('fails a French dictionary copied word for word from English, which differs from German', () => {
    const fr = dictionaryTexts({ nav: { home: 'Home', team: 'Team' }, cta: 'Ask us now' })
    expect(
      untranslated(
        new Map([
          ['de', de],
          ['en', en],
          ['fr', fr],
        ]),
      ),
    ).toEqual([
      ['de/en', []],
      ['de/fr', []],
      ['en/fr', ['nav.home', 'cta']],
    ])
  })

  it('passes three languages that each say it in their own words', () => {
    const fr = dictionaryTexts({ nav: { home: 'Accueil', team: 'Équipe' }, cta: 'Demandez-nous' })
    expect(
      untranslated(
        new Map([
          ['de', de],
          ['en', en],
          ['fr', fr],
        ]),
      ),
    ).toEqual([
      ['de/en', []],
      ['de/fr', []],
      ['en/fr', []],
    ])
  })
})

describe('findTextUsage', () => {
  let project: string
  let usage: TextUsage
  const sources: Record<string, string> = {}
  const texts = dictionaryTexts({
    nav: { home: 'Start', about: 'Über uns', jobs: 'Jobs' },
    days: { mo: 'Mo', tu: 'Di', we: 'Mi' },
    form: { name: 'Name', email: 'E-Mail', phone: 'Telefon' },
    problems: { tooLong: 'Zu lang', missing: 'Fehlt', unused: 'Nie gelesen' },
    footer: { tagline: 'Fahrer', copyright: '©' },
    legal: { a: 'A', b: 'B' },
  })

  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), 'text-usage-'))
    Object.assign(sources, {
      // What typesafe-i18n generates: one function per text.
      'i18n-types.ts': `type L = () => string
export type TranslationFunctions = {
  nav: { home: L; about: L; jobs: L }
  days: { mo: L; tu: L; we: L }
  form: { name: L; email: L; phone: L }
  problems: { tooLong: L; missing: L; unused: L }
  footer: { tagline: L; copyright: L }
  legal: { a: L; b: L }
}
export declare const t: TranslationFunctions`,
      'content.ts': `export const navigation = ['home', 'about'] as const
export const workdays = [{ id: 'mo' }, { id: 'tu' }] as const`,
      'site.ts': `import { t, type TranslationFunctions } from './i18n-types'
import { navigation, workdays } from './content'

// A typed accessor through an alias.
const form = t.form
export const name = form.name()
// Destructured, renamed.
const { email: emailText, ...rest } = t.form
export const email = emailText()
// Keys by the ids of content tables.
export const links = navigation.map((page) => t.nav[page]())
export const days = workdays.map(({ id }) => t.days[id]())
// A sub-object handed to a helper typed by the generated type.
function problemText(problems: TranslationFunctions['problems'], tooLong: boolean) {
  return tooLong ? problems.tooLong() : problems.missing()
}
export const problem = problemText(t.problems, true)
// A literal key in brackets.
export const tagline = t.footer['tagline']()
// A generic key: any id its constraint lists.
function legalText<Key extends keyof TranslationFunctions['legal']>(key: Key) {
  return t.legal[key]()
}
export const legal = legalText('a')
// A key the compiler knows nothing of.
export const anyNav = (key: unknown) => t.nav[key as any]
export { rest }`,
    })
    for (const [file, text] of Object.entries(sources)) writeFileSync(join(project, file), text)
    const program = ts.createProgram([join(project, 'site.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    })
    usage = findTextUsage(program, join(project, 'i18n-types.ts'), [join(project, 'site.ts')])
    // A program loads TypeScript's own declarations: seconds on a busy machine.
  }, 60_000)
  afterAll(() => rmSync(project, { recursive: true, force: true }))

  it('finds texts read through aliases, destructuring, helpers and literal keys', () => {
    for (const path of [
      'form.name',
      'form.email',
      'problems.tooLong',
      'problems.missing',
      'footer.tagline',
    ])
      expect(usage.used).toContain(path)
  })

  it('counts a text read by a computed key only for the ids the key can be', () => {
    expect(usage.used).toContain('nav.home')
    expect(usage.used).toContain('nav.about')
    expect(usage.used).toContain('days.mo')
    expect(usage.used).toContain('days.tu')
    expect(usage.used).not.toContain('nav.jobs')
    expect(usage.used).not.toContain('days.we')
  })

  it('reports exactly the texts nothing reads, by key path', () => {
    expect(unusedTexts(texts, usage)).toEqual([
      'nav.jobs',
      'days.we',
      'form.phone',
      'problems.unused',
      'footer.copyright',
    ])
  })

  it('counts a generic key for every id of its constraint', () => {
    expect(usage.used).toContain('legal.a')
    expect(usage.used).toContain('legal.b')
  })

  it('names where a key the compiler cannot list reaches into the texts', () => {
    const lines = sources['site.ts']!.split('\n')
    const line = lines.findIndex((text) => text.includes('t.nav[key as any]'))
    const column = lines[line]!.indexOf('t.nav[key as any]')
    expect(usage.unknownKeys).toEqual([
      { place: `${join(project, 'site.ts')}:${line + 1}:${column + 1}`, parent: 'nav' },
    ])
  })
})
