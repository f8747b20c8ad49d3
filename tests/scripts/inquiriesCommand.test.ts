// @vitest-environment node
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import {
  optionText,
  valueFieldsLaidOut,
  type FieldDeclaration,
  type FieldValue,
  type ValueKind,
} from '@/config/fieldKinds'
import { formIds, valueFieldsOfForm } from '@/config/forms'
import { inquiryForm, inquiryValueFields } from '@/config/inquiryForm'
import { databaseFileName, openInquiryStore } from '@/server/inquiries/inquiryStore'
import { thisProcess } from '@/server/inquiries/processes'
import { translators } from '@/shared/i18n'

import {
  csvValue,
  inquiriesCsv,
  runInquiriesCommand,
  shownValue,
} from '../../scripts/lib/inquiriesCommand'
import { everyKindForm, everyKindOptionTexts } from '../config/everyKindForm'
import {
  sampleInquiry as inquiry,
  sampleApplication,
  sampleCallback,
} from '../server/inquiries/sampleInquiry'

/** A data directory with three inquiries: two from visitors (one old), one held as spam. */
function dataDirectory() {
  const directory = mkdtempSync(join(tmpdir(), 'cli-'))
  const store = openInquiryStore(directory)
  store.add(inquiry, new Date('2026-01-10T09:00:00Z'))
  store.add(
    { ...inquiry, name: '=HYPERLINK("http://evil")', company: '' },
    new Date('2026-11-20T09:00:00Z'),
  )
  store.add({ ...inquiry, name: 'Bot', botSign: 'honeypot' }, new Date('2026-11-21T09:00:00Z'))
  store.close()
  return directory
}

const now = new Date('2026-11-26T00:00:00Z')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function run(directory: string, ...args: string[]) {
  return runAt(now, directory, ...args)
}

async function runAt(time: Date, directory: string, ...args: string[]) {
  return runWith({ time }, directory, ...args)
}

/** Runs the command at `time`, with `permitValidUntil` as its own company data's. */
async function runWith(
  { time = now, permitValidUntil }: { time?: Date; permitValidUntil?: string },
  directory: string,
  ...args: string[]
) {
  const out: string[] = []
  const error: string[] = []
  const code = await runInquiriesCommand(args, {
    dataDirectory: directory,
    out: (text) => out.push(text),
    error: (text) => error.push(text),
    now: time,
    fallbackAlertMinutes: 60,
    fallbackPermitValidUntil: permitValidUntil,
  })
  return { code, out: out.join('\n'), error: error.join('\n') }
}

/** Records this test process as a server running on the database, as a server does at start. */
function serverRunsOn(
  directory: string,
  { mails = true, alertMinutes = 60, permitValidUntil = undefined as string | undefined } = {},
) {
  const store = openInquiryStore(directory)
  store.recordServer({
    claimant: thisProcess,
    startedAt: now,
    mails,
    alertMinutes,
    permitValidUntil,
  })
  store.close()
}

/** Runs the command as the owner does, in plain Node, on the database in `DATA_DIR`. */
function runInNode(dataDirectory: string, ...args: string[]) {
  return runInNodeAs([], dataDirectory, ...args)
}

/** The same, started through `prefix` (a program that runs it as another user). */
function runInNodeAs(prefix: string[], dataDirectory: string, ...args: string[]) {
  const [program, ...rest] = [...prefix, process.execPath, 'scripts/inquiries.ts', ...args]
  const child = spawnSync(program!, rest, {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDirectory },
  })
  return { code: child.status, out: child.stdout, error: child.stderr }
}

// Each test runs the command as a process of its own: seconds apiece on a busy machine.
describe('npm run inquiries', { timeout: 30_000 }, () => {
  it('lists the inquiries, spam apart', async () => {
    const directory = dataDirectory()
    const list = await run(directory, 'list')
    expect(list.code).toBe(0)
    expect(list.out).toMatch(
      /^ +1 +2026-01-10 09:00 +inquiry +waiting +Jörg Müller 🚲 <joerg@example.org>/m,
    )
    expect(list.out).toContain('– Zwei Fahrer, bitte.')
    expect(list.out).not.toContain('Bot')
    expect(list.out).toMatch(/2 inquiries in /)
    expect((await run(directory, 'list', '--spam')).out).toMatch(
      /3 .*held as spam \(hidden field filled in\) +Bot/,
    )
  })

  it('shows one inquiry whole, and says so when there is none', async () => {
    const directory = dataDirectory()
    const shown = await run(directory, 'show', '1')
    expect(shown.out).toContain(inquiry.message)
    expect(shown.out).toContain('Restaurant or company: Pizzeria "Zum Hafen"')
    expect(await run(directory, 'show', '42')).toMatchObject({
      code: 1,
      error: 'There is no inquiry 42',
    })
    expect((await run(directory, 'show', 'x')).code).toBe(2)
  })

  it('exports CSV a spreadsheet reads as UTF-8, with no cell it would run as a formula', async () => {
    const exported = (await run(dataDirectory(), 'export')).out
    // A column for each field of every form, named as the field, between the store's own: the
    // inquiry's first.
    const [header] = exported.split('\r\n')
    expect(header).toMatch(
      /^\uFEFFnumber,received,kind,language,name,email,.*company,.*message.*,state$/,
    )
    for (const field of formIds.flatMap((form) => valueFieldsOfForm(form)))
      expect(header!.split(','), field).toContain(field)
    expect(exported.split('\r\n')[1]).toMatch(/^1,[^,]+,inquiry,/)
    expect(exported).toContain('"Pizzeria ""Zum Hafen"""')
    expect(exported).toContain('"Zwei Fahrer, bitte.\nAb 18 Uhr 🚲"')
    expect(exported).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(exported).not.toContain('Bot')
    expect(inquiriesCsv([]).split('\r\n')).toHaveLength(2)
  })

  it('says where the CSV went: into the file named, readable by its user only, or to standard output', async () => {
    const directory = dataDirectory()
    const file = join(mkdtempSync(join(tmpdir(), 'export-')), 'inquiries.csv')
    const exported = await run(directory, 'export', file)
    expect(exported).toMatchObject({
      code: 0,
      out: `Exported 2 inquiries as CSV (UTF-8, for spreadsheets) to ${file}. It holds personal data: delete it once you no longer need it.`,
    })
    expect(readFileSync(file, 'utf8')).toMatch(/^\uFEFFnumber,received/)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect((await run(directory, 'export', '--spam', file)).out).toMatch(/^Exported 1 held as spam/)
    const toOutput = await run(directory, 'export')
    expect(toOutput.out).toMatch(/^\uFEFFnumber,received/)
    expect(toOutput.error).toBe(
      'Exported 2 inquiries as CSV (UTF-8, for spreadsheets) to standard output. To write a file instead: export <file>',
    )
  })

  it('exports every field of the form in its column, as typed', async () => {
    const [header, row] = parse((await run(dataDirectory(), 'export')).out, {
      bom: true,
    }) as string[][]
    for (const field of inquiryValueFields)
      expect(row![header!.indexOf(field)], field).toBe(inquiry[field])
  })

  it('shows every field of the form under its label in the mail', async () => {
    const shown = (await run(dataDirectory(), 'show', '1')).out
    for (const field of inquiryValueFields) {
      const label = translators.en.inquiryMail[field]()
      if (!valueFieldsLaidOut(inquiryForm.fields, true).includes(field))
        expect(shown).toMatch(new RegExp(`^${label}: +${escapeRegExp(inquiry[field])}$`, 'm'))
      else expect(shown).toContain(`\n${label}:\n${inquiry[field]}`)
    }
  })

  it('shows each form’s posts with their kind: list, show, export and status', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'cli-'))
    const store = openInquiryStore(directory)
    store.add(inquiry, new Date('2026-11-24T09:00:00Z'))
    store.add(sampleApplication, new Date('2026-11-24T10:00:00Z'))
    store.add(sampleCallback, new Date('2026-11-24T11:00:00Z'))
    store.close()

    const list = (await run(directory, 'list')).out
    expect(list).toMatch(
      /^ +1 +2026-11-24 09:00 +inquiry +waiting +Jörg Müller 🚲 <joerg@example\.org>/m,
    )
    expect(list).toMatch(
      new RegExp(
        `^ +2 +2026-11-24 10:00 +application +waiting +Aylin Kaya <${escapeRegExp(sampleApplication.email)}> +\\(Any suitable job .*, ${escapeRegExp(sampleApplication.phone)}\\)`,
        'm',
      ),
    )
    expect(list).toMatch(
      new RegExp(
        `^ +3 +2026-11-24 11:00 +callback request +waiting +Jörg Müller +\\(${escapeRegExp(sampleCallback.phone)}, As soon as possible\\)$`,
        'm',
      ),
    )

    const application = (await run(directory, 'show', '2')).out
    expect(application).toMatch(/^Application 2$/m)
    expect(application).toMatch(/^Own vehicles: Bicycle, Car$/m)
    expect(application).toMatch(/^Driving licence: Class AM, Class C1$/m)
    expect(application).toMatch(
      new RegExp(`^Available: ${escapeRegExp(sampleApplication.availability)}$`, 'm'),
    )
    expect((await run(directory, 'show', '3')).out).toMatch(/^Callback request 3$/m)

    const [header, ...rows] = parse((await run(directory, 'export')).out, {
      bom: true,
    }) as string[][]
    const column = (name: string) => header!.indexOf(name)
    expect(rows.map((row) => row[column('kind')])).toEqual(['inquiry', 'application', 'callback'])
    expect(rows[1]![column('job')]).toBe('any')
    expect(rows[2]![column('callTime')]).toBe(sampleCallback.callTime)
    // A field another form has stays empty in a row.
    expect(rows[2]![column('company')]).toBe('')

    serverRunsOn(directory)
    expect((await run(directory, 'status')).out).toMatch(
      /^Stored: 1 inquiry, 1 application, 1 callback request$/m,
    )
  })

  it('exports CSV that runs no formula whether a spreadsheet splits it on "," or on ";" (German Excel)', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'cli-'))
    const store = openInquiryStore(directory)
    const hostile = {
      name: 'Eve;=1+1;',
      company: 'x,@SUM(A1);-2',
      message: 'Hallo;=HYPERLINK("http://evil")\n+1 Fahrer, -5 Grad;\t=cmd|x',
    }
    store.add({ ...inquiry, ...hostile }, now)
    store.close()
    const exported = (await run(directory, 'export')).out
    const formula = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/
    for (const delimiter of [',', ';']) {
      // As a spreadsheet reads it: quotes honoured where a cell starts with one, the rest as text.
      const rows: string[][] = parse(exported, {
        bom: true,
        delimiter,
        relax_quotes: true,
        relax_column_count: true,
      })
      for (const cell of rows.flat()) expect(cell, `split on "${delimiter}"`).not.toMatch(formula)
    }
    // Read with the separator it was written with, every field is there as typed, with a guard
    // only where a cell could start.
    const [header, row] = parse(exported, { bom: true }) as string[][]
    const cells = (...fields: string[]) => fields.map((field) => row![header!.indexOf(field)])
    expect(cells('name', 'email', 'company', 'message')).toEqual([
      "Eve;'=1+1;",
      inquiry.email,
      "x,'@SUM(A1);'-2",
      "Hallo;'=HYPERLINK(\"http://evil\")\n'+1 Fahrer, '-5 Grad;\t'=cmd|x",
    ])
  })

  it('deletes one inquiry, and purges those older than a number of days once they were mailed', async () => {
    const directory = dataDirectory()
    expect((await run(directory, 'delete', '2')).out).toBe('Deleted inquiry 2')
    expect((await run(directory, 'delete', '2')).code).toBe(1)
    // Inquiry 1 is old, but was never mailed: a purge keeps it, and says so.
    expect((await run(directory, 'purge', '30')).out).toMatch(
      /^Deleted 0 inquiries received before 2026-10-27.*; kept 1 that were never mailed nor looked at/,
    )
    const store = openInquiryStore(directory)
    store.claimNext(now, 0, () => 0)
    store.recordSent(1, now)
    store.close()
    expect((await run(directory, 'purge', '30')).out).toMatch(
      /^Deleted 1 inquiries received before 2026-10-27/,
    )
    expect((await run(directory, 'list')).out).toMatch(/^0 inquiries/)
    expect((await run(directory, 'list', '--spam')).out).toMatch(/1 held as spam/)
  })

  it('shows when consent was given and the text the visitor ticked', async () => {
    const shown = (await run(dataDirectory(), 'show', '1')).out
    expect(shown).toMatch(
      /^Consent: +given 2026-01-10T09:00:00.000Z, text version [0-9a-f]{12} \(de\): Ich bin einverstanden/m,
    )
  })

  it('releases an inquiry held as spam, and retries one the mail server refused', async () => {
    const directory = dataDirectory()
    expect(await run(directory, 'release', '3')).toMatchObject({ code: 0 })
    expect((await run(directory, 'show', '3')).out).toMatch(/State: +waiting/)
    expect(await run(directory, 'release', '1')).toMatchObject({
      code: 1,
      error: expect.stringMatching(/only an inquiry held as spam can be released/),
    })
    const store = openInquiryStore(directory)
    store.claimNext(now, 0, () => 0)
    store.recordRefused(1, 'EENVELOPE 550 Mailbox unavailable')
    store.close()
    expect((await run(directory, 'show', '1')).out).toMatch(/State: +REFUSED by the mail server/)
    expect(await run(directory, 'retry', '1')).toMatchObject({ code: 0 })
    expect((await run(directory, 'show', '1')).out).toMatch(/State: +waiting/)
  })

  it('tells whether inquiries reach the company, with an exit code for a cron job', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'cli-'))
    const store = openInquiryStore(directory)
    store.add(inquiry, new Date(now.getTime() - 10 * 60_000))
    store.close()
    serverRunsOn(directory)
    expect(await run(directory, 'status')).toMatchObject({
      code: 0,
      out: expect.stringMatching(/1 waiting to be mailed[\s\S]*on its way/),
    })
    const late = openInquiryStore(directory)
    late.add({ ...inquiry, name: 'Late' }, new Date(now.getTime() - 90 * 60_000))
    late.close()
    expect(await run(directory, 'status')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/1 inquiry has waited more than 60 minutes/),
    })
  })

  it('judges by the alert time of the server that runs, not its own environment', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'cli-'))
    serverRunsOn(directory, { alertMinutes: 240 })
    const store = openInquiryStore(directory)
    store.add(inquiry, new Date(now.getTime() - 90 * 60_000))
    store.close()
    // This process says 60 (INQUIRY_ALERT_MINUTES); the server runs with 240.
    expect(await run(directory, 'status')).toMatchObject({ code: 0 })
  })

  it('warns from 60 days before the worker-leasing permit’s end, and needs attention after it, saying what to do', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'cli-'))
    openInquiryStore(directory).close()
    // The running server's build states the permit's end; the command's own data is a fallback.
    serverRunsOn(directory, { permitValidUntil: '2027-01-15' })
    const ending = await runWith({ permitValidUntil: '2030-01-01' }, directory, 'status')
    expect(ending.code).toBe(0)
    expect(ending.out).toContain('All is well')
    expect(ending.out).toMatch(
      /To do soon:\n- The worker-leasing permit ends on 2027-01-15, in 50 days: apply for its extension now .* enter its new last day in the company data \(workerLeasingPermit\.validUntil in \/etc\/site\/company\.ts\), then build the site again and restart it/,
    )
    // The daily job mails warnings too.
    expect((await run(directory, 'status', '--with-warnings')).code).toBe(1)
    expect((await runAt(new Date('2026-11-15T00:00:00Z'), directory, 'status')).out).not.toMatch(
      /To do soon/,
    )
    const ended = await runAt(new Date('2027-01-16T08:00:00Z'), directory, 'status')
    expect(ended.code).toBe(1)
    expect(ended.out).toMatch(
      /- The worker-leasing permit ended on 2027-01-15, but the site still says that the firm holds one\. Once it is renewed, enter its new last day/,
    )
    // No server runs: the command's own company data.
    const alone = mkdtempSync(join(tmpdir(), 'cli-'))
    openInquiryStore(alone).close()
    expect((await runWith({ permitValidUntil: '2026-12-01' }, alone, 'status')).out).toMatch(
      /The worker-leasing permit ends on 2026-12-01, in 5 days/,
    )
  })

  it('counts the sends of an inquiry that a stopped server cut off, and names a proxy it does not trust', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'cli-'))
    const store = openInquiryStore(directory)
    const { id } = store.add(inquiry, now)
    for (let cutOff = 0; cutOff < 3; cutOff += 1) store.claimNext(now, 0, () => 0, 'gone 1')
    store.noteUntrustedProxy('203.0.113.50', now)
    store.close()
    serverRunsOn(directory)
    const status = await run(directory, 'status')
    expect(status.out).toMatch(
      new RegExp(
        `Notes:\\n- Inquiry ${id}: its send was cut off 2 times \\(the server stopped during the send, or could not record its outcome\\): the company may have received it as often`,
      ),
    )
    expect(status.out).toMatch(
      /- Inquiries arrive through a proxy at 203\.0\.113\.50 that is not in TRUSTED_PROXIES \(since 2026-11-26T00:00:00\.000Z\)[\s\S]*add TRUSTED_PROXIES=203\.0\.113\.50 to \/etc\/site\/inquiries\.env/,
    )
    expect((await run(directory, 'show', String(id))).out).toMatch(/Sends cut off: 2 times/)
  })

  it('says another program holds a lock, rather than that the database cannot be used: opening it writes nothing', async () => {
    const directory = dataDirectory()
    serverRunsOn(directory)
    const other = new DatabaseSync(join(directory, databaseFileName))
    other.exec('BEGIN EXCLUSIVE')
    try {
      const status = await run(directory, 'status')
      expect(status.code).toBe(1)
      expect(status.out).toMatch(/Another program holds a lock on the inquiry database/)
    } finally {
      other.exec('ROLLBACK')
      other.close()
    }
  })

  it('says so when no server runs on the database', async () => {
    const status = await run(dataDirectory(), 'status')
    expect(status.code).toBe(1)
    expect(status.out).toMatch(/No server runs on this database: the site takes no inquiries/)
  })

  it('lists the inquiries held as spam in its status, and how to mail one after all', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'cli-'))
    const store = openInquiryStore(directory)
    store.add({ ...inquiry, name: 'Bot', botSign: 'honeypot' }, new Date('2026-11-21T09:00:00Z'))
    store.close()
    serverRunsOn(directory)
    const status = await run(directory, 'status')
    expect(status.code).toBe(0)
    expect(status.out).toMatch(/1 held as spam/)
    expect(status.out).toMatch(
      /^ +1 +2026-11-21 09:00 +inquiry +held as spam .* Bot <joerg@example.org>/m,
    )
    expect(status.out).toMatch(/npm run inquiries -- release <number>/)
  })

  it('reports the last backup, and needs attention when there was none for a day and a half', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'cli-'))
    serverRunsOn(directory)
    const store = openInquiryStore(directory)
    const created = store.created()!.at
    store.close()
    const at = (hours: number) => new Date(created.getTime() + hours * 60 * 60 * 1000)
    const early = await runAt(at(30), directory, 'status')
    expect(early).toMatchObject({ code: 0, out: expect.stringMatching(/Last backup: never/) })
    expect(await runAt(at(37), directory, 'status')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/The last backup was never made, more than 36 hours ago/),
    })
    const copy = join(mkdtempSync(join(tmpdir(), 'backups-')), 'backup.sqlite')
    expect((await runAt(at(36), directory, 'backup', copy)).code).toBe(0)
    expect(await runAt(at(37), directory, 'status')).toMatchObject({
      code: 0,
      out: expect.stringContaining(`Last backup: ${at(36).toISOString()}`),
    })
  })

  it('says what a retry leads to: mailed by the running server, or not before it runs or mails', async () => {
    const directory = dataDirectory()
    expect((await run(directory, 'retry', '1')).out).toMatch(
      /no server runs on this database: it is mailed once the server starts/,
    )
    serverRunsOn(directory, { mails: false })
    expect((await run(directory, 'retry', '1')).out).toMatch(
      /the running server sends no mail \(SMTP_URL is not set\)/,
    )
    serverRunsOn(directory, { mails: true })
    expect((await run(directory, 'retry', '1')).out).toMatch(
      /the running server mails it within 15 seconds/,
    )
  })

  it('fails its status on a database that cannot be read, naming the cause', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'cli-'))
    writeFileSync(join(directory, databaseFileName), 'not a database '.repeat(30))
    const status = await run(directory, 'status')
    expect(status.code).toBe(1)
    expect(status.out).toMatch(
      /The inquiry database cannot be written \(file is not a database\): visitors are told/,
    )
  })

  it('reads a database it cannot write (a read-only disk, in a rescue), and says why it cannot change it', () => {
    const directory = dataDirectory()
    // Readable by everyone, writable by its owner only; the command runs as another user (root
    // may write anything, so as root it runs as nobody).
    chmodSync(join(directory, databaseFileName), 0o444)
    chmodSync(directory, 0o555)
    const asAnotherUser =
      process.getuid?.() === 0
        ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups']
        : []
    const command = (...args: string[]) => runInNodeAs(asAnotherUser, directory, ...args)
    expect(command('list')).toMatchObject({ code: 0, out: expect.stringMatching(/2 inquiries in/) })
    const release = command('release', '3')
    expect(release.code).toBe(1)
    expect(release.error).toMatch(/cannot be written .*: release changes it/)
    expect(command('status')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/The inquiry database cannot be written/),
    })
  })

  it('restores a backup: the service’s ownership kept, erasures made since then made again, and says what it did', async () => {
    const directory = dataDirectory()
    const copy = join(mkdtempSync(join(tmpdir(), 'backups-')), 'backup.sqlite')
    expect((await run(directory, 'backup', copy)).code).toBe(0)
    // After the backup: inquiry 1 deleted on the visitor's request.
    expect((await run(directory, 'delete', '1')).code).toBe(0)
    // The database belongs to the service's user; root restores it.
    const root = process.getuid?.() === 0
    const service = root ? { uid: 4321, gid: 4321 } : statSync(directory)
    if (root) {
      chownSync(directory, service.uid, service.gid)
      chownSync(join(directory, databaseFileName), service.uid, service.gid)
    }
    const restored = await run(directory, 'restore', copy)
    expect(restored.code).toBe(0)
    expect(restored.out).toMatch(
      /^Restored the inquiry database from .*: 2 inquiries, 1 of them waiting/m,
    )
    expect(restored.out).toMatch(/Erased again 1 inquiry deleted after the backup was made/)
    expect(readdirSync(directory).filter((name) => name.includes('replaced'))).toEqual([])
    const file = statSync(join(directory, databaseFileName))
    expect({ uid: file.uid, gid: file.gid, mode: file.mode & 0o777 }).toEqual({
      uid: service.uid,
      gid: service.gid,
      mode: 0o600,
    })
    expect((await run(directory, 'show', '1')).code).toBe(1)
    expect((await run(directory, 'show', '2')).code).toBe(0)
    expect(readdirSync(directory).filter((name) => name.startsWith('.restoring'))).toEqual([])
  })

  it('refuses to restore a file that is not an inquiry database, and changes nothing', async () => {
    const directory = dataDirectory()
    const before = statSync(join(directory, databaseFileName)).mtimeMs
    const text = join(directory, 'notes.txt')
    writeFileSync(text, 'Kein Backup.\n'.repeat(100))
    const other = join(directory, 'other.sqlite')
    const db = new DatabaseSync(other)
    db.exec('CREATE TABLE recipes (name TEXT)')
    db.close()
    for (const [file, why] of [
      [text, /is not an inquiry database \(file is not a database\): nothing was changed/],
      [other, /is not an inquiry database \(no inquiries in it\)/],
      [join(directory, 'missing.sqlite'), /There is no file/],
    ] as const)
      expect(await run(directory, 'restore', file)).toMatchObject({
        code: 1,
        error: expect.stringMatching(why),
      })
    expect(statSync(join(directory, databaseFileName)).mtimeMs).toBe(before)
    expect((await run(directory, 'list')).out).toMatch(/2 inquiries/)
  })

  it('refuses to restore while a server has the database open', async () => {
    const directory = dataDirectory()
    const copy = join(mkdtempSync(join(tmpdir(), 'backups-')), 'backup.sqlite')
    await run(directory, 'backup', copy)
    const server = openInquiryStore(directory)
    try {
      expect(await run(directory, 'restore', copy)).toMatchObject({
        code: 1,
        error: expect.stringMatching(/The inquiry database is in use .*stop the server first/),
      })
    } finally {
      server.close()
    }
  })

  it('copies the database consistently', async () => {
    const directory = dataDirectory()
    const copy = join(directory, 'backup.sqlite')
    expect((await run(directory, 'backup', copy)).code).toBe(0)
    const db = new DatabaseSync(copy)
    expect(db.prepare('SELECT COUNT(*) AS count FROM inquiries').get()).toEqual({ count: 3 })
    db.close()
  })

  it('explains itself when the command is missing or unknown', async () => {
    const directory = dataDirectory()
    expect((await run(directory)).code).toBe(2)
    const unknown = await run(directory, 'drop')
    expect(unknown.code).toBe(2)
    expect(unknown.error).toMatch(/Unknown command: drop[\s\S]*npm run inquiries -- <command>/)
  })

  it('runs in plain Node on the database in DATA_DIR', () => {
    expect(runInNode(dataDirectory(), 'list').out).toMatch(/2 inquiries in .*inquiries\.sqlite/)
  })

  it('refuses a DATA_DIR without a database instead of creating an empty one', () => {
    const typo = join(mkdtempSync(join(tmpdir(), 'cli-')), 'dta')
    const backup = runInNode(typo, 'backup', join(tmpdir(), 'never.sqlite'))
    expect(backup.code).toBe(1)
    expect(backup.out).toBe('')
    expect(backup.error.trim()).toMatch(/^There is no inquiry database at .*dta.*DATA_DIR/)
    expect(backup.error.trim().split('\n')).toHaveLength(1)
    expect(existsSync(typo)).toBe(false)
  })

  it('names a missing backup folder in one line', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'cli-')), 'backups')
    const backup = runInNode(dataDirectory(), 'backup', join(folder, 'copy.sqlite'))
    expect(backup.code).toBe(1)
    expect(backup.error.trim()).toBe(
      `The folder ${folder} does not exist: create it first (mkdir -p ${folder})`,
    )
  })
})

describe('a value of every kind, in `export` and `show`', () => {
  type Field = Exclude<keyof typeof everyKindForm, 'consent'>
  const declared = (field: Field) => everyKindForm[field] as FieldDeclaration<ValueKind>
  const cell = (field: Field, value: FieldValue) => csvValue(declared(field), value as never)
  const shown = (field: Field, value: FieldValue) =>
    shownValue(declared(field), value as never, optionText(everyKindOptionTexts, field))

  it('exports each as data: texts as typed, options by their ids, a date as YYYY-MM-DD, a number', () => {
    expect(cell('phone', '+49 30 5551000')).toBe('+49 30 5551000')
    expect(cell('choice', 'car')).toBe('car')
    expect(cell('choices', ['german', 'polish'])).toBe('german, polish')
    expect(cell('date', '2026-03-01')).toBe('2026-03-01')
    expect(cell('smallNumber', 3)).toBe(3)
    expect(cell('smallNumber', undefined)).toBe('')
  })

  it('shows each in words: options by their texts, and "-" for a field left empty', () => {
    expect(shown('choice', 'bicycle')).toBe('Fahrrad')
    expect(shown('choices', ['english'])).toBe('Englisch')
    expect(shown('date', '2026-03-01')).toBe('2026-03-01')
    expect(shown('smallNumber', 12)).toBe('12')
    for (const [field, value] of [
      ['text', ''],
      ['choice', ''],
      ['choices', []],
      ['date', ''],
      ['smallNumber', undefined],
    ] as const)
      expect(shown(field, value), field).toBe('-')
  })
})
