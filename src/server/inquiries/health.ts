/**
 * One judgement of whether inquiries reach the company, for an uptime monitor (`GET /healthz`),
 * the owner (`npm run inquiries -- status`) and the cron job that mails when status fails: all
 * three read the same facts from the database and judge them here, so they cannot disagree.
 *
 * It needs attention when an inquiry cannot be stored now (a write as large as an inquiry fails:
 * a full disk, a corrupt or read-only file, a lock another program holds), when the mail server
 * refused an inquiry for good, when one has waited longer than the running server's
 * `INQUIRY_ALERT_MINUTES`, when the last backup is older than {@link backupDueAfterHours} hours,
 * or when no server runs on the database. Inquiries held as spam are counted, not judged: a
 * person's may be among them, and `status` lists them.
 *
 * The answer holds counts, states and times only: nothing a visitor typed, and no path or error
 * text of the server's (the log and the status command have those).
 */
import { wholeNumber, type Environment } from '@/server/environment'

import type { InquiryStore } from './inquiryStore'
import { isGone } from './processes'

/** `INQUIRY_ALERT_MINUTES`: how long an inquiry may wait to be mailed before it is a problem. */
export const alertMinutesOf = (environment: Environment) =>
  wholeNumber(environment, 'INQUIRY_ALERT_MINUTES', 60, 1)

/** A day and a half: a nightly backup that failed once is noticed the next morning. */
export const backupDueAfterHours = 36

/**
 * How long a health check waits for another program's lock before it says the database is busy:
 * the server's and the status command's alike.
 */
export const lockPatienceMs = 2000

/** Whether an inquiry could be stored now. */
export type DatabaseState = 'usable' | 'busy' | 'unusable'

export const healthProblems = [
  'databaseUnusable',
  'databaseBusy',
  'mailRefused',
  'mailWaiting',
  'backupOverdue',
  'noServer',
] as const
export type HealthProblem = (typeof healthProblems)[number]

export type InquiryHealth = {
  status: 'ok' | 'attention'
  problems: HealthProblem[]
  database: DatabaseState
  /** Inquiries waiting to be mailed, of them those waiting longer than `alertMinutes`. */
  waiting: number
  waitingTooLong: number
  /** Refused by the mail server for good: they wait for someone to fix the settings. */
  refused: number
  /** Held as spam (the hidden field filled in): not mailed unless someone releases them. */
  held: number
  /** When the last backup was made (ISO 8601), or null if none was. */
  lastBackup: string | null
  alertMinutes: number
}

const hourMs = 60 * 60 * 1000

/** The judgement: which problems the facts show, and so the status. */
function judged(
  facts: Omit<InquiryHealth, 'status' | 'problems'> & {
    backupOverdue: boolean
    serverRuns: boolean
  },
): InquiryHealth {
  const { backupOverdue, serverRuns, ...health } = facts
  const problems = healthProblems.filter(
    (problem) =>
      ({
        databaseUnusable: health.database === 'unusable',
        databaseBusy: health.database === 'busy',
        mailRefused: health.refused > 0,
        mailWaiting: health.waitingTooLong > 0,
        backupOverdue,
        noServer: !serverRuns,
      })[problem],
  )
  return { status: problems.length ? 'attention' : 'ok', problems, ...health }
}

/**
 * Judges the database `store` holds, after a test write found it in state `database`. The alert
 * time is the running server's (recorded in the database at its start); `fallbackAlertMinutes`
 * only when no server ever ran on it. `serverRuns` is true for the server asking about itself.
 */
export function inquiryHealth(
  store: InquiryStore,
  database: DatabaseState,
  {
    now = new Date(),
    fallbackAlertMinutes,
    serverRuns,
  }: { now?: Date; fallbackAlertMinutes: number; serverRuns?: boolean },
): InquiryHealth {
  const servers = store.servers()
  const running = servers.filter((server) => !isGone(server.claimant))
  const alertMinutes = (running[0] ?? servers[0])?.alertMinutes ?? fallbackAlertMinutes
  const waiting = store.waiting(now, alertMinutes * 60_000)
  const { refused, held } = store.counts()
  const lastBackup = store.lastBackupAt()
  const since = lastBackup ?? store.createdAt() ?? now
  return judged({
    database,
    waiting: waiting.count,
    waitingTooLong: waiting.overdue,
    refused,
    held,
    lastBackup: lastBackup?.toISOString() ?? null,
    alertMinutes,
    backupOverdue: now.getTime() - since.getTime() > backupDueAfterHours * hourMs,
    serverRuns: serverRuns ?? running.length > 0,
  })
}

/**
 * The judgement when the database cannot even be read (`unusable`), or did not answer in time
 * (`busy`): nothing else is known.
 */
export function unreadHealth(
  database: Exclude<DatabaseState, 'usable'>,
  alertMinutes: number,
  serverRuns = true,
): InquiryHealth {
  return judged({
    database,
    waiting: 0,
    waitingTooLong: 0,
    refused: 0,
    held: 0,
    lastBackup: null,
    alertMinutes,
    backupOverdue: false,
    serverRuns,
  })
}

/** What each problem means and what to do, for the owner (the status command and its cron mail). */
export function problemSentences(health: InquiryHealth, cause?: string): string[] {
  const sentences: Record<HealthProblem, string> = {
    databaseUnusable: `The inquiry database cannot be written${cause ? ` (${cause})` : ''}: visitors are told their inquiry was not sent (503). Free disk space, or move a damaged file away and restore a backup (npm run inquiries -- restore <file>).`,
    databaseBusy: `Another program holds a lock on the inquiry database${cause ? ` (${cause})` : ''}: inquiries cannot be stored while it does. End that program (an open sqlite3 session, a copying tool).`,
    mailRefused: `${health.refused} inquiries were refused by the mail server for good: check SMTP_URL and INQUIRIES_TO, then restart the server or run npm run inquiries -- retry <number>.`,
    mailWaiting: `${health.waitingTooLong} inquiries have waited more than ${health.alertMinutes} minutes to be mailed (or carry a time that lies ahead: the clock was wrong): is the mail server reachable, and is SMTP_URL set?`,
    backupOverdue: `The last backup ${health.lastBackup ? `was made ${health.lastBackup}` : 'was never made'}, more than ${backupDueAfterHours} hours ago: is the nightly backup job running (npm run inquiries -- backup <file>)?`,
    noServer:
      'No server runs on this database: the site takes no inquiries. Start it (systemctl start site), or set DATA_DIR to the folder the server uses.',
  }
  return health.problems.map((problem) => sentences[problem])
}
