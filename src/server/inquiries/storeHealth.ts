/**
 * What the store (./inquiryStore.ts) tells the health judgement (./health.ts) and the owner: how
 * many inquiries are in each mail state and how long the oldest has waited, the servers that run
 * on the database with their settings, when it was created and last backed up, and whether an
 * inquiry could be stored now (a write probe). Backups are made here too, since each records its
 * time where `status` and `/healthz` read it.
 */
import { chmodSync } from 'node:fs'
import { backup, DatabaseSync } from 'node:sqlite'

import { formIds, valueFieldsOfForm, type FormId, type SentValues } from '@/config/forms'
import { inquiryBodyLimitBytes } from '@/config/inquiry'

import { momentOf, type Moment, type When } from './steadyClock'
import { dateOrUndefined, iso, transaction, type Row } from './storeConnection'
import { declaredField, largestValue, prepareInsert, type MailState } from './storedInquiries'

/** A server that runs (or ran) on this database, with the settings it judges health by. */
export type ServerRecord = {
  claimant: string
  startedAt: Date
  /** Whether it has a mail server (`SMTP_URL`) to mail inquiries through. */
  mails: boolean
  alertMinutes: number
  /** The last day of the worker-leasing permit as its build states it, if the firm has a limited one. */
  permitValidUntil?: string | undefined
}

/** A time people read, and the same moment on the steady clock, where it is known. */
export type Dated = { at: Date; steady: number }

/** Every field of each form at its largest: the largest inquiries the server takes. */
const largestOfEachForm = formIds.map(
  (form) =>
    ({
      form,
      ...Object.fromEntries(
        valueFieldsOfForm(form).map((field) => [field, largestValue(declaredField(form, field))]),
      ),
    }) as SentValues,
)

/** The health part of the store, on its open connection. */
export function storeHealth(
  db: DatabaseSync,
  { readOnly, now: clock }: { readOnly: boolean; now: () => Moment },
) {
  const insert = prepareInsert(db)
  const statements = {
    counts: db.prepare('SELECT mail_state AS state, COUNT(*) AS count FROM inquiries GROUP BY 1'),
    countsByForm: db.prepare('SELECT form, COUNT(*) AS count FROM inquiries GROUP BY 1'),
    // Overdue: waiting since before ?1 on the steady clock, or dated after ?2 (stored while the
    // clock of an earlier boot ran ahead: how long it has waited cannot be told, so it is not taken
    // to be fine).
    waiting: db.prepare(
      `SELECT COUNT(*) AS count, MIN(received_at) AS oldest,
         COUNT(CASE WHEN received_steady < ?1 OR received_steady > ?2 THEN 1 END) AS overdue
       FROM inquiries WHERE mail_state = 'pending'`,
    ),
    // Sends cut off by a server that stopped during them, for inquiries still waiting.
    interrupted: db.prepare(
      `SELECT id, interrupted_sends AS count FROM inquiries
         WHERE mail_state = 'pending' AND interrupted_sends > 0 ORDER BY id`,
    ),
    heldForFillTime: db.prepare(
      `SELECT COUNT(*) AS count FROM inquiries WHERE mail_state = 'held' AND bot_sign = 'tooFast'`,
    ),
    fact: db.prepare('SELECT value FROM facts WHERE name = ?'),
    setFact: db.prepare(
      'INSERT INTO facts (name, value) VALUES (?, ?) ON CONFLICT DO UPDATE SET value = excluded.value',
    ),
    keepFact: db.prepare('INSERT INTO facts (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    forgetFact: db.prepare('DELETE FROM facts WHERE name = ?'),
    recordServer: db.prepare(
      `INSERT OR REPLACE INTO servers (claimant, started_at, mails, alert_minutes,
         permit_valid_until) VALUES (?, ?, ?, ?, ?)`,
    ),
    forgetServer: db.prepare('DELETE FROM servers WHERE claimant = ?'),
    servers: db.prepare('SELECT * FROM servers ORDER BY started_at DESC'),
    removeProbe: db.prepare('DELETE FROM inquiries WHERE id = ?'),
    probe: db.prepare('INSERT INTO write_probe (data) VALUES (zeroblob(?))'),
    unprobe: db.prepare('DELETE FROM write_probe'),
  }

  /** Stores `largest` as an inquiry no one sees, and removes it (inside the probe's transaction). */
  const probe = (largest: SentValues, now: Date) => {
    const id = insert(largest, {
      id: null,
      received_at: iso(now),
      received_steady: null,
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
  }

  const fact = (name: string) => statements.fact.get(name)?.value
  /** A time kept as two facts: `<name>At` for people, `<name>Steady` for judging. */
  const dated = (name: string): Dated | undefined => {
    const at = dateOrUndefined(fact(`${name}At`))
    if (!at) return undefined
    const steady = fact(`${name}Steady`)
    return { at, steady: steady === undefined || steady === null ? at.getTime() : Number(steady) }
  }

  return {
    counts(): Record<MailState, number> {
      const counts: Record<MailState, number> = { pending: 0, sent: 0, held: 0, refused: 0 }
      for (const row of statements.counts.all() as Row[])
        counts[row.state as MailState] = Number(row.count)
      return counts
    },

    /** How many inquiries each form has in the store. */
    countsByForm(): Record<FormId, number> {
      const counts = Object.fromEntries(formIds.map((form) => [form, 0])) as Record<FormId, number>
      for (const row of statements.countsByForm.all() as Row[])
        if (row.form !== null && String(row.form) in counts)
          counts[row.form as FormId] = Number(row.count)
      return counts
    },

    /**
     * Inquiries waiting to be mailed: how many, since when, and how many are overdue: waiting
     * longer than `overdueAfterMs`, or dated that much ahead of `now` (see the statement).
     */
    waiting(
      when: When,
      overdueAfterMs: number,
    ): { count: number; oldest: Date | undefined; overdue: number } {
      const { steady } = momentOf(when)
      const row = statements.waiting.get(steady - overdueAfterMs, steady + overdueAfterMs)!
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

    /** The waiting inquiries whose sends were cut off, and how often each. */
    interruptedSends(): { id: number; count: number }[] {
      return (statements.interrupted.all() as Row[]).map((row) => ({
        id: Number(row.id),
        count: Number(row.count),
      }))
    },

    /**
     * A proxy in front of the server that it does not trust (./untrustedProxies.ts),
     * noted by the running server: the first since it started, with when it was first seen.
     */
    untrustedProxy(): { address: string; since: Date } | undefined {
      const [address, since] = String(fact('untrustedProxy') ?? '').split(' ')
      return address && since ? { address, since: new Date(since) } : undefined
    },
    noteUntrustedProxy(address: string, now = clock().wall): void {
      statements.keepFact.run('untrustedProxy', `${address} ${iso(now)}`)
    },
    /** A server starts: what an earlier one noted may be mended. */
    forgetUntrustedProxy(): void {
      statements.forgetFact.run('untrustedProxy')
    },

    /** This database was created at `moment` (its schema dates it by SQLite's own clock). */
    dateCreation({ wall, steady }: Moment): void {
      statements.setFact.run('createdAt', iso(wall))
      statements.setFact.run('createdSteady', String(steady))
    },

    /** When this database was created (or first opened by a release that records it). */
    created: (): Dated | undefined => dated('created'),

    /** When the last backup of this database was made (`npm run inquiries -- backup`). */
    lastBackup: (): Dated | undefined => dated('lastBackup'),

    /** A server starts on this database, with the settings it runs with. */
    recordServer({
      claimant,
      startedAt,
      mails,
      alertMinutes,
      permitValidUntil,
    }: ServerRecord): void {
      statements.recordServer.run(
        claimant,
        iso(startedAt),
        mails ? 1 : 0,
        alertMinutes,
        permitValidUntil ?? null,
      )
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
        permitValidUntil:
          typeof row.permit_valid_until === 'string' ? row.permit_valid_until : undefined,
      }))
    },

    /**
     * Stores an inquiry of each form at the largest size and more, and takes them back in the same
     * transaction: it fails where storing one would (a full disk, a read-only or damaged file, a
     * lock another process holds), through the same table and indexes.
     */
    probeWrite(now = clock().wall): void {
      transaction(db, () => {
        for (const largest of largestOfEachForm) probe(largest, now)
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
    async backupTo(file: string, when: When = clock()): Promise<boolean> {
      const { wall, steady } = momentOf(when)
      await backup(db, file)
      chmodSync(file, 0o600)
      const copy = new DatabaseSync(file)
      try {
        const setFact = copy.prepare('INSERT OR REPLACE INTO facts (name, value) VALUES (?, ?)')
        setFact.run('lastBackupAt', iso(wall))
        setFact.run('lastBackupSteady', String(steady))
        copy.exec('PRAGMA journal_mode = DELETE')
      } finally {
        copy.close()
      }
      if (readOnly) return false
      transaction(db, () => {
        statements.setFact.run('lastBackupAt', iso(wall))
        statements.setFact.run('lastBackupSteady', String(steady))
      })
      return true
    },
  }
}
