// `npm run inquiries`: the company reads and manages the stored inquiries without SQL. The database
// is the server's (src/server/inquiries/inquiryStore.ts, in DATA_DIR); this runs beside a running
// server, since SQLite lets both at the file, and the server's outbox notices what it changed.
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

import { healthProblems, inquiryHealth } from '../../src/server/inquiries/health.ts'
import type { InquiryStore, StoredInquiry } from '../../src/server/inquiries/inquiryStore.ts'

export const usage = `npm run inquiries -- <command>

  status                   whether inquiries reach the company; exits 1 when they do not
  list [--spam]            the inquiries, newest last (--spam: those held as spam)
  show <number>            one inquiry, every field, its mail state and the consent given
  export [--spam]          all inquiries as CSV (UTF-8), to standard output
  retry <number>           mail an inquiry now that waits or was refused by the mail server
  release <number>         mail an inquiry that was held as spam after all
  delete <number>          delete one inquiry, and erase its text from the database's files
  purge <days>             delete every inquiry received more than <days> days ago
  backup <file>            a consistent copy of the database, also while the server runs

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
] as const

function stateOf(inquiry: StoredInquiry, now: Date): string {
  const marked = inquiry.botSign === 'tooFast' ? ', marked possibly automated' : ''
  switch (inquiry.mailState) {
    case 'held':
      return `held as spam (${inquiry.botSign === 'honeypot' ? 'hidden field filled in' : 'sent within seconds'})`
    case 'sent':
      return `mailed${marked}`
    case 'refused':
      return 'REFUSED by the mail server'
    case 'pending':
      return inquiry.claimedUntil && inquiry.claimedUntil > now
        ? 'being mailed'
        : `waiting${marked}`
  }
}

const firstLine = (text: string, length: number) => {
  const line = text.split('\n', 1)[0]!
  return [...line].length > length ? `${[...line].slice(0, length - 1).join('')}…` : line
}

/**
 * A CSV cell (RFC 4180). A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`) starts
 * with an apostrophe: what a visitor typed must not run in the company's spreadsheet.
 */
function csvCell(value: string | number): string {
  const text = String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function inquiriesCsv(inquiries: StoredInquiry[], now = new Date()): string {
  const header = ['number', 'received', 'language', 'name', 'email', 'company', 'message', 'state']
  const rows = inquiries.map((inquiry) => [
    inquiry.id,
    inquiry.receivedAt.toISOString(),
    inquiry.language,
    inquiry.name,
    inquiry.email,
    inquiry.company,
    inquiry.message,
    stateOf(inquiry, now),
  ])
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (umlauts, emoji).
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

function describe(inquiry: StoredInquiry, store: InquiryStore, now: Date): string {
  const consentText = inquiry.consent && store.consentText(inquiry.consent.textVersion)
  return [
    `Inquiry ${inquiry.id}`,
    `Received:  ${inquiry.receivedAt.toISOString()}`,
    `Language:  ${inquiry.language}`,
    `Name:      ${inquiry.name}`,
    `E-mail:    ${inquiry.email}`,
    `Company:   ${inquiry.company || '-'}`,
    `State:     ${stateOf(inquiry, now)}${inquiry.sentAt ? ` at ${inquiry.sentAt.toISOString()}` : ''}`,
    ...(inquiry.mailState === 'pending' && inquiry.nextAttemptAt
      ? [`Next mail attempt: ${inquiry.nextAttemptAt.toISOString()}`]
      : []),
    ...(inquiry.lastError
      ? [`Last mail error: ${inquiry.lastError} (attempt ${inquiry.attempts})`]
      : []),
    ...(inquiry.releasedAt ? [`Released from spam: ${inquiry.releasedAt.toISOString()}`] : []),
    ...(inquiry.repeats
      ? [`Repeats:   inquiry ${inquiry.repeats.id} of ${inquiry.repeats.receivedAt.toISOString()}`]
      : []),
    inquiry.consent
      ? `Consent:   given ${inquiry.consent.givenAt.toISOString()}, text version ${inquiry.consent.textVersion}${consentText ? ` (${consentText.language}): ${consentText.text}` : ''}`
      : 'Consent:   not recorded (received before consent was recorded)',
    '',
    inquiry.message,
  ].join('\n')
}

const inquiryNumber = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined

/** Runs one command; returns the process's exit code. */
export async function runInquiriesCommand(
  args: string[],
  openStore: () => InquiryStore,
  { out, error }: Output,
  { now = new Date(), alertMinutes }: { now?: Date; alertMinutes: number },
): Promise<number> {
  const [command, argument] = args
  const spam = args.includes('--spam')
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
  if (command === 'backup') {
    if (!argument) return wrong('backup needs a file to write')
    const folder = dirname(resolve(argument))
    if (!existsSync(folder)) {
      error(`The folder ${folder} does not exist: create it first (mkdir -p ${folder})`)
      return 1
    }
  }

  const store = openStore()
  const missing = () => {
    error(`There is no inquiry ${id}`)
    return 1
  }
  try {
    const chosen = () => store.all().filter((inquiry) => (inquiry.mailState === 'held') === spam)
    switch (command as (typeof commands)[number]) {
      case 'status': {
        const health = inquiryHealth((work) => work(store), alertMinutes, now)
        const problems = healthProblems(health)
        out(
          [
            `Inquiries: ${health.waiting} waiting to be mailed (${health.waitingTooLong} longer than ${alertMinutes} minutes), ${health.refused} refused by the mail server, ${store.counts().held} held as spam`,
            ...(problems.length ? problems : ['Every inquiry is mailed or on its way.']),
          ].join('\n'),
        )
        return health.healthy ? 0 : 1
      }
      case 'list': {
        const inquiries = chosen()
        for (const inquiry of inquiries)
          out(
            [
              String(inquiry.id).padStart(5),
              inquiry.receivedAt.toISOString().slice(0, 16).replace('T', ' '),
              stateOf(inquiry, now).padEnd(14),
              `${firstLine(inquiry.name, 30)} <${inquiry.email}>`,
              inquiry.company ? `(${firstLine(inquiry.company, 30)})` : '',
              `– ${firstLine(inquiry.message, 50)}`,
            ]
              .filter(Boolean)
              .join('  '),
          )
        out(`${inquiries.length} ${spam ? 'held as spam' : 'inquiries'} in ${store.path}`)
        return 0
      }
      case 'show': {
        const inquiry = store.get(id!)
        if (!inquiry) return missing()
        out(describe(inquiry, store, now))
        return 0
      }
      case 'export':
        out(inquiriesCsv(chosen(), now).replace(/\r\n$/, ''))
        return 0
      case 'retry':
      case 'release': {
        const inquiry = store.get(id!)
        if (!inquiry) return missing()
        const done = command === 'retry' ? store.retryNow(id!) : store.release(id!, now)
        if (!done) {
          error(
            `Inquiry ${id} is ${stateOf(inquiry, now)}: ${command === 'retry' ? 'only an inquiry that waits or was refused can be retried' : 'only an inquiry held as spam can be released'}`,
          )
          return 1
        }
        out(
          `Inquiry ${id} is mailed by the running server within a minute (npm run inquiries -- show ${id})`,
        )
        return 0
      }
      case 'delete': {
        const { removed, erased } = store.remove(id!)
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
        const { purged } = store.purgeReceivedBefore(before)
        out(`Deleted ${purged} inquiries received before ${before.toISOString()}`)
        return 0
      }
      case 'backup':
        await store.backupTo(argument!)
        out(`Copied the inquiry database to ${argument}`)
        return 0
    }
  } finally {
    store.close()
  }
}
