// `npm run inquiries`: the company reads and manages the stored inquiries without SQL: every form's
// (src/config/forms.ts), each row shown with its kind (an inquiry, an application, a callback
// request). The database is the server's (src/server/inquiries/inquiryStore.ts, in DATA_DIR); this
// runs beside a running server, since SQLite lets both at the file, and the server's outbox notices
// what it changed. A database that cannot be written (a read-only file system, in a rescue) is
// still read.
import { existsSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

import {
  optionText,
  valueFieldsLaidOut,
  type FieldDeclaration,
  type FieldValue,
  type ValueKind,
} from '../../src/config/fieldKinds.ts'
import {
  formIds,
  forms,
  valueFieldsOfForm,
  valueOf,
  type FieldOf,
  type FormId,
} from '../../src/config/forms.ts'
import {
  inquiryHealth,
  lockPatienceMs,
  problemSentences,
  unreadHealth,
  warningSentences,
  type DatabaseState,
  type InquiryHealth,
} from '../../src/server/inquiries/health.ts'
import {
  NoDatabaseError,
  openInquiryStore,
  type InquiryStore,
} from '../../src/server/inquiries/inquiryStore.ts'
import { isGone } from '../../src/server/inquiries/processes.ts'
import {
  restoreInquiryDatabase,
  RestoreRefusedError,
  type RestoreReport,
} from '../../src/server/inquiries/restoreDatabase.ts'
import { momentOf, type Moment } from '../../src/server/inquiries/steadyClock.ts'
import { isBusy } from '../../src/server/inquiries/storeConnection.ts'
import { declaredField, type StoredInquiry } from '../../src/server/inquiries/storedInquiries.ts'
import { fieldText, optionTextsOf } from '../../src/shared/formTexts.ts'
import { translators } from '../../src/shared/i18n.ts'
import { dayOf } from '../../src/shared/workerLeasingPermit.ts'

export const usage = `npm run inquiries -- <command>

Every form's posts are here, numbered together: inquiries, applications, callback requests.

  status [--with-warnings] whether they reach the company; exits 1 when they do not
                           (--with-warnings: also when something must be done soon)
  list [--spam]            each in a line with its kind, newest last (--spam: those held as spam)
  show <number>            one, every field, its mail state and the consent given
  export [--spam] [file]   all as CSV (UTF-8), with each one's kind, into the file (or standard
                           output)
  retry <number>           mail an inquiry now that waits or was refused by the mail server
  release <number>         mail an inquiry that was held as spam after all
  delete <number>          delete one inquiry, and erase its text from the database's files
  purge <days>             delete inquiries received more than <days> days ago (those mailed,
                           or refused or held and looked at)
  backup <file>            a consistent copy of the database, also while the server runs
  restore <file>           put a backup in the database's place (the server stopped), carry
                           over what arrived since, and erase again what was erased since
                           (--discard-damaged: also when the database in place cannot be read)

The database is DATA_DIR/inquiries.sqlite (DATA_DIR: the server's setting, default ./data).`

type Output = { out: (text: string) => void; error: (text: string) => void }

const commands = [
  'status',
  'list',
  'show',
  'export',
  'retry',
  'release',
  'delete',
  'purge',
  'backup',
  'restore',
] as const
type Command = (typeof commands)[number]

/** Commands that change the database: refused, with a reason, when it cannot be written. */
const writing: readonly Command[] = ['retry', 'release', 'delete', 'purge']

function stateOf(inquiry: StoredInquiry, now: Moment): string {
  const marked = inquiry.botSign === 'tooFast' ? ', marked possibly automated' : ''
  switch (inquiry.mailState) {
    case 'held':
      return `held as spam (${inquiry.botSign === 'honeypot' ? 'hidden field filled in' : 'sent within seconds'})`
    case 'sent':
      return `mailed${marked}`
    case 'refused':
      return 'REFUSED by the mail server'
    case 'pending':
      return (inquiry.claimedUntilSteady ?? -Infinity) > now.steady
        ? 'being mailed'
        : `waiting${marked}`
  }
}

/** What each form's posts are called here. */
const kinds: Record<FormId, { one: string; many: string }> = {
  inquiry: { one: 'inquiry', many: 'inquiries' },
  application: { one: 'application', many: 'applications' },
  callback: { one: 'callback request', many: 'callback requests' },
}

/** The kind of an inquiry as a sentence starts it: `Application`. */
const kindOf = ({ form }: StoredInquiry) =>
  kinds[form].one.charAt(0).toUpperCase() + kinds[form].one.slice(1)

/** The longest kind's name: the list's column of kinds is this wide. */
const kindWidth = Math.max(...formIds.map((form) => kinds[form].one.length))

const firstLine = (text: string, length: number) => {
  const line = text.split('\n', 1)[0]!
  return [...line].length > length ? `${[...line].slice(0, length - 1).join('')}…` : line
}

/** The first field of an inquiry's form of a kind (its e-mail address, its text of several lines). */
const fieldOfKind = ({ form }: StoredInquiry, kind: ValueKind) =>
  valueFieldsOfForm(form).find((field) => declaredField(form, field).kind === kind)

/**
 * One inquiry in a line: number, time, kind, state, who (with the e-mail address where the form
 * asks for one), what it is about (as its mail's subject says) and the start of its text of several
 * lines.
 */
function lineOf(inquiry: StoredInquiry, now: Moment): string {
  const given = (field: string | undefined) =>
    field !== undefined && valueOf(inquiry, field) !== '' && valueOf(inquiry, field) !== undefined
  const shown = (field: string) => shownField(inquiry, field, false)
  const address = fieldOfKind(inquiry, 'email')
  const block = fieldOfKind(inquiry, 'longText')
  const about = forms[inquiry.form].mail.about
    .filter((field) => given(field))
    .map((field) => firstLine(shown(field), 30))
  return [
    String(inquiry.id).padStart(5),
    inquiry.receivedAt.toISOString().slice(0, 16).replace('T', ' '),
    kinds[inquiry.form].one.padEnd(kindWidth),
    stateOf(inquiry, now).padEnd(14),
    `${firstLine(shown('name'), 30)}${given(address) ? ` <${shown(address!)}>` : ''}`,
    about.length ? `(${about.join(', ')})` : '',
    given(block) ? `– ${firstLine(shown(block!), 50)}` : '',
  ]
    .filter(Boolean)
    .join('  ')
}

/**
 * Where a spreadsheet may start a cell: at the start of ours, and after every separator or line
 * break in it, since a program that splits on another separator than ours (German Excel splits
 * on `;`), or splits lines inside quotes, starts a cell there. A formula's first character
 * (`=`, `+`, `-`, `@`, also in their full-width forms), after any spaces, gets a `'` before it.
 */
const formulaStart = /(^|[,;\t\r\n])(\s*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g

/** A CSV cell (RFC 4180), with no formula a spreadsheet would run, however it splits the line. */
function csvCell(value: string | number): string {
  const safe = String(value).replace(formulaStart, "$1$2'")
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Each kind's value in a cell: as typed, an option by its id, a date as `YYYY-MM-DD`. */
const csvValues: { [K in ValueKind]: (value: FieldValue<K>) => string | number } = {
  text: String,
  email: String,
  phone: String,
  longText: String,
  choice: String,
  choices: (chosen) => chosen.join(', '),
  date: String,
  smallNumber: (number) => number ?? '',
}

export const csvValue = <K extends ValueKind>(
  declared: FieldDeclaration<K>,
  value: FieldValue<K>,
) => csvValues[declared.kind](value)

/** Every field of every form, each once, in the forms' order: the CSV's columns. */
const csvFields = [...new Set(formIds.flatMap((form) => valueFieldsOfForm(form)))]

/**
 * Every field of every form is a column, named as the field, with the value as the visitor gave
 * it, and a row's fields that its form does not have are empty; `kind` names its form.
 */
export function inquiriesCsv(
  inquiries: StoredInquiry[],
  now: Moment = momentOf(new Date()),
): string {
  const header = ['number', 'received', 'kind', 'language', ...csvFields, 'state']
  const cell = (inquiry: StoredInquiry, field: string) => {
    const value = valueOf(inquiry, field)
    return value === undefined ? '' : csvValue(declaredField(inquiry.form, field), value)
  }
  const rows = inquiries.map((inquiry) => [
    inquiry.id,
    inquiry.receivedAt.toISOString(),
    inquiry.form,
    inquiry.language,
    ...csvFields.map((field) => cell(inquiry, field)),
    stateOf(inquiry, now),
  ])
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (umlauts, emoji).
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** A field's label in `show`: its mail's, in English as the rest of the command. */
const labelOf = (form: FormId, field: FieldOf<FormId>) =>
  fieldText(translators.en[forms[form].mail.texts], field)

/** Each kind's value in `show`, in English; `-` for a field left empty. */
const shownValues: {
  [K in ValueKind]: (value: FieldValue<K>, option: (option: string) => string) => string
} = {
  text: (value) => value || '-',
  email: (value) => value || '-',
  phone: (value) => value || '-',
  longText: (value) => value || '-',
  choice: (value, option) => (value ? option(value) : '-'),
  choices: (chosen, option) => chosen.map(option).join(', ') || '-',
  date: (value) => value || '-',
  smallNumber: (number) => (number === undefined ? '-' : String(number)),
}

export const shownValue = <K extends ValueKind>(
  declared: FieldDeclaration<K>,
  value: FieldValue<K>,
  option: (option: string) => string,
) => shownValues[declared.kind](value, option)

/**
 * A field's value in `show` and `list`: an option by its English text; in `show`, a time to call
 * back with the day it meant when the inquiry arrived (`dated`).
 */
const shownField = (inquiry: StoredInquiry, field: string, dated = true) =>
  shownValue(
    declaredField(inquiry.form, field),
    valueOf(inquiry, field)!,
    optionText(optionTextsOf[inquiry.form]('en', dated ? inquiry.receivedAt : undefined), field),
  )

/** A line of `show`: its label, and the value from the 12th column on where the label fits. */
const shownLine = (label: string, value: string) => `${`${label}:`.padEnd(10)} ${value}`

function describe(inquiry: StoredInquiry, store: InquiryStore, now: Moment): string {
  const consentText = inquiry.consent && store.consentText(inquiry.consent.textVersion)
  return [
    `${kindOf(inquiry)} ${inquiry.id}`,
    `Received:  ${inquiry.receivedAt.toISOString()}`,
    `Language:  ${inquiry.language}`,
    ...valueFieldsLaidOut(forms[inquiry.form].fields, false).map((field) =>
      shownLine(labelOf(inquiry.form, field), shownField(inquiry, field)),
    ),
    `State:     ${stateOf(inquiry, now)}${inquiry.sentAt ? ` at ${inquiry.sentAt.toISOString()}` : ''}`,
    ...(inquiry.mailState === 'pending' && inquiry.nextAttemptAt
      ? [`Next mail attempt: ${inquiry.nextAttemptAt.toISOString()}`]
      : []),
    ...(inquiry.lastError
      ? [`Last mail error: ${inquiry.lastError} (attempt ${inquiry.attempts})`]
      : []),
    ...(inquiry.interruptedSends
      ? [`Sends cut off: ${interruptedSends(inquiry.interruptedSends)}`]
      : []),
    ...(inquiry.releasedAt ? [`Released from spam: ${inquiry.releasedAt.toISOString()}`] : []),
    ...(inquiry.repeats
      ? [`Repeats:   inquiry ${inquiry.repeats.id} of ${inquiry.repeats.receivedAt.toISOString()}`]
      : []),
    inquiry.consent
      ? `Consent:   given ${inquiry.consent.givenAt.toISOString()}, text version ${inquiry.consent.textVersion}${consentText ? ` (${consentText.language}): ${consentText.text}` : ''}`
      : 'Consent:   not recorded (received before consent was recorded)',
    ...valueFieldsLaidOut(forms[inquiry.form].fields, true).flatMap((field) => [
      '',
      `${labelOf(inquiry.form, field)}:`,
      shownField(inquiry, field),
    ]),
  ].join('\n')
}

/** The servers that run on the database, the latest started first. */
const runningServers = (store: InquiryStore) =>
  store.servers().filter((server) => !isGone(server.claimant))

/** How often an inquiry's send was cut off, and what follows, for `status` and `show`. */
const interruptedSends = (count: number) =>
  `${count === 1 ? 'once' : `${count} times`} (the server stopped during the send, or could not record its outcome): the company may have received it as often. It is sent again after a pause that grows each time.`

/** What the owner should know that is no problem of the inquiries' delivery. */
function notes(store: InquiryStore): string[] {
  const proxy = store.untrustedProxy()
  return [
    ...store
      .interruptedSends()
      .map(({ id, count }) => `Inquiry ${id}: its send was cut off ${interruptedSends(count)}`),
    ...(proxy
      ? [
          `Inquiries arrive through a proxy at ${proxy.address} that is not in TRUSTED_PROXIES (since ${proxy.since.toISOString()}): the rate limit counts every visitor behind it as one, and refuses them once a few have sent. If it is your proxy, add TRUSTED_PROXIES=${proxy.address} to /etc/site/inquiries.env and restart the server (docs/inquiries.md).`,
        ]
      : []),
  ]
}

/** What `status` says: the judgement, the facts behind it, and the inquiries held as spam. */
function statusReport(
  health: InquiryHealth,
  store: InquiryStore | undefined,
  cause: string | undefined,
  now: Moment,
): string {
  const [server] = store ? runningServers(store) : []
  const held = store?.held() ?? []
  const warnings = warningSentences(health, dayOf(now.wall))
  const noted = store ? notes(store) : []
  const stored = store?.countsByForm()
  return [
    `Inquiries: ${health.waiting} waiting to be mailed (${health.waitingTooLong} longer than ${health.alertMinutes} minutes), ${health.refused} refused by the mail server, ${health.held} held as spam`,
    stored &&
      `Stored: ${formIds.map((form) => `${stored[form]} ${stored[form] === 1 ? kinds[form].one : kinds[form].many}`).join(', ')}`,
    store &&
      (server
        ? `Server: runs since ${server.startedAt.toISOString()}, ${server.mails ? 'mailing inquiries' : 'NOT mailing inquiries (SMTP_URL is not set)'}`
        : 'Server: none runs on this database'),
    store &&
      `Last backup: ${health.lastBackup ?? 'never'}${store.readOnly ? '\nThe database is open for reading only: it cannot be written here' : ''}`,
    '',
    ...(health.status === 'ok'
      ? ['All is well: every inquiry is stored, and mailed or on its way.']
      : ['Needs attention:', ...problemSentences(health, cause).map((line) => `- ${line}`)]),
    ...(warnings.length ? ['', 'To do soon:', ...warnings.map((line) => `- ${line}`)] : []),
    ...(noted.length ? ['', 'Notes:', ...noted.map((line) => `- ${line}`)] : []),
    ...(held.length
      ? [
          '',
          'Held as spam (the hidden field was filled in; a person’s inquiry may be among them):',
          ...held.map((inquiry) => lineOf(inquiry, now)),
          'To mail one after all: npm run inquiries -- release <number>',
        ]
      : []),
  ]
    .filter((line) => line !== undefined)
    .join('\n')
}

/** The status command: the same judgement as /healthz, from this process. */
function status(
  openStore: (busyTimeoutMs: number) => InquiryStore,
  {
    out,
    now: given,
    withWarnings,
    ...fallbacks
  }: Output & {
    now: Date | undefined
    withWarnings: boolean
    fallbackAlertMinutes: number
    fallbackPermitValidUntil: string | undefined
  },
): number {
  const unread = (now: Moment) =>
    unreadHealth('unusable', {
      alertMinutes: fallbacks.fallbackAlertMinutes,
      permitValidUntil: fallbacks.fallbackPermitValidUntil,
      today: dayOf(now.wall),
    })
  const exitCode = (health: InquiryHealth) =>
    health.status !== 'ok' || (withWarnings && health.warnings.length > 0) ? 1 : 0
  let store: InquiryStore
  try {
    store = openStore(lockPatienceMs)
  } catch (error) {
    if (error instanceof NoDatabaseError) throw error
    const cause = error instanceof Error ? error.message.split('\n', 1)[0] : String(error)
    const now = momentOf(given ?? new Date())
    // Whether a server runs cannot be read from a database that cannot be read.
    const health = unread(now)
    out(statusReport(health, undefined, cause, now))
    return exitCode(health)
  }
  try {
    const now = given ? momentOf(given) : store.now()
    let database: DatabaseState = 'usable'
    let cause: string | undefined
    try {
      store.probeWrite(now.wall)
    } catch (error) {
      database = isBusy(error) ? 'busy' : 'unusable'
      cause = error instanceof Error ? error.message.split('\n', 1)[0] : String(error)
    }
    let health: InquiryHealth
    try {
      health = inquiryHealth(store, database, { now, ...fallbacks })
    } catch (error) {
      // Damaged where the counts are read.
      cause ??= error instanceof Error ? error.message.split('\n', 1)[0] : String(error)
      health = unread(now)
    }
    out(statusReport(health, store, cause, now))
    return exitCode(health)
  } finally {
    store.close()
  }
}

/** What `restore` did, for the owner. */
function restoreReport(file: string, restored: RestoreReport): string {
  const { carried, renumbered, lostNumbers } = restored
  const inquiries = (count: number) => `${count} ${count === 1 ? 'inquiry' : 'inquiries'}`
  return [
    `Restored the inquiry database from ${file}${restored.backupMadeAt ? ` (a backup of ${restored.backupMadeAt.toISOString()})` : ''}: ${inquiries(restored.inquiries)}, ${restored.waiting} of them waiting to be mailed (the server mails them once it runs).`,
    restored.replaced.length
      ? `Carried over from the database it replaced: ${inquiries(carried.carried)} that arrived after the backup was made (${carried.carriedWaiting} of them waiting to be mailed), and what became of ${inquiries(carried.changed)} since (mailed, released, refused).`
      : 'There was no database in its place to carry anything over from.',
    ...renumbered.map(
      ({ from, to, receivedAt }) =>
        `Inquiry ${from} of the backup (received ${receivedAt}) is now inquiry ${to}: an earlier release had given its number to another inquiry too.`,
    ),
    restored.erasedAgain
      ? `Erased again ${inquiries(restored.erasedAgain)} deleted after the backup was made.`
      : 'No inquiry in it had been deleted since.',
    ...restored.discarded.map(
      (damaged) => `Deleted the damaged ${damaged}, as asked (--discard-damaged).`,
    ),
    lostNumbers
      ? `Inquiries ${lostNumbers.from} to ${lostNumbers.to} arrived after the backup was made and are in no database: the mails in your mailbox have those that were mailed.`
      : '',
    `New inquiries are numbered from ${restored.nextNumber} on${restored.skipped ? ': nothing here says which numbers were given after the backup was made, so none of them is given again' : ''}.`,
    restored.replaced.length
      ? 'The database it replaced is deleted: all it held is in the restored one, so no other file keeps an inquiry.'
      : '',
    'Start the server again: systemctl start site',
  ]
    .filter(Boolean)
    .join('\n')
}

/** What `retry` and `release` lead to: whether a server runs that will mail it, and when. */
function whatHappensTo(id: number, store: InquiryStore): string {
  const servers = runningServers(store)
  if (servers.some((server) => server.mails))
    return `Inquiry ${id} is due now: the running server mails it within 15 seconds (npm run inquiries -- show ${id} tells when it has)`
  if (servers.length > 0)
    return `Inquiry ${id} is due now, but the running server sends no mail (SMTP_URL is not set): it is mailed once SMTP_URL is set and the server restarted`
  return `Inquiry ${id} is due now; no server runs on this database: it is mailed once the server starts (systemctl start site)`
}

const inquiryNumber = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined

/** Runs one command; returns the process's exit code. */
export async function runInquiriesCommand(
  args: string[],
  {
    dataDirectory,
    out,
    error,
    now: given,
    fallbackAlertMinutes,
    fallbackPermitValidUntil,
  }: Output & {
    dataDirectory: string
    /** The machine's clock, for tests: the clock is taken to have been right (steady = wall). */
    now?: Date
    /** The alert time when no server ever recorded its own (`INQUIRY_ALERT_MINUTES` here). */
    fallbackAlertMinutes: number
    /** The permit's last day when no server recorded its own (this project's company data). */
    fallbackPermitValidUntil?: string
  },
): Promise<number> {
  const flags = new Set(args.filter((arg) => arg.startsWith('--')))
  const [command, argument] = args.filter((arg) => !flags.has(arg))
  const spam = flags.has('--spam')
  const now = given ?? new Date()
  const wrong = (message: string) => {
    error(`${message}\n\n${usage}`)
    return 2
  }
  if (command === undefined || command === 'help' || command === '--help') {
    out(usage)
    return command === undefined ? 2 : 0
  }
  if (!(commands as readonly string[]).includes(command))
    return wrong(`Unknown command: ${command}`)
  const needsNumber = ['show', 'retry', 'release', 'delete'].includes(command)
  const id = inquiryNumber(argument)
  if (needsNumber && id === undefined) return wrong(`${command} needs an inquiry number`)
  if (command === 'purge' && id === undefined) return wrong('purge needs a number of days')
  if ((command === 'backup' || command === 'restore') && !argument)
    return wrong(`${command} needs a file`)
  if (command === 'backup') {
    const folder = dirname(resolve(argument!))
    if (!existsSync(folder)) {
      error(`The folder ${folder} does not exist: create it first (mkdir -p ${folder})`)
      return 1
    }
  }

  // Never creates a database: a mistyped DATA_DIR is named instead of read as empty.
  const openStore = (busyTimeoutMs = 5000) =>
    openInquiryStore(dataDirectory, { create: false, busyTimeoutMs, readOnlyFallback: true })

  if (command === 'status')
    return status(openStore, {
      out,
      error,
      now: given,
      withWarnings: flags.has('--with-warnings'),
      fallbackAlertMinutes,
      fallbackPermitValidUntil,
    })
  if (command === 'restore') {
    try {
      const restored = await restoreInquiryDatabase(argument!, dataDirectory, {
        discardDamaged: flags.has('--discard-damaged'),
      })
      out(restoreReport(argument!, restored))
      return 0
    } catch (problem) {
      if (!(problem instanceof RestoreRefusedError)) throw problem
      error(problem.message)
      return 1
    }
  }

  const store = openStore()
  const moment = given ? momentOf(given) : store.now()
  const missing = () => {
    error(`There is no inquiry ${id}`)
    return 1
  }
  try {
    if (store.readOnly && writing.includes(command as Command)) {
      error(
        `The inquiry database at ${store.path} cannot be written (a read-only file system, or another user's file): ${command} changes it. Run it as the server's user on a writable disk.`,
      )
      return 1
    }
    const chosen = () => store.all().filter((inquiry) => (inquiry.mailState === 'held') === spam)
    /** Shown to a person: the retention period may now delete them even if never mailed. */
    const shown = (inquiries: StoredInquiry[]) => {
      store.markSeen(
        inquiries.map((inquiry) => inquiry.id),
        now,
      )
      return inquiries
    }
    switch (command as Exclude<Command, 'status' | 'restore'>) {
      case 'list': {
        const inquiries = shown(chosen())
        for (const inquiry of inquiries) out(lineOf(inquiry, moment))
        out(`${inquiries.length} ${spam ? 'held as spam' : 'inquiries'} in ${store.path}`)
        return 0
      }
      case 'show': {
        const inquiry = store.get(id!)
        if (!inquiry) return missing()
        out(describe(shown([inquiry])[0]!, store, moment))
        return 0
      }
      case 'export': {
        const inquiries = shown(chosen())
        const csv = inquiriesCsv(inquiries, moment)
        const what = `${inquiries.length} ${spam ? 'held as spam' : 'inquiries'} as CSV (UTF-8, for spreadsheets)`
        if (!argument) {
          out(csv.replace(/\r\n$/, ''))
          error(`Exported ${what} to standard output. To write a file instead: export <file>`)
          return 0
        }
        // Personal data: readable by the user who exported it only.
        writeFileSync(argument, csv, { mode: 0o600 })
        out(
          `Exported ${what} to ${resolve(argument)}. It holds personal data: delete it once you no longer need it.`,
        )
        return 0
      }
      case 'retry':
      case 'release': {
        const inquiry = store.get(id!)
        if (!inquiry) return missing()
        const done = command === 'retry' ? store.retryNow(id!) : store.release(id!, now)
        if (!done) {
          error(
            `Inquiry ${id} is ${stateOf(inquiry, moment)}: ${command === 'retry' ? 'only an inquiry that waits or was refused can be retried' : 'only an inquiry held as spam can be released'}`,
          )
          return 1
        }
        out(whatHappensTo(id!, store))
        return 0
      }
      case 'delete': {
        const { removed, erased } = store.remove(id!, now)
        if (!removed) return missing()
        out(
          erased
            ? `Deleted inquiry ${id}`
            : `Deleted inquiry ${id}; its text leaves the database's write-ahead log at the next checkpoint (the server was busy writing): the server's next deletion of old inquiries, within 6 hours, or any delete or purge run later`,
        )
        return 0
      }
      case 'purge': {
        const before = new Date(now.getTime() - id! * 24 * 60 * 60 * 1000)
        const { purged, kept } = store.purgeReceivedBefore(before, now)
        out(
          `Deleted ${purged} inquiries received before ${before.toISOString()}${kept ? `; kept ${kept} that were never mailed nor looked at (npm run inquiries -- list, list --spam; delete <number> deletes one)` : ''}`,
        )
        return 0
      }
      case 'backup': {
        const recorded = await store.backupTo(argument!, moment)
        out(
          recorded
            ? `Copied the inquiry database to ${argument}`
            : `Copied the inquiry database to ${argument}; its time could not be recorded in the database (it cannot be written), so status does not count it`,
        )
        return 0
      }
    }
  } finally {
    store.close()
  }
}
