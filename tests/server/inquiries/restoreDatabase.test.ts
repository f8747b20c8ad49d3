// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'

import { valueOf } from '@/config/forms'
import { databaseFileName } from '@/server/inquiries/inquiryStore'
import {
  restoreInquiryDatabase,
  RestoreRefusedError,
  unknownNumbersSkip,
} from '@/server/inquiries/restoreDatabase'

import {
  sampleInquiry as inquiry,
  sampleApplication,
  sampleCallback,
  sampleInquiry,
} from './sampleInquiry'
import { claim, closeLast, closeOpened, filesHolding, newDirectory, open } from './storeFixture'

afterEach(closeOpened)

/** A backup of the database in `directory`, as `npm run inquiries -- backup` makes one. */
async function backupOf(directory: string) {
  const copy = join(mkdtempSync(join(tmpdir(), 'backups-')), 'backup.sqlite')
  const store = open(directory)
  await store.backupTo(copy)
  closeLast()
  return copy
}

/** Adds an inquiry with `message`, mailed or left waiting; returns its number. */
function arrives(directory: string, message: string, mailed: boolean) {
  const store = open(directory)
  const { id } = store.add({ ...inquiry, message })
  if (mailed) {
    claim(store, new Date())
    store.recordSent(id)
  }
  closeLast()
  return id
}

describe('a restore, on real SQLite files', () => {
  it('carries over what arrived after the backup, mailed or waiting, and gives no number twice', async () => {
    const directory = newDirectory()
    const before = arrives(directory, 'Vor dem Backup', false)
    const backup = await backupOf(directory)
    const mailed = [1, 2, 3, 4, 5].map((index) => arrives(directory, `Gemailt ${index}`, true))
    const waiting = [1, 2, 3].map((index) => arrives(directory, `Wartet ${index}`, false))
    // The one from before the backup was mailed since: it is not mailed again.
    const store = open(directory)
    claim(store, new Date())
    store.recordSent(before)
    closeLast()

    const report = await restoreInquiryDatabase(backup, directory)
    expect(report).toMatchObject({
      inquiries: 9,
      waiting: 3,
      carried: { carried: 8, carriedWaiting: 3, changed: 1 },
      renumbered: [],
      discarded: [],
      lostNumbers: undefined,
      nextNumber: 10,
    })
    const restored = open(directory)
    expect(restored.get(before)).toMatchObject({ mailState: 'sent' })
    for (const id of mailed) expect(restored.get(id)).toMatchObject({ mailState: 'sent' })
    for (const id of waiting) expect(restored.get(id)).toMatchObject({ mailState: 'pending' })
    expect(restored.add({ ...inquiry, message: 'Danach' }).id).toBe(10)
    // The database it replaced is gone: no other file in the folder holds an inquiry.
    expect(readdirSync(directory).filter((name) => /replaced|restoring/.test(name))).toEqual([])
  })

  it('gives no number twice once the database was lost whole: the record beside it says how far they went', async () => {
    const directory = newDirectory()
    arrives(directory, 'Eins', true)
    const backup = await backupOf(directory)
    arrives(directory, 'Zwei', true)
    arrives(directory, 'Drei', false)
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(join(directory, `${databaseFileName}${suffix}`), { force: true })

    const report = await restoreInquiryDatabase(backup, directory)
    expect(report).toMatchObject({ lostNumbers: { from: 2, to: 3 }, nextNumber: 4, skipped: false })
    expect(open(directory).add({ ...inquiry, message: 'Vier' }).id).toBe(4)
  })

  it('goes on well above the backup when nothing says which numbers were given since (a data folder lost whole)', async () => {
    const directory = newDirectory()
    arrives(directory, 'Eins', true)
    const backup = await backupOf(directory)
    const elsewhere = newDirectory()
    open(elsewhere)
    closeLast()
    rmSync(join(elsewhere, databaseFileName))
    const report = await restoreInquiryDatabase(backup, elsewhere)
    expect(report).toMatchObject({ skipped: true, nextNumber: 2 + unknownNumbersSkip })
  })

  it('refuses while the database in place cannot be read, naming the numbers that would be lost; discards it only when told', async () => {
    const directory = newDirectory()
    arrives(directory, 'Eins', true)
    const backup = await backupOf(directory)
    arrives(directory, 'Zwei', false)
    arrives(directory, 'Drei', false)
    const live = join(directory, databaseFileName)
    writeFileSync(live, 'beschädigt '.repeat(1000))
    rmSync(`${live}-wal`, { force: true })

    await expect(restoreInquiryDatabase(backup, directory)).rejects.toThrow(RestoreRefusedError)
    await expect(restoreInquiryDatabase(backup, directory)).rejects.toThrow(
      /cannot be read whole[\s\S]*Inquiries 2 to 3 arrived after the backup was made and would be lost[\s\S]*--discard-damaged/,
    )
    expect(readFileSync(live, 'utf8')).toMatch(/^beschädigt/)

    const report = await restoreInquiryDatabase(backup, directory, { discardDamaged: true })
    expect(report).toMatchObject({
      discarded: [live],
      lostNumbers: { from: 2, to: 3 },
      nextNumber: 4,
    })
    expect(filesHolding(directory, 'beschädigt')).toEqual([])
  })

  it('carries over what an earlier release’s restore left beside the database, and deletes it', async () => {
    const directory = newDirectory()
    arrives(directory, 'Eins', true)
    const backup = await backupOf(directory)
    arrives(directory, 'Nur im alten Ersatz', false)
    // An earlier release renamed the database it replaced, and put the backup in its place.
    const live = join(directory, databaseFileName)
    renameSync(live, `${live}.replaced-2026-11-20T10-00-00-000Z`)
    rmSync(`${live}-shm`, { force: true })
    rmSync(`${live}-wal`, { force: true })
    writeFileSync(live, readFileSync(backup))

    const report = await restoreInquiryDatabase(backup, directory)
    expect(report.carried).toMatchObject({ carried: 1, carriedWaiting: 1 })
    expect(
      open(directory)
        .all()
        .map((each) => valueOf(each, 'message')),
    ).toContain('Nur im alten Ersatz')
    expect(filesHolding(directory, 'Nur im alten Ersatz')).toEqual([databaseFileName])
  })

  it('numbers anew an inquiry of the backup whose number an earlier release gave to another', async () => {
    const directory = newDirectory()
    arrives(directory, 'Eins', true)
    arrives(directory, 'Zwei, vor dem alten Restore', true)
    const backup = await backupOf(directory)
    // What an earlier release left: number 2 given again, to another inquiry, later.
    const db = new DatabaseSync(join(directory, databaseFileName))
    db.prepare('UPDATE inquiries SET received_at = ?, message = ? WHERE id = 2').run(
      new Date(Date.now() + 60_000).toISOString(),
      'Zwei, nach dem alten Restore',
    )
    db.close()

    const report = await restoreInquiryDatabase(backup, directory)
    expect(report.renumbered).toEqual([{ from: 2, to: 3, receivedAt: expect.any(String) }])
    const restored = open(directory)
    expect(valueOf(restored.get(2)!, 'message')).toBe('Zwei, nach dem alten Restore')
    expect(valueOf(restored.get(3)!, 'message')).toBe('Zwei, vor dem alten Restore')
    expect(restored.add({ ...inquiry, message: 'Vier' }).id).toBe(4)
  })

  it('keeps the latest backup’s time and the first creation: what status judges by', async () => {
    const directory = newDirectory()
    const created = open(directory).created()!
    closeLast()
    const first = await backupOf(directory)
    const second = await backupOf(directory)
    const latest = open(directory).lastBackup()!
    closeLast()
    expect(second).not.toBe(first)
    await restoreInquiryDatabase(first, directory)
    const restored = open(directory)
    expect(restored.lastBackup()).toEqual(latest)
    expect(restored.created()).toEqual(created)
  })

  it('leaves no copy of an inquiry it erases afterwards in any file of the data folder', async () => {
    const directory = newDirectory()
    const secret = 'Bitte löschen: Durchwahl 4711'
    arrives(directory, 'Eins', true)
    const backup = await backupOf(directory)
    const id = arrives(directory, secret, true)
    await restoreInquiryDatabase(backup, directory)
    expect(filesHolding(directory, secret)).toEqual([databaseFileName])
    const store = open(directory)
    expect(store.remove(id)).toEqual({ removed: true, erased: true })
    closeLast()
    expect(filesHolding(directory, secret)).toEqual([])
  })

  it('restores every form’s posts with their form: those in the backup, and those that came after it', async () => {
    const directory = newDirectory()
    const store = open(directory)
    store.add(sampleApplication)
    closeLast()
    const backup = await backupOf(directory)
    const later = open(directory)
    later.add(sampleCallback)
    const erased = later.add({ ...sampleApplication, name: 'Bitte löschen' }).id
    later.remove(erased)
    closeLast()
    const report = await restoreInquiryDatabase(backup, directory)
    expect(report).toMatchObject({ inquiries: 2, carried: { carried: 1 }, erasedAgain: 0 })
    const restored = open(directory)
    expect(restored.all().map(({ id, form }) => [id, form])).toEqual([
      [1, 'application'],
      [2, 'callback'],
    ])
    expect(restored.get(1)).toMatchObject({ phone: sampleApplication.phone })
    expect(restored.get(2)).toMatchObject({ callTime: sampleCallback.callTime })
    // The deleted one's number is never given again, whatever its form.
    expect(restored.add(sampleInquiry).id).toBe(erased + 1)
  })
})
