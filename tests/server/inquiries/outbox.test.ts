// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTransport } from 'nodemailer'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { inquiryMessageId } from '@/server/inquiries/inquiryMail'
import { openInquiryStore, type InquiryStore } from '@/server/inquiries/inquiryStore'
import { createOutbox, longestRetryMs, retryDelayMs } from '@/server/inquiries/outbox'

import { startSmtpSink, type SinkBehaviour, type SmtpSink } from '../../../e2e/support/smtpSink'
import { sampleInquiry } from './sampleInquiry'

/** Sent from an English page: the mail names the page's language. */
const inquiry = { ...sampleInquiry, language: 'en' } as const
const mail = { from: 'website@fahrer.example', to: 'anfrage@fahrer.example', retentionDays: 180 }

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function newStore(): InquiryStore {
  const store = openInquiryStore(mkdtempSync(join(tmpdir(), 'outbox-')))
  cleanups.push(() => store.close())
  return store
}

async function newSink(port = 0, behaviour: SinkBehaviour = {}): Promise<SmtpSink> {
  const sink = await startSmtpSink(port, behaviour)
  cleanups.push(() => sink.stop())
  return sink
}

/** An outbox on `store` sending through `url`, with short timeouts and a first retry after 200 ms. */
function newOutbox(store: InquiryStore, url: string, socketTimeout = 5000) {
  const transport = createTransport({ url, connectionTimeout: 2000, socketTimeout })
  const log: string[] = []
  const outbox = createOutbox({
    store,
    send: (message) => transport.sendMail(message),
    mail,
    firstRetryMs: 200,
    log: { log: (line: string) => log.push(line), error: (line: string) => log.push(line) },
  })
  cleanups.push(() => outbox.stop())
  return { outbox, log }
}

const until = (condition: () => boolean) =>
  vi.waitUntil(condition, { timeout: 15_000, interval: 50 })

describe('the retry schedule', () => {
  it('doubles from the first wait, up to an hour', () => {
    expect([1, 2, 3, 4].map((failed) => retryDelayMs(failed, 60_000))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ])
    expect(retryDelayMs(7, 60_000)).toBe(longestRetryMs)
    expect(retryDelayMs(500, 60_000)).toBe(longestRetryMs)
  })
})

describe('the outbox, against a real SMTP server on loopback', { timeout: 30_000 }, () => {
  it('mails every field as typed, answering to the visitor, and marks the inquiry sent', async () => {
    const sink = await newSink()
    const store = newStore()
    const { id } = store.add(inquiry)
    newOutbox(store, sink.url).outbox.wake()
    const [received] = await sink.waitForMails(1)
    const stored = store.get(id)!

    expect(received!.from?.text).toBe(mail.from)
    expect(received!.to).toMatchObject({ text: mail.to })
    expect(received!.replyTo?.value).toEqual([{ name: inquiry.name, address: inquiry.email }])
    expect(received!.subject).toContain(inquiry.name)
    expect(received!.subject).toContain(inquiry.company)
    expect(received!.messageId).toBe(inquiryMessageId(stored, 'fahrer.example'))
    for (const text of [inquiry.name, inquiry.email, inquiry.company, inquiry.message, 'en'])
      expect(received!.text).toContain(text)
    await until(() => store.get(id)?.mailState === 'sent')
  })

  it('cannot be made to add a header, even by a name validation would refuse', async () => {
    const sink = await newSink()
    const store = newStore()
    store.add({ ...inquiry, name: 'Eve\r\nBcc: victim@example.org\r\nX-Evil: 1' })
    newOutbox(store, sink.url).outbox.wake()
    const [received] = await sink.waitForMails(1)
    expect(received!.headers.has('bcc')).toBe(false)
    expect(received!.headers.has('x-evil')).toBe(false)
    expect(received!.replyTo?.value).toHaveLength(1)
  })

  it('sends an inquiry that arrives while the mail server is down once it is back, and only once', async () => {
    const first = await newSink()
    const port = first.port
    await first.stop()
    const store = newStore()
    const { id } = store.add(inquiry)
    const { outbox, log } = newOutbox(store, first.url)
    outbox.wake()
    await until(() => (store.get(id)?.attempts ?? 0) >= 1)
    expect(store.get(id)).toMatchObject({ mailState: 'pending' })
    expect(log.join('\n')).toMatch(/Inquiry \d+ not mailed \(attempt 1\): \w+/)
    // Nothing a visitor typed is in the log.
    for (const text of [inquiry.name, inquiry.email, inquiry.message])
      expect(log.join('\n')).not.toContain(text)

    const back = await newSink(port)
    await back.waitForMails(1)
    await until(() => store.get(id)?.mailState === 'sent')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(back.mails).toHaveLength(1)
  })

  it('tries again after a temporary refusal (451) and after a server too slow to answer', async () => {
    for (const behaviour of [{ refuseWith: 451 }, { delayMs: 3000 }]) {
      const sink = await newSink(0, behaviour)
      const store = newStore()
      const { id } = store.add(inquiry)
      newOutbox(store, sink.url, 1000).outbox.wake()
      await until(() => (store.get(id)?.attempts ?? 0) >= 1)
      expect(store.get(id)).toMatchObject({ mailState: 'pending' })
      expect(store.get(id)?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() - 1000)
    }
  })

  it('resumes after a restart: what waited is mailed by a new outbox', async () => {
    const sink = await newSink()
    const directory = mkdtempSync(join(tmpdir(), 'outbox-'))
    const before = openInquiryStore(directory)
    before.add(inquiry)
    before.add({ ...inquiry, name: 'Second' })
    before.close()
    const store = openInquiryStore(directory)
    cleanups.push(() => store.close())
    newOutbox(store, sink.url).outbox.wake()
    await sink.waitForMails(2)
    await until(() => store.counts().sent === 2)
  })
})
