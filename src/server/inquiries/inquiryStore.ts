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
 */
import { createHash } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'

import { inquiryBodyLimitBytes } from '@/config/inquiry'
import type { Language } from '@/lib/language'

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
}

export type InquiryStore = ReturnType<typeof openInquiryStore>

/** Opens (and creates or migrates) the database in `dataDirectory`. */
export function openInquiryStore(dataDirectory: string, { create = true }: StoreOptions = {}) {
  const path = resolve(join(dataDirectory, databaseFileName))
  if (create) mkdirSync(dataDirectory, { recursive: true, mode: 0o700 })
  else if (!existsSync(path))
    throw new NoDatabaseError(
      `There is no inquiry database at ${path}: is DATA_DIR the server's? (default ./data)`,
    )
  const db = new DatabaseSync(path)
  try {
    // What visitors sent is for the company's eyes only; SQLite gives its journal files the same mode.
    chmodSync(path, 0o600)
    // secure_delete: a deleted inquiry's text is overwritten, not left in free pages.
    db.exec(
      `PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA secure_delete = ON;
       PRAGMA busy_timeout = 5000;`,
    )
    migrate(db)
  } catch (error) {
    db.close()
    throw error
  }

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
    nextDue: db.prepare(
      `SELECT * FROM inquiries WHERE mail_state = 'pending'
         AND COALESCE(next_attempt_at, received_at) <= ?1
         AND (claimed_until IS NULL OR claimed_until <= ?1)
       ORDER BY id LIMIT 1`,
    ),
    claim: db.prepare(
      `UPDATE inquiries SET attempts = attempts + 1, claimed_until = ?, claimed_by = ?,
         next_attempt_at = ? WHERE id = ? RETURNING *`,
    ),
    claimants: db.prepare(
      `SELECT DISTINCT claimed_by FROM inquiries
         WHERE mail_state = 'pending' AND claimed_until > ? AND claimed_by IS NOT NULL`,
    ),
    endClaimsOf: db.prepare(
      `UPDATE inquiries SET claimed_until = NULL, claimed_by = NULL, next_attempt_at = NULL
         WHERE mail_state = 'pending' AND claimed_by = ?`,
    ),
    nextAttempt: db.prepare(
      `SELECT MIN(MAX(COALESCE(next_attempt_at, received_at), COALESCE(claimed_until, '')))
         AS next FROM inquiries WHERE mail_state = 'pending'`,
    ),
    sent: db.prepare(
      `UPDATE inquiries SET mail_state = 'sent', sent_at = ?, claimed_until = NULL,
         next_attempt_at = NULL, last_error = NULL WHERE id = ?`,
    ),
    failed: db.prepare('UPDATE inquiries SET last_error = ?, claimed_until = NULL WHERE id = ?'),
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
    remove: db.prepare('DELETE FROM inquiries WHERE id = ?'),
    purge: db.prepare('DELETE FROM inquiries WHERE received_at < ?'),
    counts: db.prepare('SELECT mail_state AS state, COUNT(*) AS count FROM inquiries GROUP BY 1'),
    waiting: db.prepare(
      `SELECT COUNT(*) AS count, MIN(received_at) AS oldest,
         COUNT(CASE WHEN received_at < ? THEN 1 END) AS overdue
       FROM inquiries WHERE mail_state = 'pending'`,
    ),
    heldForFillTime: db.prepare(
      `SELECT COUNT(*) AS count FROM inquiries WHERE mail_state = 'held' AND bot_sign = 'tooFast'`,
    ),
  }

  /** Empties the write-ahead log into the file: a deleted text then exists nowhere. */
  function checkpoint(): boolean {
    const result = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get()
    return Number(result?.busy ?? 1) === 0
  }

  return {
    path,

    /**
     * Stores an inquiry unless the same submission arrived within {@link duplicateWindowMs}; either
     * way the answer names the stored inquiry. An inquiry held as spam is never the earlier one.
     * Returns only once the write is on disk.
     */
    add(
      inquiry: NewInquiry,
      now = new Date(),
    ): { id: number; duplicate: boolean; repeats: number | undefined } {
      const fingerprint = fingerprintOf(inquiry)
      const version = consentTextVersion(inquiry.consentText)
      return transaction(db, () => {
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
      })
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
        const due = statements.nextDue.get(iso(now)) as Row | undefined
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
    nextAttemptAt(): Date | undefined {
      return dateOrUndefined(statements.nextAttempt.get()?.next)
    },

    recordSent(id: number, now = new Date()): void {
      statements.sent.run(iso(now), id)
    },

    /** A temporary failure: the claim ends, and the attempt is due when its claim said. */
    recordFailedAttempt(id: number, error: string): void {
      statements.failed.run(error.slice(0, 500), id)
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

    /** The consent text a version names, as the visitor was shown it. */
    consentText(version: string): { language: Language; text: string } | undefined {
      const row = statements.consentText.get(version) as Row | undefined
      return row && { language: row.language as Language, text: String(row.text) }
    },

    /**
     * Deletes one inquiry, its text overwritten and gone from the write-ahead log too. `erased` is
     * false when another connection kept the log from being emptied (it is at the next checkpoint).
     */
    remove(id: number): { removed: boolean; erased: boolean } {
      const removed = Number(statements.remove.run(id).changes) > 0
      return { removed, erased: checkpoint() }
    },

    /** Deletes every inquiry received before `date`, as {@link remove} does; says how many. */
    purgeReceivedBefore(date: Date): { purged: number; erased: boolean } {
      const purged = Number(statements.purge.run(iso(date)).changes)
      return { purged, erased: purged === 0 || checkpoint() }
    },

    counts(): Record<MailState, number> {
      const counts: Record<MailState, number> = { pending: 0, sent: 0, held: 0, refused: 0 }
      for (const row of statements.counts.all() as Row[])
        counts[row.state as MailState] = Number(row.count)
      return counts
    },

    /** Inquiries waiting to be mailed: how many, since when, and how many since before `overdueBefore`. */
    waiting(overdueBefore: Date): { count: number; oldest: Date | undefined; overdue: number } {
      const row = statements.waiting.get(iso(overdueBefore))!
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

    /**
     * A write as large as the largest inquiry, taken back at once: it fails where storing an
     * inquiry would (a full disk, a read-only file).
     */
    probeWrite(): void {
      transaction(db, () => {
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

    /** A consistent copy of the database while it is in use (SQLite's online backup). */
    async backupTo(file: string): Promise<void> {
      await backup(db, file)
      chmodSync(file, 0o600)
    },

    close(): void {
      if (db.isOpen) db.close()
    },
  }
}

function migrate(db: DatabaseSync) {
  const version = Number(db.prepare('PRAGMA user_version').get()?.user_version ?? 0)
  if (version > migrations.length)
    throw new Error(
      `The inquiry database has schema version ${version}, newer than this release knows (${migrations.length})`,
    )
  for (const [index, sql] of migrations.entries()) {
    if (index < version) continue
    transaction(db, () => db.exec(`${sql}; PRAGMA user_version = ${index + 1};`))
  }
}

/**
 * Runs `work` as one transaction that holds the write lock from its start. When SQLite has already
 * rolled it back itself (a full disk does), the error that caused it is the one that is thrown.
 */
function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}
