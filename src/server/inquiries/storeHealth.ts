/**
 * What the store (./inquiryStore.ts) tells the health judgement (./health.ts) and the owner: how
 * many inquiries are in each mail state and how long the oldest has waited, the servers that run
 * on the database with their settings, when it was created and last backed up, and whether an
 * inquiry could be stored now (a write probe). Backups are made here too, since each records its
 * time where `status` and `/healthz` read it.
 */
import { chmodSync } from 'node:fs'
import { backup, DatabaseSync } from 'node:sqlite'

import { inquiryBodyLimitBytes } from '@/config/inquiry'
import { inquiryForm, inquiryValueFields, type InquiryValues } from '@/config/inquiryForm'

import { dateOrUndefined, iso, transaction, type Row } from './storeConnection'
import { largestValue, prepareInsert, type MailState } from './storedInquiries'

/** A server that runs (or ran) on this database, with the settings it judges health by. */
export type ServerRecord = {
  claimant: string
  startedAt: Date
  /** Whether it has a mail server (`SMTP_URL`) to mail inquiries through. */
  mails: boolean
  alertMinutes: number
}

/** Every field at its largest: the largest inquiry the server takes. */
const largestValues = Object.fromEntries(
  inquiryValueFields.map((field) => [field, largestValue(inquiryForm.fields[field])]),
) as InquiryValues

/** The health part of the store, on its open connection. */
export function storeHealth(db: DatabaseSync, { readOnly }: { readOnly: boolean }) {
  const insert = prepareInsert(db)
  const statements = {
    counts: db.prepare('SELECT mail_state AS state, COUNT(*) AS count FROM inquiries GROUP BY 1'),
    // Overdue: waiting since before ?1, or dated after ?2 (stored while the clock ran ahead: how
    // long it has waited cannot be told, so it is not taken to be fine).
    waiting: db.prepare(
      `SELECT COUNT(*) AS count, MIN(received_at) AS oldest,
         COUNT(CASE WHEN received_at < ?1 OR received_at > ?2 THEN 1 END) AS overdue
       FROM inquiries WHERE mail_state = 'pending'`,
    ),
    heldForFillTime: db.prepare(
      `SELECT COUNT(*) AS count FROM inquiries WHERE mail_state = 'held' AND bot_sign = 'tooFast'`,
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
    removeProbe: db.prepare('DELETE FROM inquiries WHERE id = ?'),
    probe: db.prepare('INSERT INTO write_probe (data) VALUES (zeroblob(?))'),
    unprobe: db.prepare('DELETE FROM write_probe'),
  }

  const fact = (name: string) => dateOrUndefined(statements.fact.get(name)?.value)

  return {
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
        const id = insert(largestValues, {
          received_at: iso(now),
          language: 'de',
          fingerprint: 'probe',
          bot_sign: null,
          mail_state: 'probe',
          repeats_id: null,
          repeats_received_at: null,
          consent_given_at: null,
          consent_text_version: null,
        })
        statements.removeProbe.run(id)
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
  }
}
