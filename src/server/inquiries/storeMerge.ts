/**
 * A restore's merge, in the store (./inquiryStore.ts) of the restored copy: what the database it
 * replaces holds is carried into it, so that a restore never drops a lead. The replaced database
 * is the newer: every inquiry in it is taken as it stands there (arrived after the backup, or
 * mailed, released, looked at since), with the consent texts and the facts its servers kept; the
 * copy keeps what only it holds (what was lost from the other). Erasures are made again afterwards
 * (./restoreDatabase.ts). An inquiry number the two give to different inquiries (an earlier
 * release gave numbers again after a restore) stays with the replaced database's inquiry, and the
 * copy's gets a new one, reported.
 */
import type { DatabaseSync } from 'node:sqlite'

import type { NumberRecord } from './numberRecord'
import { transaction, type Row } from './storeConnection'
import { currentSchemaVersion, msOf } from './storeMigrations'

/** The database a restore replaces cannot be read whole: carrying it over could drop leads. */
export class UnreadableError extends Error {}

export type MergeReport = {
  /** Inquiries only the replaced database held: arrived after the backup was made. */
  carried: number
  /** Of them, those waiting to be mailed. */
  carriedWaiting: number
  /** Inquiries in both whose state changed since the backup (mailed, released, refused ...). */
  changed: number
  /** The copy's inquiries whose number the replaced database gave to another: now numbered anew. */
  renumbered: { from: number; to: number; receivedAt: string }[]
}

const attached = 'replaced'

const causeOf = (error: unknown) =>
  error instanceof Error ? error.message.split('\n', 1)[0]! : String(error)

export function storeMerge(db: DatabaseSync, { numbers }: { numbers: NumberRecord }) {
  const raise = db.prepare(
    `INSERT INTO facts (name, value) VALUES ('highestNumber', ?)
       ON CONFLICT DO UPDATE SET value = MAX(CAST(value AS INTEGER), excluded.value)`,
  )
  const highest = db.prepare(
    `SELECT MAX(COALESCE((SELECT MAX(id) FROM inquiries), 0),
       COALESCE((SELECT CAST(value AS INTEGER) FROM facts WHERE name = 'highestNumber'), 0))
       AS number`,
  )

  const highestNumber = () => Number(highest.get()!.number)

  /** Carries what the attached database holds into this one (see above), in one transaction. */
  function carryOver(): MergeReport {
    const version = Number(db.prepare(`PRAGMA ${attached}.user_version`).get()!.user_version)
    if (version > currentSchemaVersion)
      throw new UnreadableError(
        `it comes from a newer release (schema version ${version}); restore with that release`,
      )
    const columnsOf = (schema: string, table: string) =>
      new Set(
        (db.prepare(`PRAGMA ${schema}.table_info(${table})`).all() as Row[]).map((row) =>
          String(row.name),
        ),
      )
    const theirs = columnsOf(attached, 'inquiries')
    const columns = [...columnsOf('main', 'inquiries')].filter((column) => theirs.has(column))
    const list = columns.join(', ')
    return transaction(db, () => {
      const renumbered = (
        db
          .prepare(
            `SELECT mine.id, mine.received_at FROM main.inquiries mine
               JOIN ${attached}.inquiries other ON other.id = mine.id
               WHERE other.received_at != mine.received_at ORDER BY mine.id`,
          )
          .all() as Row[]
      ).map((row) => {
        const to = Math.max(highestNumber(), numberOfAttached()) + 1
        numbers.given(to)
        raise.run(to)
        db.prepare('UPDATE main.inquiries SET id = ? WHERE id = ?').run(to, Number(row.id))
        return { from: Number(row.id), to, receivedAt: String(row.received_at) }
      })
      const count = (sql: string) => Number(db.prepare(sql).get()!.count)
      const onlyTheirs = `FROM ${attached}.inquiries WHERE id NOT IN (SELECT id FROM main.inquiries)`
      const carried = count(`SELECT COUNT(*) AS count ${onlyTheirs}`)
      const carriedWaiting = count(
        `SELECT COUNT(*) AS count ${onlyTheirs} AND mail_state = 'pending'`,
      )
      const changed = count(
        `SELECT COUNT(*) AS count FROM ${attached}.inquiries other
           JOIN main.inquiries mine ON mine.id = other.id
           WHERE other.mail_state != mine.mail_state`,
      )
      db.exec(
        `INSERT OR REPLACE INTO main.inquiries (${list}) SELECT ${list} FROM ${attached}.inquiries;
         UPDATE main.inquiries SET received_steady = ${msOf('received_at')}
           WHERE received_steady IS NULL;
         UPDATE main.inquiries SET next_attempt_steady = ${msOf('next_attempt_at')}
           WHERE next_attempt_steady IS NULL;
         UPDATE main.inquiries SET claimed_until_steady = ${msOf('claimed_until')}
           WHERE claimed_until_steady IS NULL;`,
      )
      if (columnsOf(attached, 'consent_texts').size > 0)
        db.exec(
          `INSERT OR IGNORE INTO main.consent_texts SELECT version, language, text, first_given_at
             FROM ${attached}.consent_texts`,
        )
      if (columnsOf(attached, 'facts').size > 0) carryFacts()
      raise.run(Math.max(highestNumber(), numberOfAttached()))
      return { carried, carriedWaiting, changed, renumbered }
    })
  }

  /** The highest number the attached database gave. */
  function numberOfAttached(): number {
    const facts = db
      .prepare(`SELECT COUNT(*) AS count FROM ${attached}.sqlite_schema WHERE name = 'facts'`)
      .get()!.count
    const given = Number(
      db.prepare(`SELECT COALESCE(MAX(id), 0) AS number FROM ${attached}.inquiries`).get()!.number,
    )
    if (Number(facts) === 0) return given
    const recorded = db
      .prepare(
        `SELECT CAST(value AS INTEGER) AS number FROM ${attached}.facts
          WHERE name = 'highestNumber'`,
      )
      .get()?.number
    return Math.max(given, Number(recorded ?? 0))
  }

  /**
   * The facts of the attached database that outlive it: its creation if earlier, its last backup
   * if later, and its steady clock's anchor, by which its times were set.
   */
  function carryFacts() {
    const isTheirsBetter = (name: string, better: '<' | '>') => {
      // Times kept as ISO strings, which sort as the times do.
      const value = (schema: string) => {
        const kept = db.prepare(`SELECT value FROM ${schema}.facts WHERE name = ?`).get(name)
        return kept ? String(kept.value) : undefined
      }
      const theirs = value(attached)
      const mine = value('main')
      if (theirs === undefined) return false
      return mine === undefined || (better === '<' ? theirs < mine : theirs > mine)
    }
    // A time is its wall time and its steady one, taken together (one missing: read from the other).
    for (const [name, better] of [
      ['created', '<'],
      ['lastBackup', '>'],
    ] as const)
      if (isTheirsBetter(`${name}At`, better)) {
        const names = [`${name}At`, `${name}Steady`]
        db.prepare('DELETE FROM main.facts WHERE name IN (?, ?)').run(...names)
        db.prepare(
          `INSERT INTO main.facts SELECT name, value FROM ${attached}.facts WHERE name IN (?, ?)`,
        ).run(...names)
      }
    db.exec(
      `INSERT OR REPLACE INTO main.facts (name, value)
         SELECT name, value FROM ${attached}.facts WHERE name = 'steadyAnchor'`,
    )
  }

  return {
    /** The highest inquiry number this database gave, or knows was given. */
    highestNumber,

    /** No number up to `number` is given again here. */
    raiseHighestNumber(number: number): void {
      raise.run(number)
    },

    /**
     * Carries what the database in `file` holds into this one. Throws {@link UnreadableError}
     * when it cannot be read whole (damaged, or no database at all): nothing is carried then.
     */
    mergeFrom(file: string): MergeReport {
      try {
        db.prepare(`ATTACH DATABASE ? AS ${attached}`).run(file)
      } catch (error) {
        throw new UnreadableError(causeOf(error))
      }
      try {
        return carryOver()
      } catch (error) {
        // SQLite's own errors: a damaged file, or one that is no database.
        if (typeof (error as { errcode?: unknown }).errcode === 'number')
          throw new UnreadableError(causeOf(error))
        throw error
      } finally {
        db.exec(`DETACH DATABASE ${attached}`)
      }
    },
  }
}
