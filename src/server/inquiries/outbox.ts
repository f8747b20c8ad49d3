/**
 * Mails stored inquiries to the company, after the visitor has had the answer and never inside a
 * request. Each inquiry is claimed in the database before it is sent, then its outcome recorded:
 *
 * - accepted: marked sent, never mailed again;
 * - refused for now (no connection, too slow, a 4xx answer): again later, after 1, 2, 4 ... minutes,
 *   up to once an hour, across restarts (the schedule is in the database);
 * - refused for good (a 5xx answer: a wrong address or password): marked refused, no more attempts
 *   until the settings change (a restart) or `npm run inquiries -- retry`; /healthz says so.
 *
 * The claim already sets when the next attempt is due, and keeps every other process (a second
 * server on the same database) from sending the inquiry before it expires. So if the outcome cannot
 * be recorded (a full disk, a locked database), the inquiry is not sent again in a loop: once the
 * claim has expired, at the pace of the schedule. A claim of a process that has exited (killed
 * while sending) ends at once, so the inquiry goes out right after the restart.
 */
import { hostname } from 'node:os'
import type { SendMailOptions } from 'nodemailer/lib/mailer'

import type { Log } from '../bufferedLog'
import type { InquiryDatabase } from './inquiryDatabase'
import { inquiryMail } from './inquiryMail'
import type { InquiryStore, StoredInquiry } from './inquiryStore'

/** The longest wait between two attempts. */
export const longestRetryMs = 60 * 60 * 1000

/**
 * How long a claim keeps other processes from sending an inquiry: longer than any send can take
 * with the server's mail timeouts (src/server/main.ts).
 */
const claimMs = 5 * 60 * 1000

/**
 * The outbox looks for due inquiries at least this often, so that what another process changed
 * (`npm run inquiries -- retry`, a second server's expired claim) is not left waiting.
 */
const lookAgainMs = 15 * 1000

/** Who claims an inquiry: this process, on this machine. */
const thisProcess = `${hostname()} ${process.pid}`

/**
 * A claimant that no longer runs: a process of this machine that has exited (killed while it was
 * sending). A claimant on another machine is never judged: its claims simply expire.
 */
function isGone(claimant: string): boolean {
  const [host, pid] = claimant.split(' ')
  if (host !== hostname() || !/^\d+$/.test(pid ?? '')) return false
  try {
    process.kill(Number(pid), 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** The wait after the `attempt`-th attempt fails: `firstRetryMs`, doubling, up to an hour. */
export function retryDelayMs(attempt: number, firstRetryMs: number): number {
  return Math.min(longestRetryMs, firstRetryMs * 2 ** Math.max(0, attempt - 1))
}

export type Outbox = ReturnType<typeof createOutbox>

/** Why a send failed, for the log: the mail server's answer, never the mail's content. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { code, responseCode } = error as { code?: string; responseCode?: number }
  return [code, responseCode, error.message.split('\n', 1)[0]].filter(Boolean).join(' ')
}

/** A mail server's 5xx answer: the same message will be refused again, whenever it is sent. */
function isPermanent(error: unknown): boolean {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown }
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
}

export function createOutbox({
  database,
  send,
  mail,
  firstRetryMs,
  claimForMs = claimMs,
  log = console,
}: {
  database: InquiryDatabase
  /** Hands a message to the mail server; resolves once the server has accepted it. */
  send: (message: SendMailOptions) => Promise<unknown>
  mail: Parameters<typeof inquiryMail>[1]
  firstRetryMs: number
  claimForMs?: number
  log?: Log
}) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let stopped = false

  /** Records an outcome; if that fails, the claim keeps the inquiry from being sent again soon. */
  function record(inquiry: StoredInquiry, outcome: string, write: (store: InquiryStore) => void) {
    const recorded = database.write((store) => {
      write(store)
      return true
    })
    if (!recorded)
      log.error(
        `Inquiry ${inquiry.id} ${outcome}, but that could not be recorded; it is not sent again before ${inquiry.claimedUntil!.toISOString()}`,
      )
  }

  async function deliver(inquiry: StoredInquiry) {
    try {
      await send(inquiryMail(inquiry, mail))
    } catch (error) {
      const reason = describeFailure(error)
      if (isPermanent(error)) {
        record(inquiry, 'refused by the mail server', (store) =>
          store.recordRefused(inquiry.id, reason),
        )
        log.error(
          `Inquiry ${inquiry.id} refused by the mail server for good: ${reason}. It waits until the settings are fixed and the server restarted, or: npm run inquiries -- retry ${inquiry.id}`,
        )
      } else {
        record(inquiry, 'not mailed', (store) => store.recordFailedAttempt(inquiry.id, reason))
        log.error(
          `Inquiry ${inquiry.id} not mailed (attempt ${inquiry.attempts}): ${reason}; next attempt ${inquiry.nextAttemptAt!.toISOString()}`,
        )
      }
      return
    }
    record(inquiry, 'mailed', (store) => store.recordSent(inquiry.id))
    log.log(`Inquiry ${inquiry.id} mailed`)
  }

  /** Claims and mails what is due, one at a time, until nothing is (or the database fails). */
  async function deliverDue() {
    const ended = database.write((store) => store.endClaimsOfGone(new Date(), isGone))
    if (ended) log.log(`${ended} inquiries claimed by a server that stopped are due again`)
    while (!stopped) {
      const now = new Date()
      const inquiry = database.write((store) =>
        store.claimNext(
          now,
          new Date(now.getTime() + claimForMs),
          (attempt) => new Date(now.getTime() + retryDelayMs(attempt, firstRetryMs)),
          thisProcess,
        ),
      )
      if (!inquiry) return
      await deliver(inquiry)
    }
  }

  function scheduleNext() {
    clearTimeout(timer)
    if (stopped) return
    const next = database.read((store) => store.nextAttemptAt())
    const wait = next ? Math.max(next.getTime() - Date.now(), 0) : lookAgainMs
    timer = setTimeout(wake, Math.min(wait, lookAgainMs))
    timer.unref()
  }

  /**
   * Mails what is due now, then waits for the next attempt that is due. While a round runs, it
   * finds what was stored meanwhile, or the schedule after it does (a new inquiry is due at once).
   */
  function wake(): void {
    if (stopped || running) return
    running = deliverDue()
      .catch((error: unknown) => log.error('The outbox failed:', error))
      .finally(() => {
        running = undefined
        scheduleNext()
      })
  }

  return {
    wake,
    /** No new attempts; resolves once the one in flight, if any, has ended. */
    async stop(): Promise<void> {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
