// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { createTransport } from 'nodemailer'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { valueFieldsLaidOut } from '@/config/fieldKinds'
import { inquiryForm, inquiryValueFields } from '@/config/inquiryForm'
import { createInquiryDatabase, type InquiryDatabase } from '@/server/inquiries/inquiryDatabase'
import { inquiryMessageId, type MailSettings } from '@/server/inquiries/inquiryMail'
import { databaseFileName } from '@/server/inquiries/inquiryStore'
import { createOutbox, longestRetryMs, retryDelayMs } from '@/server/inquiries/outbox'
import { translators } from '@/shared/i18n'
import { defaultLanguage } from '@/shared/language'
import { formatLongDate } from '@/shared/longDate'

import { startSmtpSink, type SinkBehaviour, type SmtpSink } from '../../../scripts/lib/smtpSink'
import { sampleApplication, sampleCallback, sampleInquiry } from './sampleInquiry'

/** A day as the mail writes it: 1. März 2026. */
const longDate = (day: string) =>
  formatLongDate(new Date(`${day}T12:00:00`), translators[defaultLanguage].dates)

/** Sent from an English page: the mail names the page's language. */
const inquiry = { ...sampleInquiry, language: 'en' } as const
/** Each form to a mailbox of its own, kept as long as each declares. */
const mail: MailSettings = {
  from: 'website@fahrer.example',
  to: {
    inquiry: 'anfrage@fahrer.example',
    application: 'bewerbung@fahrer.example',
    callback: 'rueckruf@fahrer.example',
  },
  retentionDays: { inquiry: 180, application: 180, callback: 14 },
}

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The server's hold on a database in `directory` (a new one by default), and its log. */
function newDatabase(directory = mkdtempSync(join(tmpdir(), 'outbox-'))) {
  const log: string[] = []
  const database = createInquiryDatabase(directory, {
    log: { log: (line: string) => log.push(line), error: (line: string) => log.push(line) },
  })
  cleanups.push(() => database.close())
  const store = database.read((opened) => opened)!
  return { database, store, directory, log }
}

async function newSink(port = 0, behaviour: SinkBehaviour = {}): Promise<SmtpSink> {
  const sink = await startSmtpSink(port, behaviour)
  cleanups.push(() => sink.stop())
  return sink
}

/** An outbox sending through `url`, with short timeouts and a first retry after 200 ms. */
function newOutbox(
  database: InquiryDatabase,
  url: string,
  { socketTimeout = 5000, claimForMs = 5000, deadlineMs = 10_000, patienceMs = 5000 } = {},
) {
  const transport = createTransport({ url, connectionTimeout: 2000, socketTimeout })
  const log: string[] = []
  const outbox = createOutbox({
    database,
    send: (message, signal) => transport.sendMail({ ...message, signal }),
    mail,
    firstRetryMs: 200,
    claimForMs,
    deadlineMs,
    patienceMs,
    log: { log: (line: string) => log.push(line), error: (line: string) => log.push(line) },
  })
  cleanups.push(() => outbox.stop())
  return { outbox, log }
}

const until = (condition: () => boolean, timeout = 15_000) =>
  vi.waitUntil(condition, { timeout, interval: 50 })
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the retry schedule', () => {
  it('doubles from the first wait, up to an hour', () => {
    expect([1, 2, 3, 4].map((failed) => retryDelayMs(failed, 60_000))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ])
    expect(retryDelayMs(7, 60_000)).toBe(longestRetryMs)
    expect(retryDelayMs(500, 60_000)).toBe(longestRetryMs)
  })
})

describe('the outbox, against a real SMTP server on loopback', { timeout: 40_000 }, () => {
  it('mails every field as typed, answering to the visitor, and marks the inquiry sent', async () => {
    const sink = await newSink()
    const { database, store } = newDatabase()
    const { id } = store.add(inquiry)
    newOutbox(database, sink.url).outbox.wake()
    const [received] = await sink.waitForMails(1)
    const stored = store.get(id)!

    expect(received!.from?.text).toBe(mail.from)
    expect(received!.to).toMatchObject({ text: mail.to.inquiry })
    expect(received!.replyTo?.value).toEqual([{ name: inquiry.name, address: inquiry.email }])
    expect(received!.subject).toContain(inquiry.name)
    expect(received!.subject).toContain(inquiry.company)
    expect(received!.messageId).toBe(inquiryMessageId(stored, 'fahrer.example'))
    for (const text of [inquiry.name, inquiry.email, inquiry.company, inquiry.message, 'en'])
      expect(received!.text).toContain(text)
    expect(received!.text).not.toContain('Hinweis')
    await until(() => store.get(id)?.mailState === 'sent')
  })

  it('puts every field of the form into the mail the company receives, under its label', async () => {
    const sink = await newSink()
    const { database, store } = newDatabase()
    store.add(inquiry)
    newOutbox(database, sink.url).outbox.wake()
    const [received] = await sink.waitForMails(1)
    const lines = received!.text!.split('\n')
    const t = translators[defaultLanguage].inquiryMail
    for (const field of inquiryValueFields) {
      if (!valueFieldsLaidOut(inquiryForm.fields, true).includes(field))
        expect(lines, field).toContain(`${t[field]()}: ${inquiry[field]}`)
      else expect(received!.text, field).toContain(`\n${t[field]()}:\n${inquiry[field]}\n`)
    }
  })

  it('mails an application to its own mailbox, under its own subject, with every field under its label', async () => {
    const sink = await newSink()
    const { database, store } = newDatabase()
    const application = { ...sampleApplication, message: 'Ich fahre seit drei Jahren.\nAb März.' }
    const { id } = store.add(application)
    newOutbox(database, sink.url).outbox.wake()
    const [received] = await sink.waitForMails(1)
    expect(received!.to).toMatchObject({ text: mail.to.application })
    expect(received!.subject).toMatch(/^Bewerbung über die Website an .* von Aylin Kaya \(/)
    expect(received!.subject).toContain(application.phone)
    expect(received!.replyTo?.value).toEqual([{ name: 'Aylin Kaya', address: application.email }])
    expect(received!.headers.get('x-inquiry-form')).toBe('application')
    const t = translators[defaultLanguage].applicationMail
    const lines = received!.text!.split('\n')
    expect(lines).toContain(`${t.job()}: ${translators.de.applicationForm.anyJob()}`)
    expect(lines).toContain(`${t.vehicles()}: Fahrrad, Auto`)
    expect(lines).toContain(`${t.drivingLicences()}: Klasse AM, Klasse C1`)
    for (const field of ['name', 'phone', 'email', 'availability', 'languages'] as const)
      expect(lines, field).toContain(`${t[field]()}: ${application[field]}`)
    expect(lines).toContain(`${t.earliestStart()}: ${longDate(application.earliestStart)}`)
    expect(received!.text).toContain(`\n${t.message()}:\n${application.message}\n`)
    expect(received!.text).toContain(`${t.number()}: ${id}`)
    expect(received!.text).toContain('180 Tage')
    await until(() => store.get(id)?.mailState === 'sent')
  })

  it('mails a callback request to its own mailbox, saying when to call, with no reply address', async () => {
    const sink = await newSink()
    const { database, store } = newDatabase()
    const { id } = store.add(sampleCallback, new Date('2026-12-04T09:00:00Z'))
    newOutbox(database, sink.url).outbox.wake()
    const [received] = await sink.waitForMails(1)
    expect(received!.to).toMatchObject({ text: mail.to.callback })
    expect(received!.subject).toMatch(
      new RegExp(
        `^Rückrufbitte über die Website an .* von Jörg Müller \\(${sampleCallback.phone}, `,
      ),
    )
    expect(received!.replyTo).toBeUndefined()
    const t = translators[defaultLanguage].callbackMail
    expect(received!.text).toContain(`${t.phone()}: ${sampleCallback.phone}`)
    expect(received!.text).toContain(
      `${t.callTime()}: ${translators.de.callbackForm.callTimes[sampleCallback.callTime as 'asap']()}`,
    )
    expect(received!.text).toContain('14 Tage')
    await until(() => store.get(id)?.mailState === 'sent')
  })

  it('retries an application like an inquiry: mailed once the mail server takes it', async () => {
    const first = await newSink()
    const port = first.port
    await first.stop()
    const { database, store } = newDatabase()
    const { id } = store.add(sampleApplication)
    const { outbox, log } = newOutbox(database, first.url)
    outbox.wake()
    await until(() => (store.get(id)?.attempts ?? 0) >= 1 && log.length > 0)
    expect(store.get(id)).toMatchObject({ form: 'application', mailState: 'pending' })
    const back = await newSink(port)
    const [received] = await back.waitForMails(1)
    expect(received!.subject).toMatch(/^Bewerbung über die Website/)
    await until(() => store.get(id)?.mailState === 'sent')
  })

  it('delivers a form sent within seconds, with a note that it may be automated', async () => {
    const sink = await newSink()
    const { database, store } = newDatabase()
    store.add({ ...inquiry, botSign: 'tooFast' })
    newOutbox(database, sink.url).outbox.wake()
    const [received] = await sink.waitForMails(1)
    expect(received!.text).toMatch(/Hinweis: Das Formular wurde in weniger als 3 Sekunden/)
    expect(received!.text).toContain(inquiry.message)
  })

  it('says in the mail that an inquiry repeats an earlier one, and which', async () => {
    const sink = await newSink()
    const { database, store } = newDatabase()
    store.add(inquiry, new Date('2026-11-25T10:00:00Z'))
    const { id, repeats } = store.add(inquiry, new Date('2026-11-26T09:00:00Z'))
    newOutbox(database, sink.url).outbox.wake()
    const mails = await sink.waitForMails(2)
    const repeat = mails.find((received) => received.text?.includes(`Nr.: ${id}`))
    expect(repeat!.text).toContain(`wiederholt Anfrage Nr. ${repeats} vom 25. November 2026`)
  })

  it('cannot be made to add a header, even by a name validation would refuse', async () => {
    const sink = await newSink()
    const { database, store } = newDatabase()
    store.add({ ...inquiry, name: 'Eve\r\nBcc: victim@example.org\r\nX-Evil: 1' })
    newOutbox(database, sink.url).outbox.wake()
    const [received] = await sink.waitForMails(1)
    expect(received!.headers.has('bcc')).toBe(false)
    expect(received!.headers.has('x-evil')).toBe(false)
    expect(received!.replyTo?.value).toHaveLength(1)
  })

  it('sends an inquiry that arrives while the mail server is down once it is back, and only once', async () => {
    const first = await newSink()
    const port = first.port
    await first.stop()
    const { database, store } = newDatabase()
    const { id } = store.add(inquiry)
    const { outbox, log } = newOutbox(database, first.url)
    outbox.wake()
    await until(() => (store.get(id)?.attempts ?? 0) >= 1 && log.length > 0)
    expect(store.get(id)).toMatchObject({ mailState: 'pending' })
    expect(log.join('\n')).toMatch(/Inquiry \d+ not mailed \(attempt 1\): \w+/)
    // Nothing a visitor typed is in the log.
    for (const text of [inquiry.name, inquiry.email, inquiry.message])
      expect(log.join('\n')).not.toContain(text)

    const back = await newSink(port)
    await back.waitForMails(1)
    await until(() => store.get(id)?.mailState === 'sent')
    await pause(500)
    expect(back.mails).toHaveLength(1)
  })

  it('tries again after a temporary refusal (451) and after a server too slow to answer', async () => {
    for (const behaviour of [{ refuseWith: 451 }, { delayMs: 3000 }]) {
      const sink = await newSink(0, behaviour)
      const { database, store } = newDatabase()
      const { id } = store.add(inquiry)
      newOutbox(database, sink.url, { socketTimeout: 1000 }).outbox.wake()
      await until(() => (store.get(id)?.attempts ?? 0) >= 2)
      expect(store.get(id)).toMatchObject({ mailState: 'pending' })
    }
  })

  it('stops at a permanent refusal (550): refused, named in the log, and sent once retried', async () => {
    const refusing = await newSink(0, { refuseWith: 550 })
    const { database, store } = newDatabase()
    const { id } = store.add(inquiry)
    const { outbox, log } = newOutbox(database, refusing.url)
    outbox.wake()
    await until(() => store.get(id)?.mailState === 'refused')
    // The schedule would have tried again 3 times by now.
    await pause(1500)
    expect(store.get(id)).toMatchObject({ mailState: 'refused', attempts: 1 })
    expect(log.join('\n')).toMatch(
      new RegExp(
        `Inquiry ${id} refused by the mail server for good: .*550.*npm run inquiries -- retry ${id}`,
      ),
    )
    await outbox.stop()

    // The settings fixed (another mail server), someone retries it.
    const accepting = await newSink()
    store.retryNow(id)
    newOutbox(database, accepting.url).outbox.wake()
    await accepting.waitForMails(1)
    await until(() => store.get(id)?.mailState === 'sent')
  })

  it('sends no second copy while recording "sent" fails (the database locked), then one after the claim expires', async () => {
    const sink = await newSink(0, { delayMs: 500 })
    const { database, store, directory, log } = newDatabase()
    const { id } = store.add(inquiry)
    // Another connection holds the write lock from just before the mail server says "accepted"
    // until 3 s later: the outbox cannot record the mail as sent.
    const other = new DatabaseSync(join(directory, databaseFileName))
    other.exec('PRAGMA busy_timeout = 0')
    cleanups.push(() => other.close())
    const { outbox, log: outboxLog } = newOutbox(database, sink.url, {
      claimForMs: 8000,
      patienceMs: 500,
    })
    outbox.wake()
    await until(() => store.get(id)?.attempts === 1)
    other.exec('BEGIN IMMEDIATE')
    await sink.waitForMails(1)
    await until(() => outboxLog.some((line) => line.includes('could not be recorded')), 20_000)
    await pause(3000)
    other.exec('ROLLBACK')
    expect(sink.mails).toHaveLength(1)
    expect(outboxLog.filter((line) => line.includes('could not be recorded'))).toHaveLength(1)
    // A lock is no failure of the database: nothing said it could not be used.
    expect(log.join('\n')).not.toMatch(/cannot be used/)

    // Once the claim has expired, the inquiry is sent again, as the same message, and recorded.
    await sink.waitForMails(2, 20_000)
    await until(() => store.get(id)?.mailState === 'sent')
    expect(sink.mails[1]!.messageId).toBe(sink.mails[0]!.messageId)
    await pause(1000)
    expect(sink.mails).toHaveLength(2)
  })

  it('a mail server that trickles its answer to EHLO holds up no later inquiry: each mailed within the deadline and a retry', async () => {
    // The first connection hears `250-` every 300 ms after EHLO, for ever; the rest are answered.
    const sink = await newSink(0, { trickle: { after: 'ehlo', everyMs: 300, connections: 1 } })
    const { database, store } = newDatabase()
    const ids = [1, 2, 3].map((index) => store.add({ ...inquiry, message: `Anfrage ${index}` }).id)
    const started = performance.now()
    const { outbox, log } = newOutbox(database, sink.url, { deadlineMs: 2000 })
    outbox.wake()
    await sink.waitForMails(3, 15_000)
    await until(() => ids.every((id) => store.get(id)?.mailState === 'sent'))
    // The deadline (2 s), a first retry (0.2 s), and the mails themselves.
    expect(performance.now() - started).toBeLessThan(2000 + 200 + 3000)
    expect(log.join('\n')).toMatch(
      /Inquiry 1 not mailed \(attempt 1\): no final answer within 2 s \(the mail server, or a filter in between, is too slow\)/,
    )
    const order = sink.mails.map((received) => received.text?.match(/Anfrage \d/)?.[0])
    // The second went out while the first waited for its retry.
    expect(order[0]).toBe('Anfrage 2')
    expect(new Set(order)).toEqual(new Set(['Anfrage 1', 'Anfrage 2', 'Anfrage 3']))
  })

  it('a send stalled after the message keeps its claim, renewed, so no second server sends it meanwhile', async () => {
    // The message arrives, but the last answer to it never does (a filter in between trickles).
    const sink = await newSink(0, { trickle: { after: 'message', everyMs: 200, connections: 1 } })
    const one = newDatabase()
    const two = newDatabase(one.directory)
    const { id } = one.store.add(inquiry)
    // Claims of 900 ms, renewed every 300 ms, while a send may take 3 s.
    const options = { deadlineMs: 3000, claimForMs: 900 }
    const first = newOutbox(one.database, sink.url, options)
    first.outbox.wake()
    await sink.waitForMails(1)
    newOutbox(two.database, sink.url, options).outbox.wake()
    await pause(2000)
    // Still one copy: the second server found the claim renewed each time it looked.
    expect(sink.mails).toHaveLength(1)
    // After the deadline it is tried again, as the same message (the first copy's fate was unclear).
    await until(() => one.store.get(id)?.mailState === 'sent')
    await pause(500)
    expect(sink.mails).toHaveLength(2)
    expect(sink.mails[1]!.messageId).toBe(sink.mails[0]!.messageId)
    expect(first.log.join('\n')).toMatch(
      /Inquiry 1 not mailed \(attempt 1\): no final answer within 3 s/,
    )
  })

  it('two servers on one database mail every inquiry exactly once, the mail server flapping', async () => {
    const sink = await newSink(0, { refuseWith: 451, refuseEvery: 3 })
    const one = newDatabase()
    const two = newDatabase(one.directory)
    const outboxes = [newOutbox(one.database, sink.url), newOutbox(two.database, sink.url)]
    for (let index = 0; index < 30; index += 1) {
      const side = index % 2 === 0 ? one : two
      side.store.add({ ...inquiry, message: `Anfrage ${index}` })
      outboxes[index % 2]!.outbox.wake()
    }
    await until(() => one.store.counts().sent === 30, 35_000)
    await pause(1000)
    const messages = sink.mails.map((received) => received.text?.match(/Anfrage \d+/)?.[0])
    expect(new Set(messages).size).toBe(30)
    expect(sink.mails).toHaveLength(30)
    expect(new Set(sink.mails.map((received) => received.messageId)).size).toBe(30)
  })

  it('resumes after a restart: what waited is mailed by a new outbox', async () => {
    const sink = await newSink()
    const before = newDatabase()
    before.store.add(inquiry)
    before.store.add({ ...inquiry, name: 'Second' })
    before.database.close()
    const { database, store } = newDatabase(before.directory)
    newOutbox(database, sink.url).outbox.wake()
    await sink.waitForMails(2)
    await until(() => store.counts().sent === 2)
  })
})
