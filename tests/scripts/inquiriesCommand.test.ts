// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'

import { openInquiryStore } from '@/server/inquiries/inquiryStore'

import { inquiriesCsv, runInquiriesCommand } from '../../scripts/lib/inquiriesCommand'
import { sampleInquiry as inquiry } from '../server/inquiries/sampleInquiry'

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

async function run(directory: string, ...args: string[]) {
  const out: string[] = []
  const error: string[] = []
  const code = await runInquiriesCommand(
    args,
    () => openInquiryStore(directory, { create: false }),
    { out: (text) => out.push(text), error: (text) => error.push(text) },
    { now, alertMinutes: 60 },
  )
  return { code, out: out.join('\n'), error: error.join('\n') }
}

/** Runs the command as the owner does, in plain Node, on the database in `DATA_DIR`. */
function runInNode(dataDirectory: string, ...args: string[]) {
  const child = spawnSync(process.execPath, ['scripts/inquiries.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDirectory },
  })
  return { code: child.status, out: child.stdout, error: child.stderr }
}

describe('npm run inquiries', () => {
  it('lists the inquiries, spam apart', async () => {
    const directory = dataDirectory()
    const list = await run(directory, 'list')
    expect(list.code).toBe(0)
    expect(list.out).toMatch(/^ +1 +2026-01-10 09:00 +waiting +Jörg Müller 🚲 <joerg@example.org>/m)
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
    expect(shown.out).toContain('Company:   Pizzeria "Zum Hafen"')
    expect(await run(directory, 'show', '42')).toMatchObject({
      code: 1,
      error: 'There is no inquiry 42',
    })
    expect((await run(directory, 'show', 'x')).code).toBe(2)
  })

  it('exports CSV a spreadsheet reads as UTF-8, with no cell it would run as a formula', async () => {
    const exported = (await run(dataDirectory(), 'export')).out
    expect(
      exported.startsWith('\uFEFFnumber,received,language,name,email,company,message,state\r\n'),
    ).toBe(true)
    expect(exported).toContain('"Pizzeria ""Zum Hafen"""')
    expect(exported).toContain('"Zwei Fahrer, bitte.\nAb 18 Uhr 🚲"')
    expect(exported).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(exported).not.toContain('Bot')
    expect(inquiriesCsv([]).split('\r\n')).toHaveLength(2)
  })

  it('deletes one inquiry, and purges those older than a number of days', async () => {
    const directory = dataDirectory()
    expect((await run(directory, 'delete', '2')).out).toBe('Deleted inquiry 2')
    expect((await run(directory, 'delete', '2')).code).toBe(1)
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
    store.claimNext(now, now, () => now)
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
    expect(await run(directory, 'status')).toMatchObject({
      code: 0,
      out: expect.stringMatching(/1 waiting to be mailed[\s\S]*on its way/),
    })
    const late = openInquiryStore(directory)
    late.add({ ...inquiry, name: 'Late' }, new Date(now.getTime() - 90 * 60_000))
    late.close()
    expect(await run(directory, 'status')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/1 inquiries have waited more than 60 minutes/),
    })
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
