/**
 * Inquiries reach the company: a production server of the spec's own stores them in its database
 * and mails them to a real SMTP server on loopback (scripts/lib/smtpSink.ts), with the app and without
 * it, when the mail server is down, and when the server is killed while inquiries arrive.
 */
import type { ParsedMail } from 'mailparser'

import { company } from '@/config/company'
import { companyText } from '@/shared/companyText'

import { startSmtpSink, type SmtpSink } from '../scripts/lib/smtpSink.ts'
import { waitForApp } from './support/app'
import { inquiriesCommand, postInquiry } from './support/inquiries'
import { contactForm, fillContactForm } from './support/locators'
import { startOwnServer, type OwnServer } from './support/ownServer'
import { successMessage, texts, withLang, type Language } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

test.describe.configure({ timeout: 90_000 })

const inquiryTo = 'anfragen@fahrer.example'

const typed = {
  name: 'Jörg Müller 🚲',
  email: 'joerg@pizzeria-mueller.example',
  company: 'Pizzeria „Zum Hafen“',
  message: 'Zwei Fahrer am Samstag, ab 18 Uhr.\nMit E-Scooter – geht das? 🙂',
}

const running: (OwnServer | SmtpSink)[] = []
test.afterEach(async () => {
  for (const each of running.splice(0))
    if ('child' in each) each.child.kill('SIGKILL')
    else await each.stop()
})

async function serverMailingTo(sink: { url: string }, env: Record<string, string> = {}) {
  const server = await startOwnServer({
    directory: test.info().outputPath(),
    env: { SMTP_URL: sink.url, INQUIRIES_TO: inquiryTo, ...env },
  })
  running.push(server)
  return server
}

async function sink(port = 0, delayMs = 0) {
  const started = await startSmtpSink(port, { delayMs })
  running.push(started)
  return started
}

function expectMailOf(mail: ParsedMail, language: Language) {
  expect(mail.to).toMatchObject({ text: inquiryTo })
  expect(mail.replyTo?.value).toEqual([{ name: typed.name, address: typed.email }])
  expect(mail.subject).toContain(companyText(company.name, 'de'))
  expect(mail.subject).toContain(typed.name)
  expect(mail.messageId).toMatch(/^<inquiry-\d+-\d+@fahrer\.example>$/)
  for (const value of [typed.name, typed.email, typed.company, typed.message, language])
    expect(mail.text).toContain(value)
}

for (const language of ['en', 'de'] as const) {
  test(`with the app, on a phone, in ${language}: "sent" once the server stored it, and a mail with every field, also when filled in within seconds`, async ({
    browser,
  }) => {
    const smtp = await sink()
    const server = await serverMailingTo(smtp)
    const context = await browser.newContext({ viewport: viewports.mobile })
    const page = await context.newPage()
    await page.goto(`${server.url}${withLang('/contact', language)}`)
    await waitForApp(page)
    const form = contactForm(page, language)
    // As fast as autofill and a pasted message allow: a person, not a script, whatever the clock says.
    await fillContactForm(page, language, typed)
    await form.submit.click()
    await expect(form.status).toHaveText(successMessage)

    const [mail] = await smtp.waitForMails(1)
    expectMailOf(mail!, language)
    expect(mail!.text).toMatch(/Hinweis: Das Formular wurde in weniger als 3 Sekunden ausgefüllt/)
    expect(page.url()).toBe(`${server.url}${withLang('/contact', language)}`)
    // Once the log has the post (it is written in batches), it has nothing typed.
    await expect.poll(server.log).toMatch(/POST \/api\/inquiries 200/)
    for (const value of Object.values(typed)) expect(server.log()).not.toContain(value)
    await context.close()
  })
}

test('without JavaScript, in German: the received page, and a mail with every field', async ({
  browser,
}) => {
  const smtp = await sink()
  const server = await serverMailingTo(smtp)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${server.url}${withLang('/contact', 'de')}`)
  await fillContactForm(page, 'de', typed)
  await contactForm(page, 'de').submit.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.de.inquiryReceived.title())
  expect(page.url()).toBe(`${server.url}/inquiry-received?lang=de`)

  const [mail] = await smtp.waitForMails(1)
  expectMailOf(mail!, 'de')
  await context.close()
})

test('the mail server down when the visitor sends: acknowledged, and mailed once it is back', async () => {
  const down = await startSmtpSink()
  await down.stop()
  const server = await serverMailingTo(down, { INQUIRY_RETRY_SECONDS: '1' })
  const answer = await postInquiry(server, 'Während der Mailserver nicht läuft.')
  expect(answer.status).toBe(200)
  await expect.poll(server.log, { timeout: 15_000 }).toMatch(/Inquiry 1 not mailed \(attempt 1\)/)

  const back = await sink(down.port)
  const [mail] = await back.waitForMails(1, 30_000)
  expect(mail!.text).toContain('Während der Mailserver nicht läuft.')
  await expect.poll(server.log).toMatch(/Inquiry 1 mailed/)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  expect(back.mails).toHaveLength(1)
})

test('kill -9 while 40 inquiries arrive: after a restart every acknowledged inquiry is mailed, none twice', async () => {
  // Slow to accept a mail, so that the server dies with one in flight, to be sent again later.
  const slow = await startSmtpSink(0, { delayMs: 1500 })
  const server = await serverMailingTo(slow)
  const acknowledged: string[] = []
  const sending = Array.from({ length: 40 }, async (_, index) => {
    await new Promise((resolve) => setTimeout(resolve, index * 15))
    const message = `Anfrage ${index} während des Absturzes`
    try {
      const answer = await postInquiry(server, message)
      if (answer.status !== 200) return
      acknowledged.push(message)
      // Killed the moment the 15th is acknowledged, however fast or slow the machine is today.
      if (acknowledged.length === 15) server.child.kill('SIGKILL')
    } catch {
      // Not acknowledged: the visitor is told it was not sent.
    }
  })
  await Promise.all(sending)
  expect(acknowledged.length).toBeLessThan(40)
  await slow.stop()

  const quick = await sink(slow.port)
  await serverMailingTo(quick)
  await expect
    .poll(() => quick.mails.length + slow.mails.length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(acknowledged.length)
  // Anything still coming would be a second copy.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const mails = [...slow.mails, ...quick.mails]
  const mailed = mails.map((mail) => /Anfrage \d+ während des Absturzes/.exec(mail.text ?? '')?.[0])
  for (const message of acknowledged) expect(mailed, message).toContain(message)
  expect(new Set(mailed).size, 'no inquiry mailed twice').toBe(mailed.length)
  expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(mails.length)
  console.log(
    `${acknowledged.length} of 40 acknowledged before kill -9; ${mails.length} mailed after the restart (${slow.mails.length} before it)`,
  )
})

test('two servers on one DATA_DIR (an overlapping restart), 100 inquiries between them, the mail server flapping: each mailed exactly once', async () => {
  const dataDirectory = test.info().outputPath('shared-data')
  // Every fifth message is refused for now; the server also goes away and comes back below.
  const flapping = { refuseWith: 451, refuseEvery: 5 }
  const sinks: SmtpSink[] = [await startSmtpSink(0, flapping)]
  const { port } = sinks[0]!
  const env = { DATA_DIR: dataDirectory, INQUIRY_RETRY_SECONDS: '1' }
  const servers = [await serverMailingTo(sinks[0]!, env), await serverMailingTo(sinks[0]!, env)]
  running.push(...sinks)

  const answers: number[] = []
  for (let index = 0; index < 100; index += 1) {
    answers.push((await postInquiry(servers[index % 2]!, `Anfrage ${index} an zwei Server`)).status)
    if (index % 25 === 24) {
      // The mail server goes away for a moment, and comes back on the same port.
      void sinks.at(-1)!.stop()
      await new Promise((resolve) => setTimeout(resolve, 700))
      const back = await startSmtpSink(port, flapping)
      sinks.push(back)
      running.push(back)
    }
  }
  expect(answers.every((status) => status === 200)).toBe(true)

  const mails = () => sinks.flatMap((sink) => sink.mails)
  await expect.poll(() => mails().length, { timeout: 90_000 }).toBeGreaterThanOrEqual(100)
  // Anything still coming would be a second copy.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const mailed = mails().map((mail) => /Anfrage \d+ an zwei Server/.exec(mail.text ?? '')?.[0])
  expect(new Set(mailed).size, 'every inquiry mailed').toBe(100)
  expect(mailed, 'none twice').toHaveLength(100)
  expect(new Set(mails().map((mail) => mail.messageId)).size).toBe(100)
  console.log(
    `100 inquiries, ${sinks.length} mail server starts; mailed by the first server: ${(servers[0]!.log().match(/mailed$/gm) ?? []).length}, by the second: ${(servers[1]!.log().match(/mailed$/gm) ?? []).length}`,
  )
})

test('a server that dies during every send of one inquiry: each resend after a longer pause, and status counts them', async () => {
  // The message reaches the mail server, whose answer takes 2.5 s: the server dies before it.
  const slow = await sink(0, 2500)
  const dataDirectory = test.info().outputPath('crash-data')
  const env = { DATA_DIR: dataDirectory, INQUIRY_RETRY_SECONDS: '2' }
  let server = await serverMailingTo(slow, env)
  expect((await postInquiry(server, 'Anfrage, bei der der Server abstürzt')).status).toBe(200)
  const waits: number[] = []
  let restarted = performance.now()
  for (let crash = 1; crash <= 4; crash += 1) {
    await expect.poll(() => slow.arrivals(), { timeout: 60_000 }).toBe(crash)
    waits.push(performance.now() - restarted)
    server.child.kill('SIGKILL')
    await server.exited
    server = await serverMailingTo(slow, env)
    restarted = performance.now()
    if (crash === 3) {
      const status = inquiriesCommand(dataDirectory, ['status'])
      expect(status.out).toMatch(/- Inquiry 1: its send was cut off 3 times/)
    }
  }
  // The fifth send gets its answer.
  await slow.waitForMails(1, 60_000)
  waits.push(performance.now() - restarted)
  // After the first send cut off, it goes out again at once (a restart); then after 2, 4, 8 s.
  for (const [index, pause] of [2000, 4000, 8000].entries())
    expect(waits[index + 2], `the wait after ${index + 2} sends cut off`).toBeGreaterThanOrEqual(
      pause,
    )
  expect(slow.arrivals()).toBe(5)
  expect(inquiriesCommand(dataDirectory, ['show', '1']).out).toMatch(/Sends cut off: 4 times/)
  console.log(
    `Killed during each of 4 sends: ${slow.arrivals()} arrivals at the mail server; waits from each restart to the next send ${waits.map((wait) => `${(wait / 1000).toFixed(1)} s`).join(', ')}`,
  )
})
