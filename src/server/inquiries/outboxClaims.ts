/**
 * The outbox's part of the inquiry store (./inquiryStore.ts): which inquiry is due, the claim a
 * process takes on it before it mails it (so that only one of several processes on the file sends
 * it), and what became of the attempt: sent, failed for now (due again later), or refused for good.
 *
 * Times are the machine's clock, which can be stepped: no time further ahead than the longest wait
 * this store sets ({@link longestWaitMs}) delays anything.
 */
import type { DatabaseSync } from 'node:sqlite'

import { dateOrUndefined, iso, transaction, type Row } from './storeConnection'
import { fromRow } from './storedInquiries'

/**
 * The longest wait this store is ever asked to keep: the longest retry, and more than any claim. A
 * next attempt or a claim further ahead than this was set while the clock ran ahead, and is over.
 */
export const longestWaitMs = 60 * 60 * 1000

/** The latest time a wait set now could end: anything later was set by a clock that ran ahead. */
const latestPlausible = (now: Date) => iso(new Date(now.getTime() + longestWaitMs))

/** The outbox's part of the store, on its open connection. */
export function outboxClaims(db: DatabaseSync) {
  const statements = {
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
  }

  return {
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
  }
}
