/**
 * The outbox's part of the inquiry store (./inquiryStore.ts): which inquiry is due, the claim a
 * process takes on it before it mails it (so that only one of several processes on the file sends
 * it), and what became of the attempt: sent, failed for now (due again later), or refused for good.
 *
 * When an attempt is due and until when a claim holds are judged on the steady clock
 * (./steadyClock.ts), which every process on the database shares and nobody steps: a wall clock
 * stepped back delays no retry, one stepped ahead ends no claim of another process early. The wall
 * times beside them are for people (`npm run inquiries -- show`). A time further ahead than the
 * longest wait this store sets ({@link longestWaitMs}) was set under an earlier boot whose clock ran
 * ahead, and is over.
 */
import type { DatabaseSync } from 'node:sqlite'

import { after, momentOf, type Moment, type When } from './steadyClock'
import { iso, transaction, type Row } from './storeConnection'
import { fromRow } from './storedInquiries'

/**
 * The longest wait this store is ever asked to keep: the longest retry, and more than any claim. A
 * next attempt or a claim further ahead than this was set while the clock ran ahead, and is over.
 */
export const longestWaitMs = 60 * 60 * 1000

/** The outbox's part of the store, on its open connection. */
export function outboxClaims(db: DatabaseSync, { now: clock }: { now: () => Moment }) {
  const statements = {
    // Due: never tried, or its next attempt has come, or that time is further ahead than any wait
    // this store sets (?2); and claimed by nobody in the same sense. Both on the steady clock.
    nextDue: db.prepare(
      `SELECT * FROM inquiries WHERE mail_state = 'pending'
         AND (next_attempt_steady IS NULL OR next_attempt_steady <= ?1 OR next_attempt_steady > ?2)
         AND (claimed_until_steady IS NULL OR claimed_until_steady <= ?1
           OR claimed_until_steady > ?2)
       ORDER BY id LIMIT 1`,
    ),
    // A claim left by an attempt without an outcome (its claimant stopped, or could not record
    // one) counts as a send cut off: it may have arrived.
    claim: db.prepare(
      `UPDATE inquiries SET attempts = attempts + 1,
         interrupted_sends = interrupted_sends + (claimed_by IS NOT NULL),
         claimed_until = ?, claimed_until_steady = ?, claimed_by = ?,
         next_attempt_at = ?, next_attempt_steady = ? WHERE id = ? RETURNING *`,
    ),
    renewClaim: db.prepare(
      `UPDATE inquiries SET claimed_until = ?, claimed_until_steady = ?
         WHERE id = ? AND claimed_by = ? AND mail_state = 'pending'`,
    ),
    claimants: db.prepare(
      `SELECT DISTINCT claimed_by FROM inquiries
         WHERE mail_state = 'pending' AND claimed_until_steady > ? AND claimed_by IS NOT NULL`,
    ),
    endClaimsOf: db.prepare(
      `UPDATE inquiries SET claimed_until = NULL, claimed_until_steady = NULL, claimed_by = NULL,
         interrupted_sends = interrupted_sends + 1
         WHERE mail_state = 'pending' AND claimed_by = ? RETURNING id, interrupted_sends`,
    ),
    dueAt: db.prepare(
      'UPDATE inquiries SET next_attempt_at = ?, next_attempt_steady = ? WHERE id = ?',
    ),
    // 0 (before every time) for what is due now, as `nextDue` judges it.
    nextAttempt: db.prepare(
      `SELECT MIN(MAX(
           CASE WHEN next_attempt_steady > ?1 THEN 0 ELSE COALESCE(next_attempt_steady, 0) END,
           CASE WHEN claimed_until_steady > ?1 THEN 0 ELSE COALESCE(claimed_until_steady, 0) END))
         AS next FROM inquiries WHERE mail_state = 'pending'`,
    ),
    sent: db.prepare(
      `UPDATE inquiries SET mail_state = 'sent', sent_at = ?, last_error = NULL,
         claimed_until = NULL, claimed_until_steady = NULL, claimed_by = NULL,
         next_attempt_at = NULL, next_attempt_steady = NULL WHERE id = ?`,
    ),
    failed: db.prepare(
      `UPDATE inquiries SET last_error = ?, next_attempt_at = ?, next_attempt_steady = ?,
         claimed_until = NULL, claimed_until_steady = NULL, claimed_by = NULL WHERE id = ?`,
    ),
    refused: db.prepare(
      `UPDATE inquiries SET mail_state = 'refused', last_error = ?,
         claimed_until = NULL, claimed_until_steady = NULL, claimed_by = NULL,
         next_attempt_at = NULL, next_attempt_steady = NULL WHERE id = ?`,
    ),
    retryRefused: db.prepare(
      `UPDATE inquiries SET mail_state = 'pending', next_attempt_at = NULL,
         next_attempt_steady = NULL WHERE mail_state = 'refused'`,
    ),
    retryNow: db.prepare(
      `UPDATE inquiries SET mail_state = 'pending', next_attempt_at = NULL,
         next_attempt_steady = NULL WHERE id = ? AND mail_state IN ('pending', 'refused')`,
    ),
    release: db.prepare(
      `UPDATE inquiries SET mail_state = 'pending', released_at = ?, next_attempt_at = NULL,
         next_attempt_steady = NULL WHERE id = ? AND mail_state = 'held'`,
    ),
  }

  /** The latest steady time a wait set now could end: anything later is over. */
  const latestPlausible = (moment: Moment) => moment.steady + longestWaitMs

  return {
    /**
     * Claims the oldest inquiry that is due for `claimant`: counts the attempt, sets when the next
     * one is due (`retryInMs` after now, should this one end without a record), and keeps every
     * other process from sending it for `claimForMs`. The claim is on disk before the caller sends
     * anything.
     */
    claimNext(
      when: When,
      claimForMs: number,
      retryInMs: (attempt: number) => number,
      claimant = 'anonymous',
    ) {
      const now = momentOf(when)
      return transaction(db, () => {
        const due = statements.nextDue.get(now.steady, latestPlausible(now)) as Row | undefined
        if (!due) return undefined
        const until = after(now, claimForMs)
        const retry = after(now, retryInMs(Number(due.attempts) + 1))
        const row = statements.claim.get(
          iso(until.wall),
          until.steady,
          claimant,
          iso(retry.wall),
          retry.steady,
          Number(due.id),
        )
        return fromRow(row as Row)
      })
    },

    /** Keeps `claimant`'s claim on an inquiry for `forMs` more (a send still running); false if lost. */
    renewClaim(id: number, claimant: string, when: When, forMs: number): boolean {
      const until = after(momentOf(when), forMs)
      return (
        Number(statements.renewClaim.run(iso(until.wall), until.steady, id, claimant).changes) > 0
      )
    },

    /**
     * Ends the claims of every claimant that `isGone` says no longer runs (a server stopped while
     * it was sending): each such send counts as cut off, and the inquiry is due again after
     * `pauseMs(sends cut off so far)`, a pause that grows with each, so that an inquiry whose send
     * stops the server every time is not sent again and again at once.
     */
    endClaimsOfGone(
      when: When,
      isGone: (claimant: string) => boolean,
      pauseMs: (interruptedSends: number) => number,
    ): number {
      const now = momentOf(when)
      return transaction(db, () => {
        let ended = 0
        for (const row of statements.claimants.all(now.steady) as Row[]) {
          const claimant = String(row.claimed_by)
          if (!isGone(claimant)) continue
          for (const inquiry of statements.endClaimsOf.all(claimant) as Row[]) {
            const due = after(now, pauseMs(Number(inquiry.interrupted_sends)))
            statements.dueAt.run(iso(due.wall), due.steady, Number(inquiry.id))
            ended += 1
          }
        }
        return ended
      })
    },

    /** In how many ms the earliest waiting inquiry is due (and unclaimed), if any waits: 0 for now. */
    nextAttemptIn(when: When = clock()): number | undefined {
      const now = momentOf(when)
      const next = statements.nextAttempt.get(latestPlausible(now))?.next
      if (next === null || next === undefined) return undefined
      return Math.max(0, Number(next) - now.steady)
    },

    recordSent(id: number, now = clock().wall): void {
      statements.sent.run(iso(now), id)
    },

    /**
     * A temporary failure: the claim ends, and the next attempt is due `retryInMs` after `when`
     * (the failure: a send that took long is not tried again at once, before those behind it).
     */
    recordFailedAttempt(id: number, error: string, when: When, retryInMs: number): void {
      const retry = after(momentOf(when), retryInMs)
      statements.failed.run(error.slice(0, 500), iso(retry.wall), retry.steady, id)
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
    release(id: number, now = clock().wall): boolean {
      return Number(statements.release.run(iso(now), id).changes) > 0
    },
  }
}
