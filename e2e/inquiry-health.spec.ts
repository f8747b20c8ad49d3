/**
 * Nothing fails in silence: when inquiries cannot reach the company, an uptime monitor polling
 * /healthz and the owner running `npm run inquiries -- status` hear of it, and a database that
 * cannot be used stops inquiries but not the pages. Real server processes, a real SMTP server.
 */
import { spawnSync } from 'node:child_process'
import { closeSync, mkdirSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'

import { healthEndpoint, honeypotField } from '@/config/inquiry'
import { inquiryForm } from '@/config/inquiryForm'
import { databaseFileName, openInquiryStore } from '@/server/inquiries/inquiryStore'

import { startSmtpSink, type SmtpSink } from '../scripts/lib/smtpSink.ts'
import { filledIn } from '../tests/config/filledInquiry.ts'
import { formPostHeaders, inquiriesCommand, postedInquiry, postInquiry } from './support/inquiries'
import { contactForm, fillContactForm } from './support/locators'
import { startOwnServer, type OwnServer } from './support/ownServer'
import { company, fact, texts, withLang } from './support/site'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 120_000 })

const running: (OwnServer | SmtpSink)[] = []
test.afterEach(async () => {
  for (const each of running.splice(0))
    if ('child' in each) each.child.kill('SIGKILL')
    else await each.stop()
})

async function server(env: Record<string, string>, through: string[] = []) {
  const started = await startOwnServer({ directory: test.info().outputPath(), env, through })
  running.push(started)
  return started
}

const health = async (site: OwnServer) => {
  const answer = await fetch(`${site.url}${healthEndpoint}`)
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
}

test('a mail server that refuses for good (550): /healthz says 503 within a minute, and 200 once a retry got through', async () => {
  const refusing = await startSmtpSink(0, { refuseWith: 550 })
  running.push(refusing)
  const dataDirectory = join(test.info().outputPath(), 'data')
  const site = await server({
    SMTP_URL: refusing.url,
    INQUIRIES_TO: 'anfragen@fahrer.example',
    DATA_DIR: dataDirectory,
  })
  expect((await health(site)).status).toBe(200)
  expect((await postInquiry(site, 'An eine falsche Adresse')).status).toBe(200)

  await expect.poll(async () => (await health(site)).status, { timeout: 60_000 }).toBe(503)
  expect((await health(site)).body).toMatchObject({
    status: 'attention',
    refused: 1,
    problems: ['mailRefused'],
  })
  expect(site.log()).toMatch(/Inquiry 1 refused by the mail server for good: .*550/)
  const status = inquiriesCommand(dataDirectory, ['status'])
  expect(status.code).toBe(1)
  expect(status.out).toMatch(/1 inquiry was refused by the mail server for good/)

  // The mail server is fixed (here: one that accepts, on the same port); the owner retries.
  await refusing.stop()
  const accepting = await startSmtpSink(refusing.port)
  running.push(accepting)
  expect(inquiriesCommand(dataDirectory, ['retry', '1']).code).toBe(0)
  const [mail] = await accepting.waitForMails(1, 60_000)
  expect(mail!.text).toContain('An eine falsche Adresse')
  await expect.poll(async () => (await health(site)).status, { timeout: 30_000 }).toBe(200)
  expect(inquiriesCommand(dataDirectory, ['status']).code).toBe(0)
})

test('a database that cannot be used: every page is served, the form says "not sent" with the phone number, /healthz says why, and it heals without a restart', async ({
  browser,
}) => {
  const dataDirectory = join(test.info().outputPath(), 'data')
  mkdirSync(dataDirectory, { recursive: true })
  const databaseFile = join(dataDirectory, databaseFileName)
  writeFileSync(databaseFile, 'This is no SQLite database. '.repeat(10))
  const site = await server({ DATA_DIR: dataDirectory })

  for (const path of ['/', '/services', '/about', '/contact', '/imprint', '/privacy'])
    expect((await fetch(`${site.url}${path}`)).status, path).toBe(200)
  expect(await health(site)).toEqual({
    status: 503,
    body: expect.objectContaining({ status: 'attention', database: 'unusable' }),
  })
  await expect.poll(site.log).toMatch(/inquiry database .* cannot be used: file is not a database/)
  const status = inquiriesCommand(dataDirectory, ['status'])
  expect(status.code).toBe(1)
  expect(status.out).toMatch(/The inquiry database cannot be written \(file is not a database\)/)

  // A visitor without JavaScript is told, in German, with the phone number; Back keeps the text.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${site.url}${withLang('/contact', 'de')}`)
  await fillContactForm(page, 'de', { ...postedInquiry, message: 'Bitte zurückrufen.' })
  const answer = page.waitForResponse((response) => response.url().includes(inquiryForm.endpoint))
  await contactForm(page, 'de').submit.click()
  expect((await answer).status()).toBe(503)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.de.inquiryNotSent.title())
  await expect(page.getByRole('main')).toContainText(fact(company.phone, 'de'))
  await page.goBack()
  await expect(contactForm(page, 'de').message).toHaveValue('Bitte zurückrufen.')
  await context.close()

  // The broken file moved away: within seconds, and without a restart, inquiries are taken again.
  rmSync(databaseFile)
  await expect
    .poll(async () => (await postInquiry(site, 'Nach der Reparatur')).status, { timeout: 20_000 })
    .toBe(200)
  expect((await health(site)).status).toBe(200)
  await expect.poll(site.log).toMatch(/The inquiry database can be used again/)
  expect(site.child.exitCode).toBeNull()
})

/** What /healthz and `status` say, side by side, on the server's database. */
async function bothSignals(site: OwnServer, dataDirectory: string, through: string[] = []) {
  const [program, ...args] = [...through, process.execPath, 'scripts/inquiries.ts', 'status']
  const status = spawnSync(program!, args, {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDirectory },
  })
  return { healthz: await health(site), status: { code: status.status, out: status.stdout } }
}

test('a full disk: inquiries are "not sent", and /healthz and status both say the database cannot be written', async () => {
  const dataDirectory = join(test.info().outputPath(), 'data')
  // Every file the server (and the status command) writes may grow to 600 kB, no further: the disk
  // is full once the database and its write-ahead log reach it.
  const fullAt = ['prlimit', `--fsize=${600 * 1024}`]
  const site = await server({ DATA_DIR: dataDirectory }, fullAt)
  expect((await bothSignals(site, dataDirectory, fullAt)).healthz.status).toBe(200)
  // Inquiries fill it; the write-ahead log empties into the file until the file is full too.
  const long = 'Wir brauchen Fahrer für den Abend. '.repeat(140)
  await expect
    .poll(
      async () => {
        await postInquiry(site, `${long} ${Math.random()}`)
        return (await health(site)).status
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(503)
  const { healthz, status } = await bothSignals(site, dataDirectory, fullAt)
  expect(healthz).toMatchObject({
    status: 503,
    body: { status: 'attention', database: 'unusable', problems: ['databaseUnusable'] },
  })
  expect(status.code).toBe(1)
  expect(status.out).toMatch(/The inquiry database cannot be written \(disk I\/O error|full/)
  // The judgement tries a write larger than any inquiry, so it speaks up first; the next few
  // inquiries fill what is left, and then visitors are told "not sent".
  await expect
    .poll(async () => (await postInquiry(site, `${long} ${Math.random()}`)).status, {
      timeout: 30_000,
      intervals: [0],
    })
    .toBe(503)
  // Pages go on.
  expect((await fetch(`${site.url}/contact`)).status).toBe(200)
})

test('a damaged database whose counts still read: /healthz and status agree that inquiries cannot be stored', async () => {
  const dataDirectory = join(test.info().outputPath(), 'data')
  const store = openInquiryStore(dataDirectory)
  for (let index = 0; index < 300; index += 1)
    store.add({
      form: 'inquiry',
      ...filledIn,
      name: `Anfrage ${index}`,
      email: 'gast@example.org',
      company: '',
      message: `${'Text '.repeat(100)}${index}`,
      language: 'de',
      botSign: undefined,
      consentText: 'Einverstanden',
    })
  store.close()
  // The last fifth of the file overwritten: where new rows and index entries go, not what a
  // count reads.
  const file = join(dataDirectory, databaseFileName)
  const pages = statSync(file).size / 4096
  const descriptor = openSync(file, 'r+')
  for (let page = Math.floor(pages * 0.8); page < pages; page += 1)
    writeSync(descriptor, Buffer.alloc(4096, 0x5a), 0, 4096, page * 4096)
  closeSync(descriptor)

  const site = await server({ DATA_DIR: dataDirectory })
  expect((await postInquiry(site, 'Nach dem Schaden')).status).toBe(503)
  const { healthz, status } = await bothSignals(site, dataDirectory)
  expect(healthz).toMatchObject({
    status: 503,
    body: { database: 'unusable', problems: ['databaseUnusable'] },
  })
  expect(status.code).toBe(1)
  expect(status.out).toMatch(
    /The inquiry database cannot be written \(database disk image is malformed\)/,
  )
})

test('an inquiry with the hidden field filled in: counted by /healthz, listed by status, and mailed once released', async () => {
  const smtp = await startSmtpSink()
  running.push(smtp)
  const dataDirectory = join(test.info().outputPath(), 'data')
  const site = await server({
    SMTP_URL: smtp.url,
    INQUIRIES_TO: 'anfragen@fahrer.example',
    DATA_DIR: dataDirectory,
  })
  const body = new URLSearchParams({
    ...postedInquiry,
    message: 'Vom Passwortmanager ausgefüllt',
    [honeypotField]: 'https://pizzeria.example',
  }).toString()
  const answer = await fetch(`${site.url}${inquiryForm.endpoint}?lang=de`, {
    method: 'POST',
    body,
    headers: formPostHeaders(body),
  })
  expect(await answer.json()).toEqual({ outcome: 'received' })
  await expect.poll(async () => (await health(site)).body.held).toBe(1)
  expect((await health(site)).status).toBe(200)
  const status = inquiriesCommand(dataDirectory, ['status'])
  expect(status.out).toMatch(/^ +1 .*held as spam \(hidden field filled in\) +Jörg Müller/m)
  expect(status.out).toMatch(/npm run inquiries -- release <number>/)
  expect(inquiriesCommand(dataDirectory, ['release', '1']).out).toMatch(
    /the running server mails it within 15 seconds/,
  )
  const [mail] = await smtp.waitForMails(1, 30_000)
  expect(mail!.text).toContain('Vom Passwortmanager ausgefüllt')
  await expect.poll(async () => (await health(site)).body.held).toBe(0)
})
