/**
 * Nothing fails in silence: when inquiries cannot reach the company, an uptime monitor polling
 * /healthz and the owner running `npm run inquiries -- status` hear of it, and a database that
 * cannot be used stops inquiries but not the pages. Real server processes, a real SMTP server.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { healthEndpoint, inquiryEndpoint } from '@/config/inquiry'
import { databaseFileName } from '@/server/inquiries/inquiryStore'

import { startSmtpSink, type SmtpSink } from '../scripts/lib/smtpSink.ts'
import { inquiryFields, postInquiry } from './support/inquiries'
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

async function server(env: Record<string, string>) {
  const started = await startOwnServer({ directory: test.info().outputPath(), env })
  running.push(started)
  return started
}

const health = async (site: OwnServer) => {
  const answer = await fetch(`${site.url}${healthEndpoint}`)
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
}

/** `npm run inquiries -- <args>` as the owner runs it, on the server's database. */
function inquiriesCommand(dataDirectory: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/inquiries.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDirectory },
  })
  return { code: run.status, out: run.stdout + run.stderr }
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
  expect((await health(site)).body).toMatchObject({ status: 'attention', refused: 1 })
  expect(site.log()).toMatch(/Inquiry 1 refused by the mail server for good: .*550/)
  const status = inquiriesCommand(dataDirectory, 'status')
  expect(status.code).toBe(1)
  expect(status.out).toMatch(/1 inquiries were refused by the mail server for good/)

  // The mail server is fixed (here: one that accepts, on the same port); the owner retries.
  await refusing.stop()
  const accepting = await startSmtpSink(refusing.port)
  running.push(accepting)
  expect(inquiriesCommand(dataDirectory, 'retry', '1').code).toBe(0)
  const [mail] = await accepting.waitForMails(1, 60_000)
  expect(mail!.text).toContain('An eine falsche Adresse')
  await expect.poll(async () => (await health(site)).status, { timeout: 30_000 }).toBe(200)
  expect(inquiriesCommand(dataDirectory, 'status').code).toBe(0)
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

  // A visitor without JavaScript is told, in German, with the phone number; Back keeps the text.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${site.url}${withLang('/contact', 'de')}`)
  await fillContactForm(page, 'de', { ...inquiryFields, message: 'Bitte zurückrufen.' })
  const answer = page.waitForResponse((response) => response.url().includes(inquiryEndpoint))
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
