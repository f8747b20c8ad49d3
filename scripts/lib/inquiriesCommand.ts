// `npm run inquiries`: the company reads and manages the stored inquiries without SQL. The database
// is the server's (src/server/inquiries/inquiryStore.ts, in DATA_DIR); this runs beside a running
// server, since SQLite lets both at the file.
import type { InquiryStore, StoredInquiry } from '../../src/server/inquiries/inquiryStore.ts'

export const usage = `npm run inquiries -- <command>

  list [--spam]            the inquiries, newest last (--spam: those kept as spam)
  show <number>            one inquiry, every field
  export [--spam]          all inquiries as CSV (UTF-8), to standard output
  delete <number>          delete one inquiry
  purge <days>             delete every inquiry received more than <days> days ago
  backup <file>            a consistent copy of the database, also while the server runs

The database is DATA_DIR/inquiries.sqlite (DATA_DIR: the server's setting, default ./data).`

type Output = { out: (text: string) => void; error: (text: string) => void }

const stateOf = (inquiry: StoredInquiry) =>
  inquiry.spam
    ? `spam (${inquiry.spam})`
    : inquiry.mailState === 'sent'
      ? 'mailed'
      : 'not mailed yet'

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

export function inquiriesCsv(inquiries: StoredInquiry[]): string {
  const header = ['number', 'received', 'language', 'name', 'email', 'company', 'message', 'state']
  const rows = inquiries.map((inquiry) => [
    inquiry.id,
    inquiry.receivedAt.toISOString(),
    inquiry.language,
    inquiry.name,
    inquiry.email,
    inquiry.company,
    inquiry.message,
    stateOf(inquiry),
  ])
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (umlauts, emoji).
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

function describe(inquiry: StoredInquiry): string {
  return [
    `Inquiry ${inquiry.id}`,
    `Received:  ${inquiry.receivedAt.toISOString()}`,
    `Language:  ${inquiry.language}`,
    `Name:      ${inquiry.name}`,
    `E-mail:    ${inquiry.email}`,
    `Company:   ${inquiry.company || '-'}`,
    `State:     ${stateOf(inquiry)}${inquiry.sentAt ? ` at ${inquiry.sentAt.toISOString()}` : ''}`,
    ...(inquiry.lastError
      ? [`Last mail error: ${inquiry.lastError} (attempt ${inquiry.attempts})`]
      : []),
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
  now = new Date(),
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
  if (!['list', 'show', 'export', 'delete', 'purge', 'backup'].includes(command))
    return wrong(`Unknown command: ${command}`)

  const store = openStore()
  try {
    const chosen = () => store.all().filter((inquiry) => (inquiry.spam !== undefined) === spam)
    switch (command) {
      case 'list': {
        const inquiries = chosen()
        for (const inquiry of inquiries)
          out(
            [
              String(inquiry.id).padStart(5),
              inquiry.receivedAt.toISOString().slice(0, 16).replace('T', ' '),
              stateOf(inquiry).padEnd(14),
              `${firstLine(inquiry.name, 30)} <${inquiry.email}>`,
              inquiry.company ? `(${firstLine(inquiry.company, 30)})` : '',
              `– ${firstLine(inquiry.message, 50)}`,
            ]
              .filter(Boolean)
              .join('  '),
          )
        out(`${inquiries.length} ${spam ? 'kept as spam' : 'inquiries'} in ${store.path}`)
        return 0
      }
      case 'show': {
        const id = inquiryNumber(argument)
        if (id === undefined) return wrong('show needs an inquiry number')
        const inquiry = store.get(id)
        if (!inquiry) {
          error(`There is no inquiry ${id}`)
          return 1
        }
        out(describe(inquiry))
        return 0
      }
      case 'export':
        out(inquiriesCsv(chosen()).replace(/\r\n$/, ''))
        return 0
      case 'delete': {
        const id = inquiryNumber(argument)
        if (id === undefined) return wrong('delete needs an inquiry number')
        if (!store.remove(id)) {
          error(`There is no inquiry ${id}`)
          return 1
        }
        out(`Deleted inquiry ${id}`)
        return 0
      }
      case 'purge': {
        const days = inquiryNumber(argument)
        if (days === undefined) return wrong('purge needs a number of days')
        const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
        out(
          `Deleted ${store.purgeReceivedBefore(before)} inquiries received before ${before.toISOString()}`,
        )
        return 0
      }
      default: {
        if (!argument) return wrong('backup needs a file to write')
        await store.backupTo(argument)
        out(`Copied the inquiry database to ${argument}`)
        return 0
      }
    }
  } finally {
    store.close()
  }
}
