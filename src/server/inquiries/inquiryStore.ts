/**
 * The inquiry database: one SQLite file in the data directory, through Node's built-in `node:sqlite`
 * (nothing to install or compile). This module owns it: nothing else writes SQL.
 *
 * Durable before anything is acknowledged: every write is a transaction that has reached the disk
 * when the call returns (write-ahead log, `synchronous = FULL`), so an inquiry the server confirmed
 * survives a crash or a power cut. The schema carries a version (`PRAGMA user_version`); a newer
 * release adds a migration at the end of {@link migrations}, never edits one.
 *
 * Several processes may open the same file (an overlapping restart, `npm run inquiries` beside the
 * server): an inquiry is claimed in the database before it is mailed ({@link claimNext}), so only
 * one of them sends it.
 *
 * Times are the machine's clock, which can be stepped: no time further ahead than the longest wait
 * this module sets ({@link longestWaitMs}) delays anything, and the retention period deletes only
 * what reached the company or someone has seen.
 */
import { createHash } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import { pathToFileURL } from 'node:url'

import { inquiryBodyLimitBytes, inquiryFieldLimits } from '@/config/inquiry'
import type { Language } from '@/shared/language'

import { erasureRecord, type Erasure } from './erasureRecord'
import type { BotSign, Inquiry } from './readInquiry'

/** Where the database lives unless `DATA_DIR` says otherwise: relative to the working directory. */
export const defaultDataDirectory = 'data'
export const databaseFileName = 'inquiries.sqlite'

/**
 * The same submission arriving again within this time (a double tap, a reload, a retry after a
 * timeout) is one inquiry. The same words later are a new inquiry that repeats the first: the
 * visitor may be sending again because nobody answered.
 */
export const duplicateWindowMs = 10 * 60 * 1000

/**
 * The longest wait this store is ever asked to keep: the longest retry, and more than any claim. A
 * next attempt or a claim further ahead than this was set while the clock ran ahead, and is over.
 */
export const longestWaitMs = 60 * 60 * 1000

/**
 * How the outbox stands with an inquiry: waiting to be mailed (also while one process sends it),
 * mailed, held as spam (never mailed unless released by hand), or refused for good by the mail
 * server (waiting for someone to fix the settings).
 */
export type MailState = 'pending' | 'sent' | 'held' | 'refused'

/** What the store takes: the inquiry, and the consent text its visitor was shown and ticked. */
export type NewInquiry = Inquiry & { consentText: string }

/** The inquiry with what the store adds: its number, times and mail state. */
export type StoredInquiry = Inquiry & {
  id: number
  receivedAt: Date
  mailState: MailState
  attempts: number
  nextAttemptAt: Date | undefined
  /** While a process sends it: no other sends it before this time. */
  claimedUntil: Date | undefined
  lastError: string | undefined
  sentAt: Date | undefined
  /** When someone released it from spam (`npm run inquiries -- release`). */
  releasedAt: Date | undefined
  /** An earlier inquiry with the same fields, received outside the duplicate window. */
  repeats: { id: number; receivedAt: Date } | undefined
  /** When the visitor gave consent, and the version of the consent text they were shown. */
  consent: { givenAt: Date; textVersion: string } | undefined
  /** When someone first looked at it (`npm run inquiries -- show`, `list`, `export`). */
  seenAt: Date | undefined
}

/** A server that runs (or ran) on this database, with the settings it judges health by. */
export type ServerRecord = {
  claimant: string
  startedAt: Date
  /** Whether it has a mail server (`SMTP_URL`) to mail inquiries through. */
  mails: boolean
  alertMinutes: number
}

const migrations = [
  `CREATE TABLE inquiries (
     id INTEGER PRIMARY KEY,
     received_at TEXT NOT NULL,
     language TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     company TEXT NOT NULL,
     message TEXT NOT NULL,
     fingerprint TEXT NOT NULL,
     spam TEXT,
     mail_state TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX inquiries_by_fingerprint ON inquiries (fingerprint, received_at);
   CREATE INDEX inquiries_outbox ON inquiries (mail_state, next_attempt_at);`,
  // Claims before sending, refusals that wait for attention, repeats, releases, consent records.
  // Release 1 held inquiries sent faster than 3 s as spam ('notMailed'): they stay held, now 'held'.
  `ALTER TABLE inquiries RENAME COLUMN spam TO bot_sign;
   UPDATE inquiries SET mail_state = 'held' WHERE mail_state = 'notMailed';
   ALTER TABLE inquiries ADD COLUMN claimed_until TEXT;
   ALTER TABLE inquiries ADD COLUMN claimed_by TEXT;
   ALTER TABLE inquiries ADD COLUMN released_at TEXT;
   ALTER TABLE inquiries ADD COLUMN repeats_id INTEGER;
   ALTER TABLE inquiries ADD COLUMN repeats_received_at TEXT;
   ALTER TABLE inquiries ADD COLUMN consent_given_at TEXT;
   ALTER TABLE inquiries ADD COLUMN consent_text_version TEXT;
   CREATE INDEX inquiries_waiting ON inquiries (mail_state, received_at);
   CREATE TABLE write_probe (data BLOB NOT NULL);
   CREATE TABLE consent_texts (
     version TEXT PRIMARY KEY,
     language TEXT NOT NULL,
     text TEXT NOT NULL,
     first_given_at TEXT NOT NULL
   );`,
  // What retention may delete (seen), backups' times, and the servers with their settings, so that
  // `npm run inquiries -- status` judges by the running server's settings. A database from before
  // counts as created now: its first backup is due a day and a half later.
  `ALTER TABLE inquiries ADD COLUMN seen_at TEXT;
   CREATE TABLE facts (name TEXT PRIMARY KEY, value TEXT NOT NULL);
   INSERT INTO facts VALUES ('createdAt', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
   CREATE TABLE servers (
     claimant TEXT PRIMARY KEY,
     started_at TEXT NOT NULL,
     mails INTEGER NOT NULL,
     alert_minutes INTEGER NOT NULL
   );`,
]

type Row = Record<string, string | number | null>

const iso = (date: Date) => date.toISOString()
const dateOrUndefined = (value: unknown) =>
  typeof value === 'string' ? new Date(value) : undefined

function fromRow(row: Row): StoredInquiry {
  return {
    id: Number(row.id),
    receivedAt: new Date(String(row.received_at)),
    language: row.language as Language,
    name: String(row.name),
    email: String(row.email),
    company: String(row.company),
    message: String(row.message),
    botSign: (row.bot_sign ?? undefined) as BotSign | undefined,
    mailState: row.mail_state as MailState,
    attempts: Number(row.attempts),
    nextAttemptAt: dateOrUndefined(row.next_attempt_at),
    claimedUntil: dateOrUndefined(row.claimed_until),
    lastError: typeof row.last_error === 'string' ? row.last_error : undefined,
    sentAt: dateOrUndefined(row.sent_at),
    releasedAt: dateOrUndefined(row.released_at),
    repeats:
      row.repeats_id === null
        ? undefined
        : { id: Number(row.repeats_id), receivedAt: new Date(String(row.repeats_received_at)) },
    consent:
      row.consent_given_at === null
        ? undefined
        : {
            givenAt: new Date(String(row.consent_given_at)),
            textVersion: String(row.consent_text_version),
          },
    seenAt: dateOrUndefined(row.seen_at),
  }
}

/** What makes two inquiries the same one: every field the visitor typed (./readInquiry.ts: NFC). */
function fingerprintOf(inquiry: Inquiry): string {
  const fields = [inquiry.name, inquiry.email, inquiry.company, inquiry.message]
  return createHash('sha256').update(fields.join('\u0000')).digest('base64url')
}

/** A short name for a consent text: the same words always get the same version. */
export const consentTextVersion = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 12)

/** There is no database where one was expected: `npm run inquiries` with a mistyped `DATA_DIR`. */
export class NoDatabaseError extends Error {}

export type StoreOptions = {
  /** Create the folder and the file if they are missing (the server); else refuse (the CLI). */
  create?: boolean
  /**
   * How long a statement waits for another process's write lock before it fails as busy. The
   * server's worker waits not at all and tries again later (./inquiryDatabase.ts); the CLI waits.
   */
  busyTimeoutMs?: number
  /** Open a database that cannot be written for reading instead of failing (the CLI, in a rescue). */
  readOnlyFallback?: boolean
}

/** The database is locked by another connection: worth trying again shortly. */
export const isBusy = (error: unknown) => {
  const code = (error as { errcode?: unknown } | undefined)?.errcode
  return typeof code === 'number' && [5, 6].includes(code & 0xff)
}

/** The file or its folder cannot be written: a read-only file system, or another user's file. */
const isReadOnly = (error: unknown) => {
  const { errcode, code } = (error ?? {}) as { errcode?: unknown; code?: unknown }
  return (
    (typeof errcode === 'number' && [8, 14].includes(errcode & 0xff)) ||
    ['EROFS', 'EPERM', 'EACCES'].includes(String(code))
  )
}

/**
 * A database that cannot be written, for reading: with SQLite's own read-only mode, or, where
 * that needs a write-ahead index that cannot be created, as an unchanging file (`immutable`).
 */
export function openForReading(path: string): DatabaseSync {
  const db = new DatabaseSync(path, { readOnly: true })
  try {
    db.prepare('PRAGMA user_version').get()
    return db
  } catch {
    db.close()
    return new DatabaseSync(`${pathToFileURL(path).href}?immutable=1`, { readOnly: true })
  }
}

export type InquiryStore = ReturnType<typeof openInquiryStore>

/** Opens for writing, creating and migrating it as needed. */
function openForWriting(path: string, busyTimeoutMs: number): DatabaseSync {
  const db = new DatabaseSync(path)
  try {
    // What visitors sent is for the company's eyes only; SQLite gives its journal files the same mode.
    chmodSync(path, 0o600)
    // secure_delete: a deleted inquiry's text is overwritten, not left in free pages.
    db.exec(
      `PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}; PRAGMA journal_mode = WAL;
       PRAGMA synchronous = FULL; PRAGMA secure_delete = ON;`,
    )
    migrate(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/** Opens (and creates or migrates) the database in `dataDirectory`. */
export function openInquiryStore(
  dataDirectory: string,
  { create = true, busyTimeoutMs = 5000, readOnlyFallback = false }: StoreOptions = {},
) {
  const path = resolve(join(dataDirectory, databaseFileName))
  if (create) mkdirSync(dataDirectory, { recursive: true, mode: 0o700 })
  else if (!existsSync(path))
    throw new NoDatabaseError(
      `There is no inquiry database at ${path}: is DATA_DIR the server's? (default ./data)`,
    )
  let db: DatabaseSync
  let readOnly = false
  try {
    db = openForWriting(path, busyTimeoutMs)
  } catch (error) {
    if (!readOnlyFallback || !isReadOnly(error)) throw error
    db = openForReading(path)
    readOnly = true
    const version = schemaVersion(db)
    if (version !== migrations.length) {
      db.close()
      throw new Error(
        `The inquiry database at ${path} cannot be written, and has schema version ${version} where this release reads ${migrations.length}: copy it (with its -wal file, if any) to a folder you can write to, and set DATA_DIR to that folder`,
      )
    }
  }
  const erasures = erasureRecord(path)

  const statements = {
    latestOfFingerprint: db.prepare(
      `SELECT id, received_at FROM inquiries WHERE fingerprint = ?
         AND mail_state IN ('pending', 'sent', 'refused') ORDER BY id DESC LIMIT 1`,
    ),
    insert: db.prepare(
      `INSERT INTO inquiries
         (received_at, language, name, email, company, message, fingerprint, bot_sign, mail_state,
          repeats_id, repeats_received_at, consent_given_at, consent_text_version)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    ),
    keepConsentText: db.prepare(
      `INSERT INTO consent_texts (version, language, text, first_given_at) VALUES (?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
    ),
    consentText: db.prepare('SELECT language, text FROM consent_texts WHERE version = ?'),
    // Due: never tried, or its next attempt has come, or that time is further ahead than any wait
    // this store sets (?2: set while the clock ran ahead); and claimed by nobody in the same sense.
    nextDue: db.prepare(
      `SELECT * FROM inquiries WHERE mail_state = 'pending'
         AND (next_attempt_at IS NULL OR next_attempt_at <= ?1 OR next_attempt_at > ?2)
         AND (claimed_until IS NULL OR claimed_until <= ?1 OR claimed_until > ?2)
       ORDER BY id LIMIT 1`,
    ),
    claim: db.prepare(
      `UPDATE inquiries SET attempts = attempts + 1, claimed_until = ?, claimed_by = ?,
         next_attempt_at = ? WHERE id = ? RETURNING *`,
    ),
    renewClaim: db.prepare(
      `UPDATE inquiries SET claimed_until = ? WHERE id = ? AND claimed_by = ?
         AND mail_state = 'pending'`,
    ),
    claimants: db.prepare(
      `SELECT DISTINCT claimed_by FROM inquiries
         WHERE mail_state = 'pending' AND claimed_until > ? AND claimed_by IS NOT NULL`,
    ),
    endClaimsOf: db.prepare(
      `UPDATE inquiries SET claimed_until = NULL, claimed_by = NULL, next_attempt_at = NULL
         WHERE mail_state = 'pending' AND claimed_by = ?`,
    ),
    // '' (before every date) for what is due now, as `nextDue` judges it.
    nextAttempt: db.prepare(
      `SELECT MIN(MAX(
           CASE WHEN next_attempt_at > ?1 THEN '' ELSE COALESCE(next_attempt_at, '') END,
           CASE WHEN claimed_until > ?1 THEN '' ELSE COALESCE(claimed_until, '') END))
         AS next FROM inquiries WHERE mail_state = 'pending'`,
    ),
    sent: db.prepare(
      `UPDATE inquiries SET mail_state = 'sent', sent_at = ?, claimed_until = NULL,
         next_attempt_at = NULL, last_error = NULL WHERE id = ?`,
    ),
    failed: db.prepare(
      'UPDATE inquiries SET last_error = ?, next_attempt_at = ?, claimed_until = NULL WHERE id = ?',
    ),
    refused: db.prepare(
      `UPDATE inquiries SET mail_state = 'refused', last_error = ?, claimed_until = NULL,
         next_attempt_at = NULL WHERE id = ?`,
    ),
    retryRefused: db.prepare(
      `UPDATE inquiries SET mail_state = 'pending', next_attempt_at = NULL
         WHERE mail_state = 'refused'`,
    ),
    retryNow: db.prepare(
      `UPDATE inquiries SET mail_state = 'pending', next_attempt_at = NULL
         WHERE id = ? AND mail_state IN ('pending', 'refused')`,
    ),
    release: db.prepare(
      `UPDATE inquiries SET mail_state = 'pending', released_at = ?, next_attempt_at = NULL
         WHERE id = ? AND mail_state = 'held'`,
    ),
    probe: db.prepare('INSERT INTO write_probe (data) VALUES (zeroblob(?))'),
    unprobe: db.prepare('DELETE FROM write_probe'),
    get: db.prepare('SELECT * FROM inquiries WHERE id = ?'),
    all: db.prepare('SELECT * FROM inquiries ORDER BY id'),
    held: db.prepare(`SELECT * FROM inquiries WHERE mail_state = 'held' ORDER BY id`),
    seen: db.prepare('UPDATE inquiries SET seen_at = ? WHERE id = ? AND seen_at IS NULL'),
    toErase: db.prepare('SELECT id, received_at FROM inquiries WHERE id = ?'),
    remove: db.prepare('DELETE FROM inquiries WHERE id = ?'),
    removeIfReceivedAt: db.prepare('DELETE FROM inquiries WHERE id = ? AND received_at = ?'),
    // Only what reached the company, or what someone has seen: a clock far ahead must not erase
    // an inquiry nobody read.
    expired: db.prepare(
      `SELECT id, received_at FROM inquiries WHERE received_at < ?
         AND (mail_state = 'sent' OR (mail_state IN ('held', 'refused') AND seen_at IS NOT NULL))`,
    ),
    keptPastRetention: db.prepare('SELECT COUNT(*) AS count FROM inquiries WHERE received_at < ?'),
    counts: db.prepare('SELECT mail_state AS state, COUNT(*) AS count FROM inquiries GROUP BY 1'),
    // Overdue: waiting since before ?1, or dated after ?2 (stored while the clock ran ahead: how
    // long it has waited cannot be told, so it is not taken to be fine).
    waiting: db.prepare(
      `SELECT COUNT(*) AS count, MIN(received_at) AS oldest,
         COUNT(CASE WHEN received_at < ?1 OR received_at > ?2 THEN 1 END) AS overdue
       FROM inquiries WHERE mail_state = 'pending'`,
    ),
    fact: db.prepare('SELECT value FROM facts WHERE name = ?'),
    setFact: db.prepare(
      'INSERT INTO facts (name, value) VALUES (?, ?) ON CONFLICT DO UPDATE SET value = excluded.value',
    ),
    recordServer: db.prepare(
      `INSERT OR REPLACE INTO servers (claimant, started_at, mails, alert_minutes)
         VALUES (?, ?, ?, ?)`,
    ),
    forgetServer: db.prepare('DELETE FROM servers WHERE claimant = ?'),
    servers: db.prepare('SELECT * FROM servers ORDER BY started_at DESC'),
    heldForFillTime: db.prepare(
      `SELECT COUNT(*) AS count FROM inquiries WHERE mail_state = 'held' AND bot_sign = 'tooFast'`,
    ),
  }

  /** Empties the write-ahead log into the file: a deleted text then exists nowhere. */
  function checkpoint(): boolean {
    const result = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get()
    return Number(result?.busy ?? 1) === 0
  }

  /** The latest time a wait set now could end: anything later was set by a clock that ran ahead. */
  const latestPlausible = (now: Date) => iso(new Date(now.getTime() + longestWaitMs))

  /** Erases the inquiries in `rows`, recorded first (./erasureRecord.ts). */
  function erase(rows: Row[], now: Date): number {
    erasures.add(
      rows.map((row) => ({
        id: Number(row.id),
        receivedAt: String(row.received_at),
        erasedAt: iso(now),
      })),
    )
    let erased = 0
    for (const row of rows) erased += Number(statements.remove.run(Number(row.id)).changes)
    return erased
  }

  const fact = (name: string) => dateOrUndefined(statements.fact.get(name)?.value)

  return {
    path,
    /** Opened for reading only: the file or its folder cannot be written. */
    readOnly,

    /**
     * Stores an inquiry unless the same submission arrived within {@link duplicateWindowMs}; either
     * way the answer names the stored inquiry. An inquiry held as spam is never the earlier one.
     * Returns only once the write is on disk. `mayCommit` is asked last, just before the commit:
     * when it says no, nothing is stored and {@link NotCommittedError} is thrown.
     */
    add(
      inquiry: NewInquiry,
      now = new Date(),
      mayCommit: () => boolean = () => true,
    ): { id: number; duplicate: boolean; repeats: number | undefined } {
      const fingerprint = fingerprintOf(inquiry)
      const version = consentTextVersion(inquiry.consentText)
      return transaction(
        db,
        () => {
          const earlier = statements.latestOfFingerprint.get(fingerprint)
          const earlierAt = earlier && String(earlier.received_at)
          if (earlier && earlierAt! >= iso(new Date(now.getTime() - duplicateWindowMs)))
            return { id: Number(earlier.id), duplicate: true, repeats: undefined }
          statements.keepConsentText.run(version, inquiry.language, inquiry.consentText, iso(now))
          const row = statements.insert.get(
            iso(now),
            inquiry.language,
            inquiry.name,
            inquiry.email,
            inquiry.company,
            inquiry.message,
            fingerprint,
            inquiry.botSign ?? null,
            inquiry.botSign === 'honeypot' ? 'held' : 'pending',
            earlier ? Number(earlier.id) : null,
            earlierAt ?? null,
            iso(now),
            version,
          )
          return {
            id: Number(row!.id),
            duplicate: false,
            repeats: earlier ? Number(earlier.id) : undefined,
          }
        },
        mayCommit,
      )
    },

    /**
     * Claims the oldest inquiry that is due for `claimant`: counts the attempt, sets when the next
     * one is due (`retryAt`, should this one fail without a record), and keeps every other process
     * from sending it before `claimUntil`. The claim is on disk before the caller sends anything.
     */
    claimNext(
      now: Date,
      claimUntil: Date,
      retryAt: (attempt: number) => Date,
      claimant = 'anonymous',
    ) {
      return transaction(db, () => {
        const due = statements.nextDue.get(iso(now), latestPlausible(now)) as Row | undefined
        if (!due) return undefined
        const attempt = Number(due.attempts) + 1
        const row = statements.claim.get(
          iso(claimUntil),
          claimant,
          iso(retryAt(attempt)),
          Number(due.id),
        )
        return fromRow(row as Row)
      })
    },

    /** Keeps `claimant`'s claim on an inquiry until `until` (a send still running); false if lost. */
    renewClaim(id: number, claimant: string, until: Date): boolean {
      return Number(statements.renewClaim.run(iso(until), id, claimant).changes) > 0
    },

    /**
     * Ends the claims of every claimant that `isGone` says no longer runs (a server killed while
     * it was sending): what it claimed is due again at once, not when its claims expire.
     */
    endClaimsOfGone(now: Date, isGone: (claimant: string) => boolean): number {
      let ended = 0
      for (const row of statements.claimants.all(iso(now)) as Row[]) {
        const claimant = String(row.claimed_by)
        if (isGone(claimant)) ended += Number(statements.endClaimsOf.run(claimant).changes)
      }
      return ended
    },

    /** When the earliest waiting inquiry is due (and unclaimed), if any waits. */
    nextAttemptAt(now = new Date()): Date | undefined {
      const next = statements.nextAttempt.get(latestPlausible(now))?.next
      if (next === '') return now
      return dateOrUndefined(next)
    },

    recordSent(id: number, now = new Date()): void {
      statements.sent.run(iso(now), id)
    },

    /**
     * A temporary failure: the claim ends, and the next attempt is due at `retryAt` (counted from
     * the failure: a send that took long is not tried again at once, before those behind it).
     */
    recordFailedAttempt(id: number, error: string, retryAt: Date): void {
      statements.failed.run(error.slice(0, 500), iso(retryAt), id)
    },

    /** A permanent refusal: no more attempts until someone asks for one. */
    recordRefused(id: number, error: string): void {
      statements.refused.run(error.slice(0, 500), id)
    },

    /** Every refused inquiry waits again (the settings may have changed); returns how many. */
    retryRefused(): number {
      return Number(statements.retryRefused.run().changes)
    },

    /** An inquiry waiting or refused is due at once; false when it is neither. */
    retryNow(id: number): boolean {
      return Number(statements.retryNow.run(id).changes) > 0
    },

    /** An inquiry held as spam is mailed after all; false when it was not held. */
    release(id: number, now = new Date()): boolean {
      return Number(statements.release.run(iso(now), id).changes) > 0
    },

    get(id: number): StoredInquiry | undefined {
      const row = statements.get.get(id) as Row | undefined
      return row && fromRow(row)
    },

    all(): StoredInquiry[] {
      return (statements.all.all() as Row[]).map(fromRow)
    },

    /** Inquiries held as spam, oldest first. */
    held(): StoredInquiry[] {
      return (statements.held.all() as Row[]).map(fromRow)
    },

    /**
     * Someone has looked at these inquiries: from now on the retention period may delete them even
     * if they were never mailed (refused, or held as spam). A read-only database records nothing.
     */
    markSeen(ids: readonly number[], now = new Date()): void {
      if (readOnly || ids.length === 0) return
      transaction(db, () => {
        for (const id of ids) statements.seen.run(iso(now), id)
      })
    },

    /** The consent text a version names, as the visitor was shown it. */
    consentText(version: string): { language: Language; text: string } | undefined {
      const row = statements.consentText.get(version) as Row | undefined
      return row && { language: row.language as Language, text: String(row.text) }
    },

    /**
     * Deletes one inquiry, its text overwritten and gone from the write-ahead log too, and records
     * the erasure. `erased` is false when another connection kept the log from being emptied (it
     * is at the next checkpoint).
     */
    remove(id: number, now = new Date()): { removed: boolean; erased: boolean } {
      const removed = transaction(db, () => erase(statements.toErase.all(id) as Row[], now)) > 0
      return { removed, erased: checkpoint() }
    },

    /**
     * Deletes every inquiry received before `date` that was mailed, or was refused or held and has
     * been seen, as {@link remove} does. `kept`: those received before it and kept.
     */
    purgeReceivedBefore(
      date: Date,
      now = new Date(),
    ): { purged: number; kept: number; erased: boolean } {
      const purged = transaction(db, () => erase(statements.expired.all(iso(date)) as Row[], now))
      const kept = Number(statements.keptPastRetention.get(iso(date))!.count)
      return { purged, kept, erased: purged === 0 || checkpoint() }
    },

    /**
     * Erases again what the erasure record names and this database still holds (a backup made
     * before the erasure, restored); returns how many.
     */
    applyErasures(recorded: readonly Erasure[]): number {
      const erased = transaction(db, () =>
        recorded.reduce(
          (count, { id, receivedAt }) =>
            count + Number(statements.removeIfReceivedAt.run(id, receivedAt).changes),
          0,
        ),
      )
      checkpoint()
      return erased
    },

    /** The record of erasures beside this database. */
    erasures,

    counts(): Record<MailState, number> {
      const counts: Record<MailState, number> = { pending: 0, sent: 0, held: 0, refused: 0 }
      for (const row of statements.counts.all() as Row[])
        counts[row.state as MailState] = Number(row.count)
      return counts
    },

    /**
     * Inquiries waiting to be mailed: how many, since when, and how many are overdue: waiting
     * longer than `overdueAfterMs`, or dated that much ahead of `now` (see the statement).
     */
    waiting(
      now: Date,
      overdueAfterMs: number,
    ): { count: number; oldest: Date | undefined; overdue: number } {
      const row = statements.waiting.get(
        iso(new Date(now.getTime() - overdueAfterMs)),
        iso(new Date(now.getTime() + overdueAfterMs)),
      )!
      return {
        count: Number(row.count),
        oldest: dateOrUndefined(row.oldest),
        overdue: Number(row.overdue),
      }
    },

    /** Held by release 1's fill-time rule, which this release only marks: to be looked at. */
    heldForFillTime(): number {
      return Number(statements.heldForFillTime.get()!.count)
    },

    /** When this database was created (or first opened by a release that records it). */
    createdAt: (): Date | undefined => fact('createdAt'),

    /** When the last backup of this database was made (`npm run inquiries -- backup`). */
    lastBackupAt: (): Date | undefined => fact('lastBackupAt'),

    /** A server starts on this database, with the settings it runs with. */
    recordServer({ claimant, startedAt, mails, alertMinutes }: ServerRecord): void {
      statements.recordServer.run(claimant, iso(startedAt), mails ? 1 : 0, alertMinutes)
    },

    /** A server has stopped. */
    forgetServer(claimant: string): void {
      statements.forgetServer.run(claimant)
    },

    /** The servers recorded, the latest started first (some may have stopped without a word). */
    servers(): ServerRecord[] {
      return (statements.servers.all() as Row[]).map((row) => ({
        claimant: String(row.claimant),
        startedAt: new Date(String(row.started_at)),
        mails: row.mails === 1,
        alertMinutes: Number(row.alert_minutes),
      }))
    },

    /**
     * Stores an inquiry of the largest size and more, and takes it back in the same transaction:
     * it fails where storing one would (a full disk, a read-only or damaged file, a lock another
     * process holds), through the same table and indexes.
     */
    probeWrite(now = new Date()): void {
      transaction(db, () => {
        const row = statements.insert.get(
          iso(now),
          'de',
          'probe',
          'probe@invalid',
          '',
          'x'.repeat(inquiryFieldLimits.message),
          'probe',
          null,
          'probe',
          null,
          null,
          null,
          null,
        )
        statements.remove.run(Number(row!.id))
        statements.probe.run(inquiryBodyLimitBytes)
        statements.unprobe.run()
      })
    },

    /** How many pages the file has. */
    pageCount(): number {
      return Number(db.prepare('PRAGMA page_count').get()!.page_count)
    },

    /**
     * Lets this connection's database grow to `pages` pages and no more (`max_page_count`): a full
     * disk, made the same way on any machine, for the tests.
     */
    limitPages(pages: number): void {
      db.exec(`PRAGMA max_page_count = ${Math.trunc(pages)}`)
    },

    /**
     * A consistent copy of the database while it is in use (SQLite's online backup), carrying its
     * own time; the time is recorded here too, where `status` and `/healthz` report it. False when
     * it could not be recorded here (a read-only database).
     */
    async backupTo(file: string, now = new Date()): Promise<boolean> {
      await backup(db, file)
      chmodSync(file, 0o600)
      const copy = new DatabaseSync(file)
      try {
        copy
          .prepare('INSERT OR REPLACE INTO facts (name, value) VALUES (?, ?)')
          .run('lastBackupAt', iso(now))
        copy.exec('PRAGMA journal_mode = DELETE')
      } finally {
        copy.close()
      }
      if (readOnly) return false
      statements.setFact.run('lastBackupAt', iso(now))
      return true
    },

    close(): void {
      if (db.isOpen) db.close()
    },
  }
}

const schemaVersion = (db: DatabaseSync) =>
  Number(db.prepare('PRAGMA user_version').get()?.user_version ?? 0)

/** The schema version this release writes. */
export const currentSchemaVersion = migrations.length

function migrate(db: DatabaseSync) {
  const version = schemaVersion(db)
  if (version > migrations.length)
    throw new Error(
      `The inquiry database has schema version ${version}, newer than this release knows (${migrations.length})`,
    )
  for (const [index, sql] of migrations.entries()) {
    if (index < version) continue
    transaction(db, () => db.exec(`${sql}; PRAGMA user_version = ${index + 1};`))
  }
}

/** A transaction's caller said no just before its commit: nothing was written. */
export class NotCommittedError extends Error {}

/**
 * Runs `work` as one transaction that holds the write lock from its start, and commits it unless
 * `mayCommit` says no at the last moment (then it is rolled back: {@link NotCommittedError}).
 * When SQLite has already rolled it back itself (a full disk does), the error that caused it is
 * the one that is thrown.
 */
function transaction<T>(db: DatabaseSync, work: () => T, mayCommit = () => true): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    if (!mayCommit()) throw new NotCommittedError('Not committed: its caller gave up waiting')
    db.exec('COMMIT')
    return result
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}
