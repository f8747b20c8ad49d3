/**
 * The inquiry database: one SQLite file in the data directory, through Node's built-in `node:sqlite`
 * (nothing to install or compile). This module owns it: nothing else writes SQL.
 *
 * Durable before anything is acknowledged: every write is a transaction that has reached the disk
 * when the call returns (write-ahead log, `synchronous = FULL`), so an inquiry the server confirmed
 * survives a crash or a power cut. The schema carries a version (`PRAGMA user_version`); a newer
 * release adds a migration at the end of {@link migrations}, never edits one.
 */
import { createHash } from 'node:crypto'
import { chmodSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'

import type { Language } from '@/lib/language'

import type { Inquiry, SpamSign } from './readInquiry'

/** Where the database lives unless `DATA_DIR` says otherwise: relative to the working directory. */
export const defaultDataDirectory = 'data'
export const databaseFileName = 'inquiries.sqlite'

/** The same inquiry arriving again within this time (a double tap, a resend, a reload) is one. */
export const duplicateWindowMs = 24 * 60 * 60 * 1000

/** How the outbox stands with an inquiry: waiting to be mailed, mailed, or never to be (spam). */
export type MailState = 'pending' | 'sent' | 'notMailed'

export type StoredInquiry = {
  id: number
  receivedAt: Date
  language: Language
  name: string
  email: string
  company: string
  message: string
  spam: SpamSign | undefined
  mailState: MailState
  attempts: number
  nextAttemptAt: Date | undefined
  lastError: string | undefined
  sentAt: Date | undefined
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
    spam: (row.spam ?? undefined) as SpamSign | undefined,
    mailState: row.mail_state as MailState,
    attempts: Number(row.attempts),
    nextAttemptAt: dateOrUndefined(row.next_attempt_at),
    lastError: typeof row.last_error === 'string' ? row.last_error : undefined,
    sentAt: dateOrUndefined(row.sent_at),
  }
}

/** What makes two inquiries the same one: every field the visitor typed. */
function fingerprintOf(inquiry: Inquiry): string {
  const fields = [inquiry.name, inquiry.email, inquiry.company, inquiry.message]
  return createHash('sha256').update(fields.join('\u0000')).digest('base64url')
}

export type InquiryStore = ReturnType<typeof openInquiryStore>

/** Opens (and creates or migrates) the database in `dataDirectory`, which is created if missing. */
export function openInquiryStore(dataDirectory: string) {
  mkdirSync(dataDirectory, { recursive: true, mode: 0o700 })
  const path = resolve(join(dataDirectory, databaseFileName))
  const db = new DatabaseSync(path)
  // What visitors sent is for the company's eyes only; SQLite gives its journal files the same mode.
  chmodSync(path, 0o600)
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;')
  migrate(db)

  const statements = {
    findRecent: db.prepare(
      'SELECT id FROM inquiries WHERE fingerprint = ? AND received_at >= ? ORDER BY id LIMIT 1',
    ),
    insert: db.prepare(
      `INSERT INTO inquiries
         (received_at, language, name, email, company, message, fingerprint, spam, mail_state)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    ),
    due: db.prepare(
      `SELECT * FROM inquiries WHERE mail_state = 'pending'
         AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY id LIMIT ?`,
    ),
    nextAttempt: db.prepare(
      `SELECT MIN(COALESCE(next_attempt_at, received_at)) AS next FROM inquiries
         WHERE mail_state = 'pending'`,
    ),
    sent: db.prepare(
      `UPDATE inquiries SET mail_state = 'sent', sent_at = ?, attempts = attempts + 1,
         next_attempt_at = NULL, last_error = NULL WHERE id = ?`,
    ),
    failed: db.prepare(
      `UPDATE inquiries SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?
         WHERE id = ?`,
    ),
    get: db.prepare('SELECT * FROM inquiries WHERE id = ?'),
    all: db.prepare('SELECT * FROM inquiries ORDER BY id'),
    remove: db.prepare('DELETE FROM inquiries WHERE id = ?'),
    purge: db.prepare('DELETE FROM inquiries WHERE received_at < ?'),
    counts: db.prepare('SELECT mail_state AS state, COUNT(*) AS count FROM inquiries GROUP BY 1'),
  }

  return {
    path,

    /**
     * Stores an inquiry unless the same one arrived within {@link duplicateWindowMs}; either way the
     * answer names the stored inquiry. Returns only once the write is on disk.
     */
    add(inquiry: Inquiry, now = new Date()): { id: number; duplicate: boolean } {
      const fingerprint = fingerprintOf(inquiry)
      return transaction(db, () => {
        const since = iso(new Date(now.getTime() - duplicateWindowMs))
        const earlier = statements.findRecent.get(fingerprint, since)
        if (earlier) return { id: Number(earlier.id), duplicate: true }
        const row = statements.insert.get(
          iso(now),
          inquiry.language,
          inquiry.name,
          inquiry.email,
          inquiry.company,
          inquiry.message,
          fingerprint,
          inquiry.spam ?? null,
          inquiry.spam ? 'notMailed' : 'pending',
        )
        return { id: Number(row!.id), duplicate: false }
      })
    },

    /** Inquiries waiting to be mailed whose next attempt is due, oldest first. */
    due(now = new Date(), limit = 20): StoredInquiry[] {
      return (statements.due.all(iso(now), limit) as Row[]).map(fromRow)
    },

    /** When the earliest waiting inquiry is due, if any waits. */
    nextAttemptAt(): Date | undefined {
      return dateOrUndefined(statements.nextAttempt.get()?.next)
    },

    recordSent(id: number, now = new Date()): void {
      statements.sent.run(iso(now), id)
    },

    recordFailedAttempt(id: number, error: string, nextAttemptAt: Date): void {
      statements.failed.run(iso(nextAttemptAt), error.slice(0, 500), id)
    },

    get(id: number): StoredInquiry | undefined {
      const row = statements.get.get(id) as Row | undefined
      return row && fromRow(row)
    },

    all(): StoredInquiry[] {
      return (statements.all.all() as Row[]).map(fromRow)
    },

    /** True when there was such an inquiry. */
    remove(id: number): boolean {
      return Number(statements.remove.run(id).changes) > 0
    },

    /** Deletes every inquiry received before `date`; returns how many. */
    purgeReceivedBefore(date: Date): number {
      return Number(statements.purge.run(iso(date)).changes)
    },

    counts(): Record<MailState, number> {
      const counts: Record<MailState, number> = { pending: 0, sent: 0, notMailed: 0 }
      for (const row of statements.counts.all() as Row[])
        counts[row.state as MailState] = Number(row.count)
      return counts
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

/** Runs `work` as one transaction that holds the write lock from its start. */
function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}
