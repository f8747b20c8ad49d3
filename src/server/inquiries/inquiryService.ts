/**
 * The server's thread's side of the inquiry worker (./inquiryWorker.ts): it starts the worker,
 * asks it to store inquiries and to judge health, and never waits on the database itself.
 *
 * - An inquiry is answered within {@link inquiryAnswerLimitMs}, below the app's own wait: stored
 *   and "received", or not stored and "not sent". When the worker has not stored it by then (a
 *   lock another program holds), the shared `decision` word makes sure it never will.
 * - Health is asked of the worker at most once a second (a flood of checks costs one), on a clock
 *   that never steps; a worker that does not answer within {@link healthAnswerLimitMs} is reported
 *   as a busy database.
 * - A worker that stops unexpectedly is logged and started again; meanwhile inquiries are refused
 *   (503) and health says the database cannot be used.
 */
import { Worker } from 'node:worker_threads'

import { inquiryAnswerLimitMs } from '@/config/inquiry'
import type { Log } from '@/server/bufferedLog'
import { dayOf } from '@/shared/workerLeasingPermit'

import { unreadHealth, type InquiryHealth } from './health'
import { retryAfterMs } from './inquiryDatabase'
import type { InquirySettings } from './inquirySettings'
import {
  decision,
  type FromWorker,
  type StoreOutcome,
  type ToWorker,
} from './inquiryWorkerProtocol'
import type { NewInquiry } from './storedInquiries'

/** The longest a health check waits for the worker's answer (its test write waits 2 s for a lock). */
export const healthAnswerLimitMs = 3000

/** A health answer is reused for this long. */
const healthReuseMs = 1000

export type InquiryService = ReturnType<typeof startInquiryService>

export function startInquiryService({
  workerFile,
  settings,
  log,
  answerLimitMs = inquiryAnswerLimitMs,
  monotonic = () => performance.now(),
}: {
  /** The worker's module: the built `inquiry-worker.js`, or for tests a file that loads the source. */
  workerFile: string | URL
  settings: InquirySettings
  log: Log
  answerLimitMs?: number
  monotonic?: () => number
}) {
  let worker: Worker | undefined
  let stopping = false
  let lastRequest = 0
  const answers = new Map<number, (message: FromWorker) => void>()
  let isReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (isReady = resolve))

  function start() {
    const started = new Worker(workerFile, { workerData: settings })
    started.on('message', (message: FromWorker) => {
      if (message.kind === 'ready') isReady()
      else if (message.kind === 'log') (message.error ? log.error : log.log)(message.line)
      else if (message.kind === 'stored' || message.kind === 'health') {
        answers.get(message.request)?.(message)
        answers.delete(message.request)
      }
    })
    started.on('error', (error) => log.error('The inquiry worker failed:', error))
    started.on('exit', (code) => {
      worker = undefined
      // Nobody will answer these any more: the visitor is told "not sent", the monitor "unusable".
      for (const [request, answer] of answers) {
        answers.delete(request)
        answer({ kind: 'stored', request, outcome: { stored: false, why: 'unusable' } })
      }
      if (stopping) return
      log.error(`The inquiry worker stopped (exit code ${code}); starting it again`)
      setTimeout(start, retryAfterMs).unref()
    })
    worker = started
  }

  /** Sends `message` with a request number; resolves with the worker's answer to it. */
  function ask(message: (request: number) => ToWorker): Promise<FromWorker> | undefined {
    if (!worker) return undefined
    const request = (lastRequest += 1)
    const answered = new Promise<FromWorker>((resolve) => answers.set(request, resolve))
    worker.postMessage(message(request))
    return answered
  }

  let health: { at: number; answer: Promise<InquiryHealth> } | undefined

  async function askHealth(): Promise<InquiryHealth> {
    const unread = (state: 'busy' | 'unusable') =>
      unreadHealth(state, { ...settings, today: dayOf(new Date()) })
    const answered = ask((request) => ({ kind: 'health', request }))
    if (!answered) return unread('unusable')
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<InquiryHealth>((resolve) => {
      timer = setTimeout(() => resolve(unread('busy')), healthAnswerLimitMs)
    })
    const answer = await Promise.race([
      answered.then((message) => (message.kind === 'health' ? message.health : unread('unusable'))),
      late,
    ])
    clearTimeout(timer)
    return answer
  }

  start()

  return {
    /** Resolves once the worker has opened the database and started the outbox the first time. */
    ready,

    /**
     * Stores an inquiry; resolves within the answer limit with what became of it. `why` says why
     * it was not stored: the database was busy (or did not answer in time), or cannot be used.
     */
    store(inquiry: NewInquiry): Promise<StoreOutcome> {
      const word = new Int32Array(new SharedArrayBuffer(4))
      const answered = ask((request) => ({
        kind: 'store',
        request,
        inquiry,
        decision: word.buffer as SharedArrayBuffer,
      }))
      if (!answered) return Promise.resolve({ stored: false, why: 'unusable' })
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          // Unless the worker is committing it this very moment (then its answer follows at once),
          // it will not be stored: the visitor hears "not sent" now.
          const was = Atomics.compareExchange(word, 0, decision.waiting, decision.abandoned)
          if (was === decision.waiting) resolve({ stored: false, why: 'busy' })
        }, answerLimitMs)
        void answered.then((message) => {
          clearTimeout(timer)
          resolve(message.kind === 'stored' ? message.outcome : { stored: false, why: 'unusable' })
        })
      })
    },

    /** Records a proxy the server does not trust, for `npm run inquiries -- status`. */
    noteUntrustedProxy(address: string): void {
      worker?.postMessage({ kind: 'untrustedProxy', address } satisfies ToWorker)
    },

    /** Whether inquiries reach the company, judged by the worker at most once a second. */
    health(): Promise<InquiryHealth> {
      if (!health || monotonic() - health.at >= healthReuseMs)
        health = { at: monotonic(), answer: askHealth() }
      return health.answer
    },

    /**
     * Stops the worker: the outbox's send in flight may finish within `limitMs`, then the
     * database is closed. Resolves once the worker has exited (or was ended at the limit).
     */
    async stop(limitMs: number): Promise<void> {
      stopping = true
      const running = worker
      if (!running) return
      const exited = new Promise((resolve) => running.once('exit', resolve))
      running.postMessage({ kind: 'stop', limitMs } satisfies ToWorker)
      const ended = setTimeout(() => void running.terminate(), limitMs + 1000)
      await exited
      clearTimeout(ended)
    },
  }
}
