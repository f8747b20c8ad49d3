// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'

import { openInquiryStore } from '@/server/inquiries/inquiryStore'

import { inquiriesCsv, runInquiriesCommand } from '../../scripts/lib/inquiriesCommand'
import { sampleInquiry as inquiry } from '../server/inquiries/sampleInquiry'

/** A data directory with three inquiries: two from visitors (one old), one kept as spam. */
function dataDirectory() {
  const directory = mkdtempSync(join(tmpdir(), 'cli-'))
  const store = openInquiryStore(directory)
  store.add(inquiry, new Date('2026-01-10T09:00:00Z'))
  store.add(
    { ...inquiry, name: '=HYPERLINK("http://evil")', company: '' },
    new Date('2026-11-20T09:00:00Z'),
  )
  store.add({ ...inquiry, name: 'Bot', spam: 'honeypot' }, new Date('2026-11-21T09:00:00Z'))
  store.close()
  return directory
}

async function run(directory: string, ...args: string[]) {
  const out: string[] = []
  const error: string[] = []
  const code = await runInquiriesCommand(
    args,
    () => openInquiryStore(directory),
    { out: (text) => out.push(text), error: (text) => error.push(text) },
    new Date('2026-11-26T00:00:00Z'),
  )
  return { code, out: out.join('\n'), error: error.join('\n') }
}

describe('npm run inquiries', () => {
  it('lists the inquiries, spam apart', async () => {
    const directory = dataDirectory()
    const list = await run(directory, 'list')
    expect(list.code).toBe(0)
    expect(list.out).toMatch(
      /^ +1 +2026-01-10 09:00 +not mailed yet +Jörg Müller 🚲 <joerg@example.org>/m,
    )
    expect(list.out).toContain('– Zwei Fahrer, bitte.')
    expect(list.out).not.toContain('Bot')
    expect(list.out).toMatch(/2 inquiries in /)
    expect((await run(directory, 'list', '--spam')).out).toMatch(/3 .*spam \(honeypot\) +Bot/)
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
    expect((await run(directory, 'list', '--spam')).out).toMatch(/1 kept as spam/)
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
    const printed = execFileSync(process.execPath, ['scripts/inquiries.ts', 'list'], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDirectory() },
    })
    expect(printed).toMatch(/2 inquiries in .*inquiries\.sqlite/)
  })
})
