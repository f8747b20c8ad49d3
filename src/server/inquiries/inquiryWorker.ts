/**
 * The inquiry worker: a thread of the server's own that holds the database and the outbox, so that
 * the thread serving pages never waits for SQLite (a lock another program holds, a write reaching
 * the disk, a checkpoint) or for a mail server. The server's thread asks it, by message, to store
 * an inquiry or to judge health (./inquiryService.ts), and it writes its log lines through that
 * thread.
 *
 * An inquiry is stored only while the server's thread still waits for it: the two share a word of
 * memory (`decision`) that the worker sets, just before it commits, unless the server's thread set
 * it first because the visitor's answer could wait no longer. So "received" is said exactly of the
 * inquiries that were stored.
 */
import { join, resolve } from 'node:path'
import { format } from 'node:util'
import { parentPort, workerData } from 'node:worker_threads'
import { createTransport } from 'nodemailer'

import { company } from '@/config/company'
import { formIds } from '@/config/forms'
import { dayOf } from '@/shared/workerLeasingPermit'

import { inquiryHealth, lockPatienceMs, unreadHealth, type InquiryHealth } from './health'
import { createInquiryDatabase } from './inquiryDatabase'
import type { InquirySettings } from './inquirySettings'
import { databaseFileName, type InquiryStore } from './inquiryStore'
import {
  decision,
  type FromWorker,
  type StoreOutcome,
  type ToWorker,
} from './inquiryWorkerProtocol'
import { createOutbox } from './outbox'
import { thisProcess } from './processes'
import { NotCommittedError } from './storeConnection'
import type { NewInquiry } from './storedInquiries'

const port = parentPort!
const settings = workerData as InquirySettings
const post = (message: FromWorker) => port.postMessage(message)
const log = {
  log: (...parts: unknown[]) => post({ kind: 'log', error: false, line: format(...parts) }),
  error: (...parts: unknown[]) => post({ kind: 'log', error: true, line: format(...parts) }),
}

const dayMs = 24 * 60 * 60 * 1000
const mails = settings.smtpUrl !== undefined

let serverRecorded = false
const recordThisServer = (store: InquiryStore) => {
  store.recordServer({
    claimant: thisProcess,
    startedAt: new Date(),
    mails,
    alertMinutes: settings.alertMinutes,
    permitValidUntil: settings.permitValidUntil,
  })
  serverRecorded = true
}

const database = createInquiryDatabase(settings.dataDirectory, {
  log,
  opened: (store) => {
    serverRecorded = false
    try {
      recordThisServer(store)
    } catch {
      // Locked or full: recorded by the next health check instead.
    }
  },
})

/** Each form's posts kept longer than its retention period, deleted (those mailed or seen). */
async function purgeExpired() {
  const now = new Date()
  for (const form of formIds) {
    const days = settings.retentionDays[form]
    const purged = await database.write(
      (store) => store.purgeReceivedBefore(new Date(now.getTime() - days * dayMs), now, form),
      lockPatienceMs,
    )
    if (purged?.purged)
      log.log(`Deleted ${purged.purged} inquiries (${form}) older than ${days} days`)
  }
  // The erasures that no backup kept any more can hold (./erasureRecord.ts).
  database.read((store) =>
    store.erasures.forgetBefore(
      new Date(now.getTime() - (company.inquiryCopies.backupDays + 1) * dayMs),
    ),
  )
}

// Bounded waits: nodemailer's own defaults are minutes long; the outbox adds a deadline for the
// whole send, which a server trickling its answers cannot stretch.
const transport = mails
  ? createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
      dnsTimeout: 10_000,
    })
  : undefined
const outbox =
  transport &&
  createOutbox({
    database,
    send: (message, signal) => transport.sendMail({ ...message, signal }),
    mail: { from: settings.from, to: settings.to, retentionDays: settings.retentionDays },
    firstRetryMs: settings.firstRetryMs,
    log,
  })

async function store(inquiry: NewInquiry, shared: SharedArrayBuffer): Promise<StoreOutcome> {
  const word = new Int32Array(shared)
  const abandoned = () => Atomics.load(word, 0) === decision.abandoned
  const mayCommit = () =>
    Atomics.compareExchange(word, 0, decision.waiting, decision.committing) === decision.waiting
  try {
    const done = await database.store((open) => open.add(inquiry, open.now(), mayCommit), abandoned)
    if (done === 'busy') return { stored: false, why: abandoned() ? 'abandoned' : 'busy' }
    if (!done) return { stored: false, why: 'unusable' }
    if (!done.value.duplicate && inquiry.botSign !== 'honeypot') outbox?.wake()
    return { stored: true, ...done.value }
  } catch (error) {
    if (error instanceof NotCommittedError) return { stored: false, why: 'abandoned' }
    throw error
  }
}

async function health(): Promise<InquiryHealth> {
  const state = await database.state(lockPatienceMs)
  if (state === 'usable' && !serverRecorded) await database.write(recordThisServer, lockPatienceMs)
  const read = database.read((open) =>
    inquiryHealth(open, state, {
      fallbackAlertMinutes: settings.alertMinutes,
      fallbackPermitValidUntil: settings.permitValidUntil,
      serverRuns: true,
    }),
  )
  return (
    read ??
    unreadHealth(state === 'busy' ? 'busy' : 'unusable', {
      ...settings,
      today: dayOf(new Date()),
    })
  )
}

async function stop(limitMs: number) {
  // A send cut off here is mailed again by the next start, at once (its claimant is gone).
  await Promise.race([
    outbox?.stop(),
    new Promise((resolve) => setTimeout(resolve, limitMs).unref()),
  ])
  database.read((open) => open.forgetServer(thisProcess))
  transport?.close()
  database.close()
  post({ kind: 'stopped' })
  // Ends this thread only: a send cut off above may still hold a connection open.
  process.exit(0)
}

port.on('message', (message: ToWorker) => {
  switch (message.kind) {
    case 'store':
      void store(message.inquiry, message.decision).then(
        (outcome) => post({ kind: 'stored', request: message.request, outcome }),
        (error: unknown) => {
          log.error('Storing an inquiry failed:', error instanceof Error ? error.message : error)
          post({
            kind: 'stored',
            request: message.request,
            outcome: { stored: false, why: 'unusable' },
          })
        },
      )
      return
    case 'health':
      void health().then((answer) =>
        post({ kind: 'health', request: message.request, health: answer }),
      )
      return
    case 'untrustedProxy':
      void database.write((open) => open.noteUntrustedProxy(message.address), lockPatienceMs)
      return
    case 'stop':
      void stop(message.limitMs)
  }
})

await purgeExpired()
setInterval(() => void purgeExpired(), 6 * 60 * 60 * 1000).unref()
// What an earlier server noticed of proxies is noticed again if it still holds.
await database.write((open) => open.forgetUntrustedProxy(), lockPatienceMs)
// The settings may have changed since the mail server refused an inquiry for good: try it again.
const refused = outbox
  ? ((await database.write((open) => open.retryRefused(), lockPatienceMs)) ?? 0)
  : 0
const waiting = database.read((open) => open.counts().pending) ?? 0
// Where each form's posts are mailed: one address, or each form's where they differ.
const mailboxes =
  new Set(Object.values(settings.to)).size === 1
    ? settings.to.inquiry
    : formIds.map((form) => `${settings.to[form]} (${form})`).join(', ')
const where = `stored in ${join(resolve(settings.dataDirectory), databaseFileName)}`
log.log(
  outbox
    ? `Inquiries: ${where}, mailed to ${mailboxes}${waiting ? ` (${waiting} waiting${refused ? `, ${refused} of them refused before and tried again` : ''})` : ''}`
    : `Inquiries: ${where}; no mail is sent (SMTP_URL is not set)${waiting ? `, ${waiting} waiting` : ''}`,
)
const heldForFillTime = database.read((open) => open.heldForFillTime()) ?? 0
if (heldForFillTime > 0)
  log.error(
    `${heldForFillTime} inquiries were held as spam by an earlier release because they were sent within seconds; people with autofill do that too. Look at them (npm run inquiries -- list --spam) and mail those from people (npm run inquiries -- release <number>).`,
  )
// Whatever waits from before a restart goes out now.
outbox?.wake()
post({ kind: 'ready' })
