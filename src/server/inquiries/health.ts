/**
 * Whether inquiries reach the company, for an uptime monitor (`GET /healthz`) and the owner
 * (`npm run inquiries -- status`): healthy when the database can be used and every inquiry is
 * mailed or has waited less than `INQUIRY_ALERT_MINUTES`. Counts and states only: nothing a visitor
 * typed, and no path or error text of the server's (the log and the status command have those).
 */
import { wholeNumber, type Environment } from '../environment'
import type { InquiryStore } from './inquiryStore'

/** `INQUIRY_ALERT_MINUTES`: how long an inquiry may wait to be mailed before it is a problem. */
export const alertMinutesOf = (environment: Environment) =>
  wholeNumber(environment, 'INQUIRY_ALERT_MINUTES', 60, 1)

export type InquiryHealth = {
  healthy: boolean
  database: 'usable' | 'unusable'
  /** Inquiries waiting to be mailed, of them those waiting longer than `alertMinutes`. */
  waiting: number
  waitingTooLong: number
  /** Refused by the mail server for good: they wait for someone to fix the settings. */
  refused: number
  alertMinutes: number
}

/**
 * `read` runs a query on the database, undefined when it cannot be used (the server's
 * {@link InquiryDatabase}, or the status command's store).
 */
export function inquiryHealth(
  read: <T>(work: (store: InquiryStore) => T) => T | undefined,
  alertMinutes: number,
  now = new Date(),
): InquiryHealth {
  const counts = read((store) => ({
    waiting: store.waiting(new Date(now.getTime() - alertMinutes * 60_000)),
    refused: store.counts().refused,
  }))
  const waiting = counts?.waiting.count ?? 0
  const waitingTooLong = counts?.waiting.overdue ?? 0
  const refused = counts?.refused ?? 0
  return {
    healthy: counts !== undefined && waitingTooLong === 0 && refused === 0,
    database: counts ? 'usable' : 'unusable',
    waiting,
    waitingTooLong,
    refused,
    alertMinutes,
  }
}

/**
 * The last answer of `compute`, reused for up to `ms`: a monitor needs nothing fresher, and health
 * checks sent in a flood then cost one query a second.
 */
export function reusedFor<T>(ms: number, compute: () => T, now = Date.now): () => T {
  let last: { at: number; value: T } | undefined
  return () => {
    if (!last || now() - last.at >= ms) last = { at: now(), value: compute() }
    return last.value
  }
}

/** What is wrong, in a sentence each, for the owner (the status command, the log). */
export function healthProblems(health: InquiryHealth): string[] {
  return [
    health.database === 'unusable' &&
      'The inquiry database cannot be used: inquiries are refused (503).',
    health.refused > 0 &&
      `${health.refused} inquiries were refused by the mail server for good: check SMTP_URL and INQUIRIES_TO, then restart the server or run npm run inquiries -- retry <number>.`,
    health.waitingTooLong > 0 &&
      `${health.waitingTooLong} inquiries have waited more than ${health.alertMinutes} minutes to be mailed: is the mail server reachable, and is SMTP_URL set?`,
  ].filter((problem) => typeof problem === 'string')
}
