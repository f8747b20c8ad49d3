// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'

import { formIds, valueFieldsOfForm } from '@/config/forms'
import { inquiryForm, inquiryValueFields } from '@/config/inquiryForm'
import { databaseFileName } from '@/server/inquiries/inquiryStore'
import { numberRecordName } from '@/server/inquiries/numberRecord'
import { columnOf } from '@/server/inquiries/storedInquiries'

import { sampleInquiry } from './sampleInquiry'
import { closeLast, closeOpened, newDirectory, open } from './storeFixture'

afterEach(closeOpened)

/** The columns of the application's and the callback request's fields, which the fifth release added. */
const newerFieldColumns = [
  ...new Set(
    (['application', 'callback'] as const).flatMap((form) =>
      valueFieldsOfForm(form).map((field) => columnOf(form, field)),
    ),
  ),
].filter(
  (column) => !inquiryValueFields.some((field) => inquiryForm.fields[field].column === column),
)

describe('the store’s schema, migrated on a real SQLite file', () => {
  it('migrates a database of the first release: old rows read, and kept spam stays held', () => {
    // The file as release 1 left it.
    const directory = mkdtempSync(join(tmpdir(), 'inquiries-'))
    const old = new DatabaseSync(join(directory, databaseFileName))
    old.exec(`CREATE TABLE inquiries (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL,
        language TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, company TEXT NOT NULL,
        message TEXT NOT NULL, fingerprint TEXT NOT NULL, spam TEXT, mail_state TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT, last_error TEXT, sent_at TEXT);
      INSERT INTO inquiries (received_at, language, name, email, company, message, fingerprint,
        spam, mail_state) VALUES
        ('2026-11-01T09:00:00.000Z', 'de', 'Alt', 'a@b.de', '', 'Hallo', 'f1', NULL, 'sent'),
        ('2026-11-02T09:00:00.000Z', 'en', 'Schnell', 'c@d.de', '', 'Hi', 'f2', 'tooFast', 'notMailed');
      PRAGMA user_version = 1;`)
    old.close()
    const store = open(directory)
    expect(store.get(1)).toMatchObject({ name: 'Alt', mailState: 'sent', consent: undefined })
    expect(store.get(2)).toMatchObject({ botSign: 'tooFast', mailState: 'held' })
    expect(store.heldForFillTime()).toBe(1)
  })

  it('migrates a database of the third release: its times judged on the steady clock, its numbers never given again', () => {
    const directory = newDirectory()
    open(directory).add({ ...sampleInquiry, message: 'eins' }, new Date('2026-11-01T09:00:00Z'))
    open(directory).add({ ...sampleInquiry, message: 'zwei' }, new Date('2026-11-02T09:00:00Z'))
    closeOpened()
    open(directory).remove(2)
    closeOpened()
    // Back to the third release's schema: its columns and facts.
    const old = new DatabaseSync(join(directory, databaseFileName))
    const formsColumns = ['form', ...newerFieldColumns]
    old.exec(`DROP INDEX inquiries_by_form;
      ${formsColumns.map((column) => `ALTER TABLE inquiries DROP COLUMN ${column};`).join('\n')}
      ALTER TABLE inquiries DROP COLUMN received_steady;
      ALTER TABLE inquiries DROP COLUMN next_attempt_steady;
      ALTER TABLE inquiries DROP COLUMN claimed_until_steady;
      ALTER TABLE inquiries DROP COLUMN interrupted_sends;
      ALTER TABLE servers DROP COLUMN permit_valid_until;
      DELETE FROM facts WHERE name IN ('createdSteady', 'lastBackupSteady', 'highestNumber');
      PRAGMA user_version = 3;`)
    old.close()
    rmSync(join(directory, numberRecordName))
    const store = open(directory)
    const db = new DatabaseSync(store.path, { readOnly: true })
    expect(db.prepare('SELECT received_steady FROM inquiries').get()).toEqual({
      received_steady: Date.parse('2026-11-01T09:00:00Z'),
    })
    db.close()
    expect(store.created()!.steady).toBe(store.created()!.at.getTime())
    // Number 2 was given, and its inquiry deleted, before the migration: the third release would
    // have given it again; the record of erasures names it.
    expect(store.add({ ...sampleInquiry, message: 'drei' }).id).toBe(3)
  })

  it('refuses a database from a newer release instead of guessing its schema', () => {
    const directory = newDirectory()
    open(directory)
    closeLast()
    const db = new DatabaseSync(join(directory, databaseFileName))
    db.exec('PRAGMA user_version = 99')
    db.close()
    expect(() => open(directory)).toThrow(/schema version 99/)
  })

  it.each(formIds)(
    'has a column of its own for every field of the form %s: text, never null',
    (form) => {
      const store = open(newDirectory())
      const db = new DatabaseSync(store.path, { readOnly: true })
      const columns = db.prepare('PRAGMA table_info(inquiries)').all()
      db.close()
      const declared = valueFieldsOfForm(form).map((field) => columnOf(form, field))
      for (const column of declared)
        expect(columns, column).toContainEqual(
          expect.objectContaining({ name: column, type: 'TEXT', notnull: 1 }),
        )
      // Each field of a form a column of its own, named as SQL takes it without quotes.
      expect(new Set(declared).size).toBe(declared.length)
      for (const column of declared) expect(column).toMatch(/^[a-z][a-z0-9_]*$/)
    },
  )

  it('keeps the inquiries of a release before the forms as inquiries of the inquiry form', () => {
    const directory = newDirectory()
    open(directory).add(sampleInquiry, new Date('2026-11-01T09:00:00Z'))
    closeOpened()
    const old = new DatabaseSync(join(directory, databaseFileName))
    old.exec(`DROP INDEX inquiries_by_form;
      ${['form', ...newerFieldColumns].map((column) => `ALTER TABLE inquiries DROP COLUMN ${column};`).join('\n')}
      PRAGMA user_version = 4;`)
    old.close()
    const { consentText, ...typed } = sampleInquiry
    expect(consentText).toBeTruthy()
    expect(open(directory).get(1)).toMatchObject(typed)
  })
})
