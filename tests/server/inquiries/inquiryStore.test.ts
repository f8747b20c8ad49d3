// @vitest-environment node
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'

import {
  databaseFileName,
  duplicateWindowMs,
  openInquiryStore,
  type InquiryStore,
} from '@/server/inquiries/inquiryStore'

import { sampleInquiry as inquiry } from './sampleInquiry'

const opened: InquiryStore[] = []
const open = (directory: string) => {
  const store = openInquiryStore(directory)
  opened.push(store)
  return store
}
const newDirectory = () => join(mkdtempSync(join(tmpdir(), 'inquiries-')), 'data')

afterEach(() => {
  for (const store of opened.splice(0)) store.close()
})

describe('the inquiry store, on a real SQLite file', () => {
  it('creates its directory and file, readable by the server’s user only, with durable settings', () => {
    const directory = newDirectory()
    const store = open(directory)
    expect(store.path).toBe(join(directory, databaseFileName))
    expect(statSync(directory).mode & 0o777).toBe(0o700)
    expect(statSync(store.path).mode & 0o777).toBe(0o600)
    const db = new DatabaseSync(store.path)
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: 1 })
    db.close()
  })

  it('keeps every field intact across a reopen (umlauts, emoji, line breaks)', () => {
    const directory = newDirectory()
    const { id } = open(directory).add(inquiry, new Date('2026-11-26T10:00:00Z'))
    opened.pop()!.close()
    expect(open(directory).get(id)).toMatchObject({
      ...inquiry,
      id,
      receivedAt: new Date('2026-11-26T10:00:00Z'),
      mailState: 'pending',
      attempts: 0,
    })
  })

  it('stores the same inquiry once within the duplicate window, and again after it', () => {
    const store = open(newDirectory())
    const first = new Date('2026-11-26T10:00:00Z')
    const { id } = store.add(inquiry, first)
    expect(store.add(inquiry, new Date(first.getTime() + 1000))).toEqual({ id, duplicate: true })
    expect(store.add({ ...inquiry, message: 'Anders' }, first).duplicate).toBe(false)
    const later = new Date(first.getTime() + duplicateWindowMs + 1)
    expect(store.add(inquiry, later).duplicate).toBe(false)
    expect(store.all()).toHaveLength(3)
  })

  it('keeps spam, marked and never due for mailing', () => {
    const store = open(newDirectory())
    const { id } = store.add({ ...inquiry, spam: 'honeypot' })
    expect(store.get(id)).toMatchObject({ spam: 'honeypot', mailState: 'notMailed' })
    expect(store.due()).toEqual([])
    expect(store.counts()).toEqual({ pending: 0, sent: 0, notMailed: 1 })
  })

  it('hands the outbox what is due, records failures with their next attempt, and sent mail once', () => {
    const store = open(newDirectory())
    const now = new Date('2026-11-26T10:00:00Z')
    const { id } = store.add(inquiry, now)
    expect(store.due(now).map((due) => due.id)).toEqual([id])
    const next = new Date(now.getTime() + 60_000)
    store.recordFailedAttempt(id, 'ECONNREFUSED', next)
    expect(store.due(now)).toEqual([])
    expect(store.nextAttemptAt()).toEqual(next)
    expect(store.get(id)).toMatchObject({ attempts: 1, lastError: 'ECONNREFUSED' })
    expect(store.due(next).map((due) => due.id)).toEqual([id])
    store.recordSent(id, next)
    expect(store.get(id)).toMatchObject({ mailState: 'sent', sentAt: next, attempts: 2 })
    expect(store.due(new Date(next.getTime() + duplicateWindowMs))).toEqual([])
    expect(store.nextAttemptAt()).toBeUndefined()
  })

  it('deletes one inquiry, and every inquiry received before a date', () => {
    const store = open(newDirectory())
    const { id: old } = store.add(inquiry, new Date('2026-01-01T00:00:00Z'))
    const { id: recent } = store.add({ ...inquiry, name: 'B' }, new Date('2026-11-01T00:00:00Z'))
    const { id: other } = store.add({ ...inquiry, name: 'C' }, new Date('2026-11-02T00:00:00Z'))
    expect(store.purgeReceivedBefore(new Date('2026-06-01T00:00:00Z'))).toBe(1)
    expect(store.get(old)).toBeUndefined()
    expect(store.remove(recent)).toBe(true)
    expect(store.remove(recent)).toBe(false)
    expect(store.all().map((stored) => stored.id)).toEqual([other])
  })

  it('refuses a database from a newer release instead of guessing its schema', () => {
    const directory = newDirectory()
    open(directory)
    opened.pop()!.close()
    const db = new DatabaseSync(join(directory, databaseFileName))
    db.exec('PRAGMA user_version = 99')
    db.close()
    expect(() => open(directory)).toThrow(/schema version 99/)
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
