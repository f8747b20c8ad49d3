// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'

import { createInquiryDatabase, retryAfterMs } from '@/server/inquiries/inquiryDatabase'
import { databaseFileName } from '@/server/inquiries/inquiryStore'

import { sampleInquiry } from './sampleInquiry'

/** A database hold whose monotonic clock the test moves, and what it logged. */
function hold(directory: string) {
  const logged: string[] = []
  let time = 1_000_000
  const database = createInquiryDatabase(directory, {
    log: { log: (line: string) => logged.push(line), error: (line: string) => logged.push(line) },
    monotonic: () => time,
  })
  return { database, logged, later: () => (time += retryAfterMs) }
}

const never = () => false
const now = () => true

describe('the inquiry worker’s hold on the database', () => {
  it('survives a corrupt file: refuses writes, names the cause once, and heals without a restart', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'database-'))
    writeFileSync(
      join(directory, databaseFileName),
      'not a database, but 100 bytes of junk'.repeat(3),
    )
    const { database, logged, later } = hold(directory)
    expect(await database.store((store) => store.add(sampleInquiry), never)).toBeUndefined()
    expect(await database.store((store) => store.add(sampleInquiry), never)).toBeUndefined()
    expect(database.problem()).toMatch(/not a database/)
    expect(await database.state(0)).toBe('unusable')
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/cannot be used: file is not a database\. Pages are served/)

    // Someone moves the broken file away; the next inquiry, a few seconds on, is stored.
    rmSync(join(directory, databaseFileName))
    expect(await database.store((store) => store.add(sampleInquiry), never)).toBeUndefined()
    later()
    expect(await database.store((store) => store.add(sampleInquiry), never)).toEqual({
      value: expect.objectContaining({ id: 1 }),
    })
    expect(database.problem()).toBeUndefined()
    expect(logged.at(-1)).toBe('The inquiry database can be used again')
    database.close()
  })

  it('survives a DATA_DIR that cannot be created, and a monitor sees the repair', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'database-'))
    // A file where the folder should be: no user, not even root, can create a folder inside it.
    writeFileSync(join(parent, 'data'), '')
    const { database, logged, later } = hold(join(parent, 'data', 'inquiries'))
    expect(await database.state(0)).toBe('unusable')
    expect(database.problem()).toMatch(/ENOTDIR/)
    expect(logged).toHaveLength(1)
    rmSync(join(parent, 'data'))
    mkdirSync(join(parent, 'data'))
    later()
    expect(await database.state(0)).toBe('usable')
    expect(database.problem()).toBeUndefined()
    database.close()
  })

  it('stays unusable on a full disk while small writes pass, and logs the cause once', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'database-'))
    const { database, logged, later } = hold(directory)
    database.read((store) => store.limitPages(store.pageCount() + 2))
    const big = { ...sampleInquiry, message: 'x'.repeat(4000) }
    for (let index = 0; index < 10; index += 1)
      await database.store((store) => store.add({ ...big, name: `Nr. ${index}` }), never)
    expect(database.problem()).toMatch(/full/)
    // The outbox's small writes still pass; they prove nothing about storing an inquiry.
    expect(await database.write((store) => store.retryRefused(), 0)).toBe(0)
    later()
    expect(await database.state(0)).toBe('unusable')
    expect(database.problem()).toMatch(/full/)
    expect(logged.filter((line) => line.includes('cannot be used'))).toHaveLength(1)
    database.close()
  })

  it('waits for a lock another process holds without blocking its thread, and calls it busy, not broken', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'database-'))
    const { database, logged } = hold(directory)
    await database.state(0)
    const other = new DatabaseSync(join(directory, databaseFileName))
    other.exec('BEGIN EXCLUSIVE')
    let ticks = 0
    const ticking = setInterval(() => (ticks += 1), 10)
    let given = false
    const storing = database.store(
      (store) => store.add(sampleInquiry),
      () => given,
    )
    expect(await database.state(0)).toBe('busy')
    // Reads go on under another's write lock.
    expect(database.read((store) => store.counts().pending)).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 300))
    given = true
    expect(await storing).toBe('busy')
    clearInterval(ticking)
    // The thread kept running timers while it waited.
    expect(ticks).toBeGreaterThan(10)
    other.exec('ROLLBACK')
    other.close()
    expect(await database.store((store) => store.add(sampleInquiry), now)).toMatchObject({
      value: { id: 1 },
    })
    expect(logged).toEqual([])
    database.close()
  })
})
