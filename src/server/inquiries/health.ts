/**
 * One judgement of whether inquiries reach the company, for an uptime monitor (`GET /healthz`),
 * the owner (`npm run inquiries -- status`) and the cron job that mails when status fails: all
 * three read the same facts from the database and judge them here, so they cannot disagree.
 *
 * It needs attention when an inquiry cannot be stored now (a write as large as an inquiry fails:
 * a full disk, a corrupt or read-only file, a lock another program holds), when the mail server
 * refused an inquiry for good, when one has waited longer than the running server's
 * `INQUIRY_ALERT_MINUTES`, when the last backup is older than {@link backupDueAfterHours} hours,
 * when no server runs on the database, or when the worker-leasing permit the running server's build
 * states has ended (the site still says the firm holds one). It warns, without needing attention,
 * in the permit's last {@link permitWarningDays} days. Inquiries held as spam are counted, not
 * judged: a person's may be among them, and `status` lists them. How long something has waited,
 * and how old the last backup is, is judged on the steady clock (./steadyClock.ts): a wall clock
 * stepped ahead raises no alarm that the time passed does not justify.
 *
 * The answer holds counts, states and times only: nothing a visitor typed, and no path or error
 * text of the server's (the log and the status command have those).
 */
import { wholeNumber, type Environment } from '@/server/environment'
import { dayOf, daysLeft, permitWarningDays } from '@/shared/workerLeasingPermit'

import type { InquiryStore } from './inquiryStore'
import { isGone } from './processes'
import { momentOf, type When } from './steadyClock'

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
  'permitEnded',
] as const
export type HealthProblem = (typeof healthProblems)[number]

/** What the owner should act on soon, while inquiries still reach the company. */
export const healthWarnings = ['permitEnding'] as const
export type HealthWarning = (typeof healthWarnings)[number]

export type InquiryHealth = {
  status: 'ok' | 'attention'
  problems: HealthProblem[]
  warnings: HealthWarning[]
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
  /** The worker-leasing permit's last day as the running server's build states it, if limited. */
  permitValidUntil: string | null
}

/** What a judgement reads besides the database: the running server's settings, and the day. */
type Settings = { alertMinutes: number; permitValidUntil: string | undefined; today: string }

const hourMs = 60 * 60 * 1000

/** The judgement: which problems and warnings the facts show, and so the status. */
function judged(
  facts: Omit<InquiryHealth, 'status' | 'problems' | 'warnings' | 'permitValidUntil'> & {
    backupOverdue: boolean
    serverRuns: boolean
    permit: { validUntil: string | undefined; today: string }
  },
): InquiryHealth {
  const { backupOverdue, serverRuns, permit, ...health } = facts
  const permitDaysLeft =
    permit.validUntil === undefined ? Infinity : daysLeft(permit.validUntil, permit.today)
  const problems = healthProblems.filter(
    (problem) =>
      ({
        databaseUnusable: health.database === 'unusable',
        databaseBusy: health.database === 'busy',
        mailRefused: health.refused > 0,
        mailWaiting: health.waitingTooLong > 0,
        backupOverdue,
        noServer: !serverRuns,
        permitEnded: permitDaysLeft < 0,
      })[problem],
  )
  const warnings = healthWarnings.filter(
    (warning) =>
      ({ permitEnding: permitDaysLeft >= 0 && permitDaysLeft <= permitWarningDays })[warning],
  )
  return {
    status: problems.length ? 'attention' : 'ok',
    problems,
    warnings,
    ...health,
    permitValidUntil: permit.validUntil ?? null,
  }
}

/**
 * Judges the database `store` holds, after a test write found it in state `database`. The alert
 * time and the permit's end are the running server's (recorded in the database at its start);
 * the fallbacks, the asker's own, only when no server ever recorded them. `serverRuns` is true for
 * the server asking about itself.
 */
export function inquiryHealth(
  store: InquiryStore,
  database: DatabaseState,
  {
    now = store.now(),
    fallbackAlertMinutes,
    fallbackPermitValidUntil,
    serverRuns,
  }: {
    now?: When
    fallbackAlertMinutes: number
    fallbackPermitValidUntil?: string | undefined
    serverRuns?: boolean
  },
): InquiryHealth {
  const moment = momentOf(now)
  const servers = store.servers()
  const running = servers.filter((server) => !isGone(server.claimant))
  const server = running[0] ?? servers[0]
  const alertMinutes = server?.alertMinutes ?? fallbackAlertMinutes
  const waiting = store.waiting(moment, alertMinutes * 60_000)
  const { refused, held } = store.counts()
  const lastBackup = store.lastBackup()
  const since = lastBackup ?? store.created() ?? { steady: moment.steady }
  return judged({
    database,
    waiting: waiting.count,
    waitingTooLong: waiting.overdue,
    refused,
    held,
    lastBackup: lastBackup?.at.toISOString() ?? null,
    alertMinutes,
    backupOverdue: moment.steady - since.steady > backupDueAfterHours * hourMs,
    serverRuns: serverRuns ?? running.length > 0,
    permit: {
      validUntil: server?.permitValidUntil ?? fallbackPermitValidUntil,
      today: dayOf(moment.wall),
    },
  })
}

/**
 * The judgement when the database cannot even be read (`unusable`), or did not answer in time
 * (`busy`): nothing else is known but the asker's own settings.
 */
export function unreadHealth(
  database: Exclude<DatabaseState, 'usable'>,
  { alertMinutes, permitValidUntil, today }: Settings,
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
    permit: { validUntil: permitValidUntil, today },
  })
}

/** `count` things, in the singular for one: `1 inquiry`, `2 inquiries`. */
const counted = (count: number, one: string, more: string) => `${count} ${count === 1 ? one : more}`

/** What to do about the permit, once it is renewed (docs/go-live.md, Updating). */
const enterNewPermitEnd =
  'enter its new last day in the company data (workerLeasingPermit.validUntil in /etc/site/company.ts), then build the site again and restart it as docs/go-live.md says under Updating'

/** What each problem means and what to do, for the owner (the status command and its cron mail). */
export function problemSentences(health: InquiryHealth, cause?: string): string[] {
  const sentences: Record<HealthProblem, string> = {
    databaseUnusable: `The inquiry database cannot be written${cause ? ` (${cause})` : ''}: visitors are told their inquiry was not sent (503). Free disk space, or move a damaged file away and restore a backup (npm run inquiries -- restore <file>).`,
    databaseBusy: `Another program holds a lock on the inquiry database${cause ? ` (${cause})` : ''}: inquiries cannot be stored while it does. End that program (an open sqlite3 session, a copying tool).`,
    mailRefused: `${counted(health.refused, 'inquiry was', 'inquiries were')} refused by the mail server for good: check SMTP_URL and INQUIRIES_TO, then restart the server or run npm run inquiries -- retry <number>.`,
    mailWaiting: `${counted(health.waitingTooLong, 'inquiry has', 'inquiries have')} waited more than ${health.alertMinutes} minutes to be mailed (or ${health.waitingTooLong === 1 ? 'carries' : 'carry'} a time that lies ahead: the clock was wrong): is the mail server reachable, and is SMTP_URL set?`,
    backupOverdue: `The last backup ${health.lastBackup ? `was made ${health.lastBackup}` : 'was never made'}, more than ${backupDueAfterHours} hours ago: is the nightly backup job running (npm run inquiries -- backup <file>)?`,
    noServer:
      'No server runs on this database: the site takes no inquiries. Start it (systemctl start site), or set DATA_DIR to the folder the server uses.',
    permitEnded: `The worker-leasing permit ended on ${health.permitValidUntil}, but the site still says that the firm holds one. Once it is renewed, ${enterNewPermitEnd}. If the firm no longer leases drivers, remove workerLeasingPermit there instead, and build and restart the same way.`,
  }
  return health.problems.map((problem) => sentences[problem])
}

/** What each warning means and what to do. */
export function warningSentences(health: InquiryHealth, today: string): string[] {
  const sentences: Record<HealthWarning, string> = {
    permitEnding: `The worker-leasing permit ends on ${health.permitValidUntil}, in ${counted(health.permitValidUntil ? daysLeft(health.permitValidUntil, today) : 0, 'day', 'days')}: apply for its extension now (due three months before the end, § 2 (4) AÜG). Once it is granted, ${enterNewPermitEnd}: the imprint states the end.`,
  }
  return health.warnings.map((warning) => sentences[warning])
}
