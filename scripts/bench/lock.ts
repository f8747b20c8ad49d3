// The pages while another process holds a lock on the inquiry database (an admin in `sqlite3`, a
// stuck tool): a child process holds `BEGIN EXCLUSIVE` while wrk loads a page and an inquiry is
// posted every second; reports the pages' latency and how long each inquiry waited for its
// answer. Used by `npm run bench`; on its own, against a production server already running:
// `node scripts/bench/lock.ts <origin> <DATA_DIR of that server> [seconds]`.
import { join } from 'node:path'

import { holdDatabaseLock } from '../lib/databaseLock.ts'
import { measureLoad, type LoadMeasurement } from './load.ts'

export type LockLoadResults = {
  seconds: number
  pagesMeanwhile: LoadMeasurement
  /** The inquiries posted during the lock: how each was answered, and after how long. */
  inquiries: { status: number; ms: number }[]
}

async function postInquiries(endpoint: string, seconds: number) {
  const answers: Promise<{ status: number; ms: number }>[] = []
  for (let second = 0; second < seconds; second += 1) {
    const started = performance.now()
    const body = `name=Benchmark&email=bench%40example.org&gdprConsent=on&message=Sperre+${second}+${Date.now()}`
    answers.push(
      fetch(endpoint, {
        method: 'POST',
        body,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
      }).then(
        (answer) => ({ status: answer.status, ms: performance.now() - started }),
        () => ({ status: 0, ms: performance.now() - started }),
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return Promise.all(answers)
}

export async function measureLockLoad({
  origin,
  dataDirectory,
  seconds,
}: {
  origin: string
  dataDirectory: string
  seconds: number
}): Promise<LockLoadResults> {
  const { released } = await holdDatabaseLock(
    join(dataDirectory, 'inquiries.sqlite'),
    seconds * 1000,
  )
  const [pagesMeanwhile, inquiries] = await Promise.all([
    measureLoad({ url: `${origin}/`, seconds }),
    postInquiries(`${origin}/api/inquiries?lang=de`, seconds),
  ])
  await released
  return { seconds, pagesMeanwhile, inquiries }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, dataDirectory, seconds = '15'] = process.argv.slice(2)
  if (!origin || !dataDirectory)
    throw new Error('Usage: node scripts/bench/lock.ts <origin> <DATA_DIR> [seconds]')
  const result = await measureLockLoad({ origin, dataDirectory, seconds: Number(seconds) })
  console.log(JSON.stringify(result))
}
