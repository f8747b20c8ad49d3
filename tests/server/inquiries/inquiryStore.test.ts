// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'

import {
  consentTextVersion,
  databaseFileName,
  duplicateWindowMs,
  NoDatabaseError,
  openInquiryStore,
  type InquiryStore,
  type StoreOptions,
} from '@/server/inquiries/inquiryStore'

import { sampleInquiry as inquiry } from './sampleInquiry'

const opened: InquiryStore[] = []
const open = (directory: string, options?: StoreOptions) => {
  const store = openInquiryStore(directory, options)
  opened.push(store)
  return store
}
const newDirectory = () => join(mkdtempSync(join(tmpdir(), 'inquiries-')), 'data')
const minutes = (count: number) => count * 60_000
const at = (start: Date, ms: number) => new Date(start.getTime() + ms)
const start = new Date('2026-11-26T10:00:00Z')

afterEach(() => {
  for (const store of opened.splice(0)) store.close()
})

/** Claims what is due at `now` for a minute, the next attempt a minute later. */
const claim = (store: InquiryStore, now: Date) =>
  store.claimNext(now, at(now, minutes(1)), () => at(now, minutes(1)))

describe('the inquiry store, on a real SQLite file', () => {
  it('creates its directory and file, readable by the server’s user only, with durable settings', () => {
    const directory = newDirectory()
    const store = open(directory)
    expect(store.path).toBe(join(directory, databaseFileName))
    expect(statSync(directory).mode & 0o777).toBe(0o700)
    expect(statSync(store.path).mode & 0o777).toBe(0o600)
    const db = new DatabaseSync(store.path)
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: 3 })
    db.close()
  })

  it('opens no database where there is none when asked not to create one', () => {
    const directory = newDirectory()
    expect(() => open(directory, { create: false })).toThrow(NoDatabaseError)
    expect(() => statSync(directory)).toThrow()
  })

  it('keeps every field intact across a reopen (umlauts, emoji, line breaks)', () => {
    const directory = newDirectory()
    const { id } = open(directory).add(inquiry, start)
    opened.pop()!.close()
    const { consentText, ...typed } = inquiry
    expect(open(directory).get(id)).toMatchObject({
      ...typed,
      id,
      receivedAt: start,
      mailState: 'pending',
      attempts: 0,
      consent: { givenAt: start, textVersion: consentTextVersion(consentText) },
    })
  })

  it('records the consent text each inquiry’s visitor ticked, once per version', () => {
    const store = open(newDirectory())
    const first = store.add(inquiry, start)
    store.add({ ...inquiry, name: 'B' }, start)
    const changed = store.add({ ...inquiry, name: 'C', consentText: 'Neuer Text' }, start)
    const version = store.get(first.id)!.consent!.textVersion
    expect(store.consentText(version)).toEqual({ language: 'de', text: inquiry.consentText })
    expect(store.get(changed.id)!.consent!.textVersion).not.toBe(version)
  })

  it('takes the same submission within minutes as one inquiry (a double tap, a reload)', () => {
    const store = open(newDirectory())
    const { id } = store.add(inquiry, start)
    expect(store.add(inquiry, at(start, 1000))).toEqual({
      id,
      duplicate: true,
      repeats: undefined,
    })
    expect(store.add(inquiry, at(start, duplicateWindowMs - 1000)).duplicate).toBe(true)
    expect(store.add({ ...inquiry, message: 'Anders' }, at(start, 1000)).duplicate).toBe(false)
    expect(store.all()).toHaveLength(2)
  })

  it('stores the same words later as a new inquiry that repeats the first (23 hours on)', () => {
    const store = open(newDirectory())
    const { id } = store.add(inquiry, start)
    const later = at(start, minutes(23 * 60))
    const again = store.add(inquiry, later)
    expect(again).toMatchObject({ duplicate: false, repeats: id })
    expect(store.get(again.id)).toMatchObject({
      mailState: 'pending',
      repeats: { id, receivedAt: start },
    })
    // The latest earlier one is named.
    expect(store.add(inquiry, at(later, duplicateWindowMs + 1000)).repeats).toBe(again.id)
  })

  it('holds a certain bot’s inquiry, and never takes a later one for its duplicate', () => {
    const store = open(newDirectory())
    const held = store.add({ ...inquiry, botSign: 'honeypot' }, start)
    expect(store.get(held.id)).toMatchObject({ botSign: 'honeypot', mailState: 'held' })
    expect(claim(store, start)).toBeUndefined()
    const person = store.add(inquiry, at(start, 1000))
    expect(person).toMatchObject({ duplicate: false, repeats: undefined })
    expect(store.counts()).toEqual({ pending: 1, sent: 0, held: 1, refused: 0 })
  })

  it('delivers an inquiry only marked as possibly automated', () => {
    const store = open(newDirectory())
    const { id } = store.add({ ...inquiry, botSign: 'tooFast' }, start)
    expect(claim(store, start)).toMatchObject({ id, botSign: 'tooFast' })
  })

  it('releases a held inquiry by hand: it is due at once, and says when it was released', () => {
    const store = open(newDirectory())
    const { id } = store.add({ ...inquiry, botSign: 'honeypot' }, start)
    expect(store.release(id, at(start, 5000))).toBe(true)
    expect(store.release(id)).toBe(false)
    expect(claim(store, at(start, 5000))).toMatchObject({ id, releasedAt: at(start, 5000) })
  })

  it('lets one claim an inquiry at a time, across connections, until the claim expires', () => {
    const directory = newDirectory()
    const first = open(directory)
    const second = open(directory)
    const { id } = first.add(inquiry, start)
    const claimed = first.claimNext(start, at(start, minutes(5)), () => at(start, minutes(1)))
    expect(claimed).toMatchObject({ id, attempts: 1, claimedUntil: at(start, minutes(5)) })
    expect(claim(second, at(start, minutes(2)))).toBeUndefined()
    expect(second.nextAttemptAt()).toEqual(at(start, minutes(5)))
    // The claimant vanished without a record: after the claim expires, another process sends it.
    expect(claim(second, at(start, minutes(5)))).toMatchObject({ id, attempts: 2 })
  })

  it('ends the claims of a claimant that no longer runs: its inquiry is due again at once', () => {
    const store = open(newDirectory())
    const { id } = store.add(inquiry, start)
    store.claimNext(start, at(start, minutes(5)), () => at(start, minutes(1)), 'host 4711')
    const later = at(start, 1000)
    expect(store.endClaimsOfGone(later, (claimant) => claimant === 'host 1')).toBe(0)
    expect(claim(store, later)).toBeUndefined()
    expect(store.endClaimsOfGone(later, (claimant) => claimant === 'host 4711')).toBe(1)
    expect(claim(store, later)).toMatchObject({ id, attempts: 2 })
  })

  it('records a temporary failure (due at the claim’s next attempt), a refusal and a sent mail', () => {
    const store = open(newDirectory())
    const { id } = store.add(inquiry, start)
    claim(store, start)
    store.recordFailedAttempt(id, 'ECONNREFUSED', at(start, minutes(1)))
    expect(store.get(id)).toMatchObject({ attempts: 1, lastError: 'ECONNREFUSED' })
    expect(claim(store, at(start, 1000))).toBeUndefined()
    expect(claim(store, at(start, minutes(1)))).toMatchObject({ id, attempts: 2 })
    store.recordRefused(id, 'EENVELOPE 550 No such user')
    expect(store.get(id)).toMatchObject({ mailState: 'refused' })
    expect(claim(store, at(start, minutes(100)))).toBeUndefined()
    expect(store.retryRefused()).toBe(1)
    expect(claim(store, at(start, minutes(100)))).toMatchObject({ id, attempts: 3 })
    store.recordSent(id, at(start, minutes(100)))
    expect(store.get(id)).toMatchObject({ mailState: 'sent', sentAt: at(start, minutes(100)) })
    expect(store.retryNow(id)).toBe(false)
    expect(store.nextAttemptAt()).toBeUndefined()
  })

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

  it('erases a deleted inquiry: its text is in none of the database’s files', () => {
    const directory = newDirectory()
    const server = open(directory)
    const secret = 'Geheime Durchwahl 4711'
    const { id: one } = server.add({ ...inquiry, message: secret }, start)
    const { id: two } = server.add({ ...inquiry, name: 'B', message: `${secret} B` }, start)
    const filesWith = (text: string) =>
      readdirSync(directory).filter((file) => readFileSync(join(directory, file)).includes(text))
    expect(filesWith(secret)).not.toEqual([])
    // Mailed, so that the retention period may delete it.
    claim(server, start)
    claim(server, start)
    server.recordSent(two, start)
    // Deleted through a second connection while the server's stays open, as the CLI does.
    expect(open(directory).remove(one)).toEqual({ removed: true, erased: true })
    expect(open(directory).purgeReceivedBefore(at(start, 1))).toEqual({
      purged: 1,
      kept: 0,
      erased: true,
    })
    expect(server.get(two)).toBeUndefined()
    expect(filesWith(secret)).toEqual([])
    // The record of erasures names both by number and time, and holds nothing typed.
    const record = readFileSync(server.erasures.file, 'utf8')
    expect(server.erasures.all().map(({ id, receivedAt }) => [id, receivedAt])).toEqual([
      [one, start.toISOString()],
      [two, start.toISOString()],
    ])
    for (const typed of [secret, inquiry.name, inquiry.email]) expect(record).not.toContain(typed)
  })

  it('deletes by retention only what was mailed, or refused or held and seen: a clock 200 days ahead erases no lead', () => {
    const store = open(newDirectory())
    const mailed = store.add({ ...inquiry, message: 'mailed' }, start).id
    const waiting = store.add({ ...inquiry, message: 'waiting' }, start).id
    const refused = store.add({ ...inquiry, message: 'refused' }, start).id
    const held = store.add({ ...inquiry, message: 'held', botSign: 'honeypot' }, start).id
    const seenHeld = store.add({ ...inquiry, message: 'seen held', botSign: 'honeypot' }, start).id
    for (let count = 0; count < 3; count += 1) claim(store, start)
    store.recordSent(mailed, start)
    store.recordRefused(refused, '550')
    store.markSeen([seenHeld], start)
    const clockAhead = at(start, minutes(200 * 24 * 60))
    expect(
      store.purgeReceivedBefore(at(clockAhead, -minutes(180 * 24 * 60)), clockAhead),
    ).toMatchObject({
      purged: 2,
      kept: 3,
    })
    expect(store.all().map((each) => each.id)).toEqual([waiting, refused, held])
    // Once someone has looked at the refused one, it may go.
    store.markSeen([refused], clockAhead)
    expect(store.purgeReceivedBefore(clockAhead, clockAhead)).toMatchObject({ purged: 1 })
  })

  it('lets no time set while the clock ran ahead delay a send: a next attempt or a claim a day ahead is over', () => {
    const store = open(newDirectory())
    // Stored, and tried once, while the machine's clock ran a day ahead.
    const dayAhead = at(start, minutes(24 * 60))
    const { id } = store.add(inquiry, dayAhead)
    store.claimNext(dayAhead, at(dayAhead, minutes(5)), () => at(dayAhead, minutes(1)), 'gone 1')
    // The clock is right again: it is due now.
    expect(store.nextAttemptAt(start)).toEqual(start)
    expect(claim(store, start)).toMatchObject({ id, attempts: 2 })
  })

  it('keeps a claim that is renewed, and only for its claimant', () => {
    const store = open(newDirectory())
    const { id } = store.add(inquiry, start)
    store.claimNext(start, at(start, minutes(1)), () => at(start, minutes(1)), 'host 1')
    expect(store.renewClaim(id, 'host 2', at(start, minutes(10)))).toBe(false)
    expect(store.renewClaim(id, 'host 1', at(start, minutes(3)))).toBe(true)
    expect(claim(store, at(start, minutes(2)))).toBeUndefined()
    expect(claim(store, at(start, minutes(3)))).toMatchObject({ id })
  })

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
