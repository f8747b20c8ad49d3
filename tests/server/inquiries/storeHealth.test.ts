// @vitest-environment node
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'

import { sampleInquiry as inquiry } from './sampleInquiry'
import { at, closeOpened, minutes, newDirectory, open, start } from './storeFixture'

afterEach(closeOpened)

describe('what the store tells the health judgement, on a real SQLite file', () => {
  it('counts what waits, and what has waited too long', () => {
    const store = open(newDirectory())
    store.add(inquiry, start)
    store.add({ ...inquiry, name: 'B' }, at(start, minutes(50)))
    // At start + 60 minutes, with 50 minutes allowed: the first has waited too long.
    expect(store.waiting(at(start, minutes(60)), minutes(50))).toEqual({
      count: 2,
      oldest: start,
      overdue: 1,
    })
  })

  it('makes a consistent copy while it is open', async () => {
    const store = open(newDirectory())
    store.add(inquiry)
    const copy = join(mkdtempSync(join(tmpdir(), 'backup-')), 'copy.sqlite')
    await store.backupTo(copy)
    expect(statSync(copy).mode & 0o777).toBe(0o600)
    const db = new DatabaseSync(copy)
    expect(db.prepare('SELECT name FROM inquiries').all()).toEqual([{ name: inquiry.name }])
    db.close()
  })
})
