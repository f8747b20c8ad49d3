// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { createInquiryDatabase, retryAfterMs } from '@/server/inquiries/inquiryDatabase'
import { databaseFileName } from '@/server/inquiries/inquiryStore'

import { sampleInquiry } from './sampleInquiry'

/** A database hold whose clock the test moves, and what it logged. */
function hold(directory: string) {
  const logged: string[] = []
  let time = 1_000_000
  const database = createInquiryDatabase(directory, {
    log: { log: (line: string) => logged.push(line), error: (line: string) => logged.push(line) },
    now: () => time,
  })
  return { database, logged, later: () => (time += retryAfterMs) }
}

describe('the server’s hold on the inquiry database', () => {
  it('survives a corrupt file: refuses writes, names the cause once, and heals without a restart', () => {
    const directory = mkdtempSync(join(tmpdir(), 'database-'))
    writeFileSync(
      join(directory, databaseFileName),
      'not a database, but 100 bytes of junk'.repeat(3),
    )
    const { database, logged, later } = hold(directory)
    expect(database.store((store) => store.add(sampleInquiry))).toBeUndefined()
    expect(database.store((store) => store.add(sampleInquiry))).toBeUndefined()
    expect(database.problem()).toMatch(/not a database/)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/cannot be used: file is not a database\. Pages are served/)

    // Someone moves the broken file away; the next inquiry, a few seconds on, is stored.
    rmSync(join(directory, databaseFileName))
    expect(database.store((store) => store.add(sampleInquiry))).toBeUndefined()
    later()
    expect(database.store((store) => store.add(sampleInquiry))).toMatchObject({ id: 1 })
    expect(database.problem()).toBeUndefined()
    expect(logged.at(-1)).toBe('The inquiry database can be used again')
    database.close()
  })

  it('survives a DATA_DIR that cannot be created, and a monitor sees the repair', () => {
    const parent = mkdtempSync(join(tmpdir(), 'database-'))
    // A file where the folder should be: no user, not even root, can create a folder inside it.
    writeFileSync(join(parent, 'data'), '')
    const { database, logged, later } = hold(join(parent, 'data', 'inquiries'))
    expect(database.problem()).toMatch(/ENOTDIR/)
    expect(logged).toHaveLength(1)
    rmSync(join(parent, 'data'))
    mkdirSync(join(parent, 'data'))
    later()
    expect(database.problem()).toBeUndefined()
    database.close()
  })

  it('stays unusable on a full disk while small writes pass, and logs the cause once', () => {
    const directory = mkdtempSync(join(tmpdir(), 'database-'))
    const { database, logged, later } = hold(directory)
    database.read((store) => store.limitPages(store.pageCount() + 2))
    const big = { ...sampleInquiry, message: 'x'.repeat(4000) }
    for (let index = 0; index < 10; index += 1)
      database.store((store) => store.add({ ...big, name: `Nr. ${index}` }))
    expect(database.problem()).toMatch(/full/)
    // The outbox's small writes still pass; they prove nothing about storing an inquiry.
    expect(database.write((store) => store.retryRefused())).toBe(0)
    later()
    expect(database.problem()).toMatch(/full/)
    expect(logged.filter((line) => line.includes('cannot be used'))).toHaveLength(1)
    database.close()
  })
})
