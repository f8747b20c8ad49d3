// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'

import {
  optionText,
  valueFieldsOf,
  type FieldDeclaration,
  type FieldValue,
  type ValueKind,
} from '@/config/fieldKinds'
import { mailText } from '@/server/inquiries/inquiryMail'
import { columnText, columnValue } from '@/server/inquiries/storedInquiries'
import { translators } from '@/shared/i18n'

import { everyKindForm, everyKindOptionTexts } from '../../config/everyKindForm'
import { everyKindFilledIn } from '../../config/filledInquiry'

const fields = valueFieldsOf(everyKindForm)
const declared = (field: (typeof fields)[number]) =>
  everyKindForm[field] as FieldDeclaration<ValueKind>

/** Each field left empty, as an optional one may be. */
const empty: Record<(typeof fields)[number], FieldValue> = {
  text: '',
  email: '',
  phone: '',
  longText: '',
  choice: '',
  choices: [],
  date: '',
  smallNumber: undefined,
  choiceInList: '',
}

describe('a value of every kind, in the store', () => {
  it.each([
    ['given', everyKindFilledIn],
    ['left empty', empty],
  ])('keeps each field in its text column and reads it back as it was (%s)', (_, values) => {
    const db = new DatabaseSync(join(mkdtempSync(join(tmpdir(), 'kinds-')), 'kinds.sqlite'))
    const columns = fields.map((field) => everyKindForm[field].column)
    db.exec(
      `CREATE TABLE kept (${columns.map((column) => `${column} TEXT NOT NULL DEFAULT ''`).join(', ')})`,
    )
    db.prepare(`INSERT INTO kept VALUES (${columns.map(() => '?').join(', ')})`).run(
      ...fields.map((field) =>
        columnText(declared(field), values[field as keyof typeof values] as never),
      ),
    )
    const row = db.prepare('SELECT * FROM kept').get()!
    for (const field of fields)
      expect(columnValue(declared(field), String(row[everyKindForm[field].column])), field).toEqual(
        values[field as keyof typeof values],
      )
    db.close()
  })

  it('reads a column added after the row was stored as not given, for every kind', () => {
    for (const field of fields)
      expect(columnValue(declared(field), ''), field).toEqual(empty[field])
  })
})

describe('a value of every kind, in the mail', () => {
  const t = translators.de
  const written = (field: (typeof fields)[number], value: FieldValue) =>
    mailText(declared(field), value as never, {
      t,
      option: optionText(everyKindOptionTexts, field),
    })

  it('writes each as the company reads it: texts as typed, options by their texts, a date in words', () => {
    expect(written('text', 'Erika\nMuster')).toBe('Erika Muster')
    expect(written('phone', '0171 2345678')).toBe('0171 2345678')
    expect(written('longText', 'Ab Montag\nab 18 Uhr')).toBe('Ab Montag\nab 18 Uhr')
    expect(written('choice', 'car')).toBe('Auto')
    expect(written('choices', ['german', 'polish'])).toBe('Deutsch, Polnisch')
    expect(written('date', '2026-03-01')).toBe('1. März 2026')
    expect(written('smallNumber', 3)).toBe('3')
  })

  it('writes nothing for a field of any kind left empty (the mail says "not given")', () => {
    for (const field of fields) expect(written(field, empty[field]), field).toBeUndefined()
  })
})
