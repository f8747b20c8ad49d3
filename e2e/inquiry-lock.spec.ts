/**
 * A lock on the inquiry database held by another process (an admin in `sqlite3`, a stuck tool)
 * stalls no page and leaves no visitor in doubt: a real second process holds `BEGIN EXCLUSIVE` for
 * 15 s while clients load pages and inquiries arrive. The figures are printed; the benchmark
 * (`npm run bench`) reports the same measurement.
 */
import { Agent, get } from 'node:http'
import { join } from 'node:path'

import { answerLimitMs } from '@/app/sendForm'
import { databaseFileName } from '@/server/inquiries/inquiryStore'

import { holdDatabaseLock } from '../scripts/lib/databaseLock.ts'
import { startSmtpSink, type SmtpSink } from '../scripts/lib/smtpSink.ts'
import { postInquiry } from './support/inquiries'
import { startOwnServer, type OwnServer } from './support/ownServer'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 120_000 })

const lockMs = 15_000

const running: (OwnServer | SmtpSink)[] = []
test.afterEach(async () => {
  for (const each of running.splice(0))
    if ('child' in each) each.child.kill('SIGKILL')
    else await each.stop()
})

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await work
  return { value, ms: performance.now() - started }
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!

test('another process locks the database for 15 s: no page waits for it, and each inquiry is answered within the app’s wait, "received" only if stored', async () => {
  const smtp = await startSmtpSink()
  running.push(smtp)
  const dataDirectory = join(test.info().outputPath(), 'data')
  const site = await startOwnServer({
    directory: test.info().outputPath(),
    env: { SMTP_URL: smtp.url, INQUIRIES_TO: 'anfragen@fahrer.example', DATA_DIR: dataDirectory },
  })
  running.push(site)
  expect((await postInquiry(site, 'Vor der Sperre')).status).toBe(200)
  await smtp.waitForMails(1)

  const { released } = await holdDatabaseLock(join(dataDirectory, databaseFileName), lockMs)
  const lockedAt = performance.now()
  const pageTimes: number[] = []
  // Node's own HTTP client on one kept-alive connection: little work on the measuring side.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const page = () =>
    new Promise<void>((resolve, reject) =>
      get(`${site.url}/`, { agent }, (answer) => answer.resume().on('end', resolve)).on(
        'error',
        reject,
      ),
    )
  const pages = (async () => {
    while (performance.now() - lockedAt < lockMs) pageTimes.push((await timed(page())).ms)
    agent.destroy()
  })()
  // One arrives early in the lock (it cannot be stored in time), one late (stored as it ends).
  const early = timed(postInquiry(site, 'Früh in der Sperre'))
  await new Promise((resolve) => setTimeout(resolve, lockMs - 6000))
  const late = timed(postInquiry(site, 'Spät in der Sperre'))
  const [, earlyAnswer, lateAnswer] = await Promise.all([pages, early, late, released])

  const p99 = percentile(pageTimes, 0.99)
  console.log(
    `${pageTimes.length} pages during the lock: p50 ${percentile(pageTimes, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...pageTimes).toFixed(1)} ms; early inquiry ${earlyAnswer.value.status} after ${earlyAnswer.ms.toFixed(0)} ms, late one ${lateAnswer.value.status} after ${lateAnswer.ms.toFixed(0)} ms`,
  )
  // No page waited for the lock (it would have waited up to 15 s). How fast they were is the
  // benchmark's to report (its target: p99 under 50 ms), not a timed assertion's.
  expect(Math.max(...pageTimes)).toBeLessThan(lockMs / 10)
  expect(earlyAnswer.value.status).toBe(503)
  expect(lateAnswer.value.status).toBe(200)
  for (const { ms } of [earlyAnswer, lateAnswer]) expect(ms).toBeLessThan(answerLimitMs)

  // The stored one is mailed; the one told "not sent" was never stored, so never mailed.
  const mails = await smtp.waitForMails(2, 30_000)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  expect(mails.map((mail) => /(Vor|Früh|Spät)[^\n]*Sperre/.exec(mail.text ?? '')?.[0])).toEqual([
    'Vor der Sperre',
    'Spät in der Sperre',
  ])
})
