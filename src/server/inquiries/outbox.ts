/**
 * Mails stored inquiries to the company, after the visitor has had the answer and never inside a
 * request. A mail server that is down, slow or refusing gets the inquiry again later, on a doubling
 * schedule, across restarts (the schedule is in the database), until it takes it; then the
 * inquiry is marked sent and never mailed again.
 */
import type { SendMailOptions } from 'nodemailer/lib/mailer'

import type { Log } from '../bufferedLog'
import { inquiryMail } from './inquiryMail'
import type { InquiryStore, StoredInquiry } from './inquiryStore'

/** The longest wait between two attempts. */
export const longestRetryMs = 60 * 60 * 1000

/** The wait after the `failedAttempts`-th failure: `firstRetryMs`, doubling, up to an hour. */
export function retryDelayMs(failedAttempts: number, firstRetryMs: number): number {
  return Math.min(longestRetryMs, firstRetryMs * 2 ** Math.max(0, failedAttempts - 1))
}

export type Outbox = ReturnType<typeof createOutbox>

/** Why a send failed, for the log: the mail server's answer, never the mail's content. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { code, responseCode } = error as { code?: string; responseCode?: number }
  return [code, responseCode, error.message.split('\n', 1)[0]].filter(Boolean).join(' ')
}

export function createOutbox({
  store,
  send,
  mail,
  firstRetryMs,
  log = console,
}: {
  store: InquiryStore
  /** Hands a message to the mail server; resolves once the server has accepted it. */
  send: (message: SendMailOptions) => Promise<unknown>
  mail: Parameters<typeof inquiryMail>[1]
  firstRetryMs: number
  log?: Log
}) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let stopped = false

  async function deliver(inquiry: StoredInquiry) {
    try {
      await send(inquiryMail(inquiry, mail))
    } catch (error) {
      const failed = inquiry.attempts + 1
      const next = new Date(Date.now() + retryDelayMs(failed, firstRetryMs))
      const reason = describeFailure(error)
      store.recordFailedAttempt(inquiry.id, reason, next)
      log.error(
        `Inquiry ${inquiry.id} not mailed (attempt ${failed}): ${reason}; next attempt ${next.toISOString()}`,
      )
      return
    }
    store.recordSent(inquiry.id)
    log.log(`Inquiry ${inquiry.id} mailed`)
  }

  /** Asks for what is due until nothing is: an inquiry stored meanwhile is in the next answer. */
  async function deliverDue() {
    for (let due = store.due(); due.length > 0 && !stopped; due = store.due())
      for (const inquiry of due) if (!stopped) await deliver(inquiry)
  }

  function scheduleNext() {
    clearTimeout(timer)
    const next = store.nextAttemptAt()
    if (stopped || !next) return
    // setTimeout holds at most about 24 days; the schedule's longest wait is an hour.
    const wait = Math.min(Math.max(next.getTime() - Date.now(), 0), longestRetryMs)
    timer = setTimeout(wake, wait)
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
