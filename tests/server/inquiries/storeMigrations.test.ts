// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'

import { inquiryForm, inquiryValueFields } from '@/config/inquiryForm'
import { databaseFileName } from '@/server/inquiries/inquiryStore'

import { closeLast, closeOpened, newDirectory, open } from './storeFixture'

afterEach(closeOpened)

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

  it('refuses a database from a newer release instead of guessing its schema', () => {
    const directory = newDirectory()
    open(directory)
    closeLast()
    const db = new DatabaseSync(join(directory, databaseFileName))
    db.exec('PRAGMA user_version = 99')
    db.close()
    expect(() => open(directory)).toThrow(/schema version 99/)
  })

  it('has a column of its own for every field of the form: text, never null', () => {
    const store = open(newDirectory())
    const db = new DatabaseSync(store.path, { readOnly: true })
    const columns = db.prepare('PRAGMA table_info(inquiries)').all()
    db.close()
    const declared = inquiryValueFields.map((field) => inquiryForm.fields[field].column)
    for (const column of declared)
      expect(columns, column).toContainEqual(
        expect.objectContaining({ name: column, type: 'TEXT', notnull: 1 }),
      )
    // Each field a column of its own, named as SQL takes it without quotes.
    expect(new Set(declared).size).toBe(declared.length)
    for (const column of declared) expect(column).toMatch(/^[a-z][a-z0-9_]*$/)
  })
})
