// @vitest-environment node
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'

import { databaseFileName, NoDatabaseError } from '@/server/inquiries/inquiryStore'
import { currentSchemaVersion } from '@/server/inquiries/storeMigrations'

import { closeOpened, newDirectory, open } from './storeFixture'

afterEach(closeOpened)

describe('the inquiry store, on a real SQLite file', () => {
  it('creates its directory and file, readable by the server’s user only, with durable settings', () => {
    const directory = newDirectory()
    const store = open(directory)
    expect(store.path).toBe(join(directory, databaseFileName))
    expect(statSync(directory).mode & 0o777).toBe(0o700)
    expect(statSync(store.path).mode & 0o777).toBe(0o600)
    const db = new DatabaseSync(store.path)
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: currentSchemaVersion })
    db.close()
  })

  it('opens no database where there is none when asked not to create one', () => {
    const directory = newDirectory()
    expect(() => open(directory, { create: false })).toThrow(NoDatabaseError)
    expect(() => statSync(directory)).toThrow()
  })
})
