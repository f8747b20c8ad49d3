// Another process holding a SQLite database's write lock, as an admin in `sqlite3` or a stuck tool
// would: for the benchmark's lock phase (scripts/bench/lock.ts) and e2e/inquiry-lock.spec.ts.
import { spawn } from 'node:child_process'

/**
 * Starts a process that holds `BEGIN EXCLUSIVE` on `file` for `ms` and then lets go; resolves once
 * it holds the lock, with the moment the process has ended.
 */
export async function holdDatabaseLock(file: string, ms: number) {
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const { DatabaseSync } = require('node:sqlite')
       const db = new DatabaseSync(process.argv[1])
       db.exec('BEGIN EXCLUSIVE')
       console.log('locked')
       setTimeout(() => { db.exec('ROLLBACK'); db.close() }, Number(process.argv[2]))`,
      file,
      String(ms),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise((resolve) => holder.stdout.once('data', resolve))
  return { released: new Promise<void>((done) => holder.on('exit', () => done())) }
}
