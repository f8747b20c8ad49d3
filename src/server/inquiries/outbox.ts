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
 * while sending) ends at once, so the inquiry goes out right after the restart; if its send is cut
 * off again and again (a server that dies during each send of it), each time after a longer pause
 * ({@link pauseAfterInterruptions}), and `npm run inquiries -- status` counts the sends cut off.
 * Every wait is judged on the steady clock the database keeps (./steadyClock.ts): a wall clock
 * stepped either way neither delays an attempt nor ends another server's claim early.
 *
 * Each send has a deadline ({@link sendDeadlineMs}, well inside the claim): a mail server, or a
 * filter in between, that trickles its answer line by line keeps the connection alive for ever,
 * which no silence timeout notices. After the deadline the attempt fails like any other, is
 * logged and tried again, and the inquiries behind it go out meanwhile. While a send runs, its
 * claim is renewed, so that no other process sends the inquiry a second time meanwhile.
 */
import type { SendMailOptions } from 'nodemailer/lib/mailer'

import type { Log } from '@/server/bufferedLog'

import type { InquiryDatabase } from './inquiryDatabase'
import { inquiryMail } from './inquiryMail'
import type { InquiryStore } from './inquiryStore'
import { longestWaitMs } from './outboxClaims'
import { isGone, thisProcess } from './processes'
import { after } from './steadyClock'
import type { StoredInquiry } from './storedInquiries'

/** The longest wait between two attempts. */
export const longestRetryMs = longestWaitMs

/** How long one send may take, from connecting to the mail server's last answer. */
export const sendDeadlineMs = 60 * 1000

/** How long a claim keeps other processes from sending an inquiry: far longer than a send. */
const claimMs = 5 * 60 * 1000

/**
 * The outbox looks for due inquiries at least this often, so that what another process changed
 * (`npm run inquiries -- retry`, a second server's expired claim) is not left waiting.
 */
const lookAgainMs = 15 * 1000

/** How long the outbox's bookkeeping waits for a lock another process holds. */
const bookkeepingPatienceMs = 10 * 1000

/** The wait after the `attempt`-th attempt fails: `firstRetryMs`, doubling, up to an hour. */
export function retryDelayMs(attempt: number, firstRetryMs: number): number {
  return Math.min(longestRetryMs, firstRetryMs * 2 ** Math.max(0, attempt - 1))
}

/**
 * The pause before an inquiry whose send was cut off `interruptions` times (its server stopped
 * during the send) is sent again: none after the first (a restart), then the retry schedule's.
 */
export function pauseAfterInterruptions(interruptions: number, firstRetryMs: number): number {
  return interruptions <= 1 ? 0 : retryDelayMs(interruptions - 1, firstRetryMs)
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
  deadlineMs = sendDeadlineMs,
  patienceMs = bookkeepingPatienceMs,
  log = console,
}: {
  database: InquiryDatabase
  /**
   * Hands a message to the mail server; resolves once the server has accepted it, and gives up
   * (rejects) when `signal` aborts.
   */
  send: (message: SendMailOptions, signal: AbortSignal) => Promise<unknown>
  mail: Parameters<typeof inquiryMail>[1]
  firstRetryMs: number
  claimForMs?: number
  deadlineMs?: number
  patienceMs?: number
  log?: Log
}) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let stopped = false
  const write = <T>(work: (store: InquiryStore) => T) => database.write(work, patienceMs)

  /** Records an outcome; if that fails, the claim keeps the inquiry from being sent again soon. */
  async function record(
    inquiry: StoredInquiry,
    claimedUntil: Date,
    outcome: string,
    work: (store: InquiryStore) => void,
  ) {
    const recorded = await write((store) => {
      work(store)
      return true
    })
    if (!recorded)
      log.error(
        `Inquiry ${inquiry.id} ${outcome}, but that could not be recorded; it is not sent again before ${claimedUntil.toISOString()}`,
      )
  }

  /** Sends within the deadline, renewing the claim meanwhile; resolves to the failure, if any. */
  async function sendInTime(inquiry: StoredInquiry, claim: { until: Date }) {
    const deadline = AbortSignal.timeout(deadlineMs)
    const renewal = setInterval(() => {
      void write((store) => {
        const now = store.now()
        return store.renewClaim(inquiry.id, thisProcess, now, claimForMs)
          ? after(now, claimForMs).wall
          : undefined
      }).then((until) => {
        if (until) claim.until = until
      })
    }, claimForMs / 3)
    try {
      await send(inquiryMail(inquiry, mail), deadline)
      return undefined
    } catch (error) {
      return deadline.aborted
        ? `no final answer within ${deadlineMs / 1000} s (the mail server, or a filter in between, is too slow)`
        : error
    } finally {
      clearInterval(renewal)
    }
  }

  async function deliver(inquiry: StoredInquiry) {
    const claim = { until: inquiry.claimedUntil! }
    const failure = await sendInTime(inquiry, claim)
    if (failure === undefined) {
      await record(inquiry, claim.until, 'mailed', (store) => store.recordSent(inquiry.id))
      log.log(`Inquiry ${inquiry.id} mailed`)
      return
    }
    const reason = typeof failure === 'string' ? failure : describeFailure(failure)
    if (isPermanent(failure)) {
      await record(inquiry, claim.until, 'refused by the mail server', (store) =>
        store.recordRefused(inquiry.id, reason),
      )
      log.error(
        `Inquiry ${inquiry.id} refused by the mail server for good: ${reason}. It waits until the settings are fixed and the server restarted, or: npm run inquiries -- retry ${inquiry.id}`,
      )
    } else {
      const retryInMs = retryDelayMs(inquiry.attempts, firstRetryMs)
      await record(inquiry, claim.until, 'not mailed', (store) =>
        store.recordFailedAttempt(inquiry.id, reason, store.now(), retryInMs),
      )
      log.error(
        `Inquiry ${inquiry.id} not mailed (attempt ${inquiry.attempts}): ${reason}; next attempt in ${Math.round(retryInMs / 1000)} s`,
      )
    }
  }

  /** Claims and mails what is due, one at a time, until nothing is (or the database fails). */
  async function deliverDue() {
    const ended = await write((store) =>
      store.endClaimsOfGone(store.now(), isGone, (interruptions) =>
        pauseAfterInterruptions(interruptions, firstRetryMs),
      ),
    )
    if (ended)
      log.log(
        `${ended} inquiries whose send a server that stopped cut off are due again (npm run inquiries -- status counts such sends)`,
      )
    while (!stopped) {
      const inquiry = await write((store) =>
        store.claimNext(
          store.now(),
          claimForMs,
          (attempt) => retryDelayMs(attempt, firstRetryMs),
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
    const wait = database.read((store) => store.nextAttemptIn()) ?? lookAgainMs
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
