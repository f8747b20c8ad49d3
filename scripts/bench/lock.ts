// The pages while another process holds a lock on the inquiry database (an admin in `sqlite3`, a
// stuck tool): a child process holds `BEGIN EXCLUSIVE` while wrk loads a page and an inquiry is
// posted every second; reports the pages' latency and how long each inquiry waited for its
// answer. Used by `npm run bench`; on its own, against a production server already running:
// `node scripts/bench/lock.ts <origin> <DATA_DIR of that server> [seconds]`.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

import { measureLoad, type LoadMeasurement } from './load.ts'

export type LockLoadResults = {
  seconds: number
  pagesMeanwhile: LoadMeasurement
  /** The inquiries posted during the lock: how each was answered, and after how long. */
  inquiries: { status: number; ms: number }[]
}

/** A process that holds the database's write lock for `seconds`; resolves once it holds it. */
async function holdLock(databaseFile: string, seconds: number) {
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('node:sqlite').DatabaseSync)(process.argv[1])
       db.exec('BEGIN EXCLUSIVE')
       console.log('locked')
       setTimeout(() => db.exec('ROLLBACK'), Number(process.argv[2]) * 1000)`,
      databaseFile,
      String(seconds),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise((resolve) => holder.stdout.once('data', resolve))
  return new Promise<void>((resolve) => holder.on('exit', () => resolve())).then(() => undefined)
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
  const released = { done: holdLock(join(dataDirectory, 'inquiries.sqlite'), seconds) }
  await new Promise((resolve) => setTimeout(resolve, 100))
  const [pagesMeanwhile, inquiries] = await Promise.all([
    measureLoad({ url: `${origin}/`, seconds }),
    postInquiries(`${origin}/api/inquiries?lang=de`, seconds),
  ])
  await released.done
  return { seconds, pagesMeanwhile, inquiries }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, dataDirectory, seconds = '15'] = process.argv.slice(2)
  if (!origin || !dataDirectory)
    throw new Error('Usage: node scripts/bench/lock.ts <origin> <DATA_DIR> [seconds]')
  const result = await measureLockLoad({ origin, dataDirectory, seconds: Number(seconds) })
  console.log(JSON.stringify(result))
}
