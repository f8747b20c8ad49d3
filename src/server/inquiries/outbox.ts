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
  now = () => new Date(),
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
  /** The machine's clock (injected by tests). */
  now?: () => Date
  log?: Log
}) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let stopped = false
  const write = <T>(work: (store: InquiryStore) => T) => database.write(work, patienceMs)
  const later = (ms: number) => new Date(now().getTime() + ms)

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
      const until = later(claimForMs)
      void write((store) => store.renewClaim(inquiry.id, thisProcess, until)).then((renewed) => {
        if (renewed) claim.until = until
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
      await record(inquiry, claim.until, 'mailed', (store) => store.recordSent(inquiry.id, now()))
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
      const retryAt = later(retryDelayMs(inquiry.attempts, firstRetryMs))
      await record(inquiry, claim.until, 'not mailed', (store) =>
        store.recordFailedAttempt(inquiry.id, reason, retryAt),
      )
      log.error(
        `Inquiry ${inquiry.id} not mailed (attempt ${inquiry.attempts}): ${reason}; next attempt ${retryAt.toISOString()}`,
      )
    }
  }

  /** Claims and mails what is due, one at a time, until nothing is (or the database fails). */
  async function deliverDue() {
    const ended = await write((store) => store.endClaimsOfGone(now(), isGone))
    if (ended) log.log(`${ended} inquiries claimed by a server that stopped are due again`)
    while (!stopped) {
      const inquiry = await write((store) => {
        const time = now()
        return store.claimNext(
          time,
          new Date(time.getTime() + claimForMs),
          (attempt) => new Date(time.getTime() + retryDelayMs(attempt, firstRetryMs)),
          thisProcess,
        )
      })
      if (!inquiry) return
      await deliver(inquiry)
    }
  }

  function scheduleNext() {
    clearTimeout(timer)
    if (stopped) return
    const time = now()
    const next = database.read((store) => store.nextAttemptAt(time))
    const wait = next ? Math.max(next.getTime() - time.getTime(), 0) : lookAgainMs
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
