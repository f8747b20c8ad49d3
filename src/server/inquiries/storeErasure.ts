/**
 * Deleting inquiries from the store (./inquiryStore.ts), by hand or by the retention period, so
 * that they are erased: each recorded first (./erasureRecord.ts), its text overwritten
 * (`secure_delete`) and gone from the write-ahead log too. The retention period deletes only what
 * reached the company or someone has seen: a clock far ahead must not erase an inquiry nobody read.
 */
import type { DatabaseSync } from 'node:sqlite'

import type { FormId } from '@/config/forms'

import type { Erasure, ErasureRecord } from './erasureRecord'
import { iso, transaction, type Row } from './storeConnection'

/** The erasure part of the store, on its open connection, with the record beside the database. */
export function storeErasure(db: DatabaseSync, erasures: ErasureRecord) {
  const statements = {
    toErase: db.prepare('SELECT id, received_at FROM inquiries WHERE id = ?'),
    remove: db.prepare('DELETE FROM inquiries WHERE id = ?'),
    removeIfReceivedAt: db.prepare('DELETE FROM inquiries WHERE id = ? AND received_at = ?'),
    // Only what reached the company, or what someone has seen: a clock far ahead must not erase
    // an inquiry nobody read. Of one form (?2), or of every form (?2 null).
    expired: db.prepare(
      `SELECT id, received_at FROM inquiries WHERE received_at < ?1 AND (?2 IS NULL OR form = ?2)
         AND (mail_state = 'sent' OR (mail_state IN ('held', 'refused') AND seen_at IS NOT NULL))`,
    ),
    keptPastRetention: db.prepare(
      'SELECT COUNT(*) AS count FROM inquiries WHERE received_at < ?1 AND (?2 IS NULL OR form = ?2)',
    ),
  }

  /** Empties the write-ahead log into the file: a deleted text then exists nowhere. */
  function checkpoint(): boolean {
    const result = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get()
    return Number(result?.busy ?? 1) === 0
  }

  /** Erases the inquiries in `rows`, recorded first. */
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

  return {
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
     * been seen, as {@link remove} does: of the form `form`, or of every form. `kept`: those
     * received before it and kept.
     */
    purgeReceivedBefore(
      date: Date,
      now = new Date(),
      form?: FormId,
    ): { purged: number; kept: number; erased: boolean } {
      const chosen = [iso(date), form ?? null] as const
      const purged = transaction(db, () => erase(statements.expired.all(...chosen) as Row[], now))
      const kept = Number(statements.keptPastRetention.get(...chosen)!.count)
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
  }
}
