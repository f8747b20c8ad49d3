// @vitest-environment node
/**
 * What keeps a reader's line together: a number and its unit (`48 Stunden`), a section sign or an
 * abbreviation and what it cites (`§ 1`, `Art. 6`, `lit. f`) stand on one line, joined by a
 * non-breaking space in the dictionaries. Only the texts the pages show: the forms' mails are text a
 * mail program wraps.
 */
import { describe, expect, it } from 'vitest'

import de from '@i18n/de'
import en from '@i18n/en'
import { formIds, forms } from '@/config/forms'

type Dictionary = { [key: string]: string | Dictionary }

const notOnPages: string[] = formIds.map((form) => forms[form].mail.texts)

/** Every text of a dictionary with its key path, but those the pages do not show. */
function pageTexts(dictionary: Dictionary, prefix = ''): [path: string, text: string][] {
  return Object.entries(dictionary).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    if (notOnPages.includes(path)) return []
    return typeof value === 'string' ? [[path, value]] : pageTexts(value, path)
  })
}

/** A space where a line must not break, and what it joins. */
const breakableSpaces = [
  ['after the section sign', /§ /],
  ['after an abbreviation that cites', /\b(?:Art|Abs|lit|Nr|No)\. (?=[\dA-Za-z(])/],
  ['before a section’s number', /\b(?:Section|section|Abschnitt) \d/],
  [
    'between a number and its unit',
    /(?:\d|\})\s(?:Tagen?|Stunden?|Zeichen|Monaten?|Uhr|Minuten|Sekunden|days?|hours?|characters?|months?|minutes|seconds)\b/,
  ],
  ['between a number and its plural unit', /\} \{\{/],
] as const

describe.each([
  ['de', de],
  ['en', en],
])('the %s texts on the pages', (_language, dictionary) => {
  const texts = pageTexts(dictionary as unknown as Dictionary)

  it('cover the pages’ texts', () => {
    expect(texts.length).toBeGreaterThan(200)
  })

  it.each(breakableSpaces)('have no breakable space %s', (_what, pattern) => {
    expect(texts.filter(([, text]) => pattern.test(text.replace(/\u00a0/g, '~')))).toEqual([])
  })
})
