/**
 * `npm run inquiries -- restore <file>`: puts a backup in the place of the inquiry database, as the
 * server needs it to be, and undoes nothing a visitor asked for:
 *
 * - a file that is not an intact inquiry database is refused, and so is a restore while a server
 *   (or another program) has the database open;
 * - the restored file belongs to whoever owned the database (or its folder), mode 600, also when
 *   root restores it: the service can open it at once;
 * - every erasure recorded since the backup (./erasureRecord.ts) is made again, before the file
 *   takes the database's place, so no erased inquiry is ever back, not even for a moment;
 * - a database it replaces is kept beside it, renamed, never deleted.
 */
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'

import { erasureRecord } from './erasureRecord'
import { databaseFileName, openInquiryStore } from './inquiryStore'
import { openForReading } from './storeConnection'
import { currentSchemaVersion } from './storeMigrations'

/** Why a restore was refused, in a sentence for the owner. */
export class RestoreRefusedError extends Error {}

export type RestoreReport = {
  inquiries: number
  waiting: number
  /** Inquiries erased again: erased after the backup was made. */
  erasedAgain: number
  /** When the backup was made, if it says. */
  backupMadeAt: Date | undefined
  /** Where the database it replaced was put, if there was one. */
  replacedKeptAs: string | undefined
}

/** Opens `file` for reading and checks that it is an intact inquiry database of a known schema. */
function checkedBackup(file: string): DatabaseSync {
  if (!existsSync(file)) throw new RestoreRefusedError(`There is no file ${file}`)
  const notInquiries = (why: string) =>
    new RestoreRefusedError(`${file} is not an inquiry database (${why}): nothing was changed`)
  let db: DatabaseSync
  try {
    db = openForReading(file)
    const check = db.prepare('PRAGMA quick_check').all()
    if (check.length !== 1 || check[0]!.quick_check !== 'ok')
      throw notInquiries(`damaged: ${String(check[0]?.quick_check)}`)
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error
    throw notInquiries(error instanceof Error ? error.message.split('\n', 1)[0]! : String(error))
  }
  const version = Number(db.prepare('PRAGMA user_version').get()?.user_version ?? 0)
  const table = db
    .prepare(
      "SELECT COUNT(*) AS count FROM sqlite_schema WHERE type = 'table' AND name = 'inquiries'",
    )
    .get()
  if (version < 1 || Number(table?.count) !== 1) {
    db.close()
    throw notInquiries('no inquiries in it')
  }
  if (version > currentSchemaVersion) {
    db.close()
    throw new RestoreRefusedError(
      `${file} comes from a newer release (schema version ${version}); restore it with that release`,
    )
  }
  return db
}

/** Refuses while any connection has the database open: it cannot be locked for itself alone. */
function refuseWhileOpen(path: string) {
  if (!existsSync(path)) return
  const db = new DatabaseSync(path)
  try {
    db.exec('PRAGMA busy_timeout = 0; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT')
  } catch (error) {
    const code = (error as { errcode?: number }).errcode
    // A damaged file cannot be locked either; nobody can be using it.
    if (typeof code === 'number' && [5, 6].includes(code & 0xff))
      throw new RestoreRefusedError(
        'The inquiry database is in use (the server runs, or another program has it open): stop the server first (systemctl stop site), then restore',
      )
  } finally {
    db.close()
  }
}

export async function restoreInquiryDatabase(
  file: string,
  dataDirectory: string,
  now = new Date(),
): Promise<RestoreReport> {
  const source = checkedBackup(resolve(file))
  const live = resolve(join(dataDirectory, databaseFileName))
  try {
    if (!existsSync(dataDirectory))
      throw new RestoreRefusedError(
        `There is no folder ${resolve(dataDirectory)}: is DATA_DIR the server's? (create it as the server's user first)`,
      )
    refuseWhileOpen(live)
    // Made in the database's own folder, so that putting it in place is one rename.
    const workFolder = mkdtempSync(join(dataDirectory, '.restoring-'))
    try {
      const restored = join(workFolder, databaseFileName)
      await backup(source, restored)
      const store = openInquiryStore(workFolder)
      let report: Omit<RestoreReport, 'replacedKeptAs'>
      try {
        const erasedAgain = store.applyErasures(erasureRecord(live).all())
        const counts = store.counts()
        report = {
          inquiries: Object.values(counts).reduce((sum, count) => sum + count, 0),
          waiting: counts.pending,
          erasedAgain,
          backupMadeAt: store.lastBackupAt(),
        }
      } finally {
        store.close()
      }
      const owner = statSync(existsSync(live) ? live : dataDirectory)
      if (process.getuid?.() === 0) chownSync(restored, owner.uid, owner.gid)
      chmodSync(restored, 0o600)

      let replacedKeptAs: string | undefined
      if (existsSync(live)) {
        replacedKeptAs = `${live}.replaced-${now.toISOString().replace(/[:.]/g, '-')}`
        // Its write-ahead log belongs to it (what a crash left there), under the name SQLite expects.
        if (existsSync(`${live}-wal`)) renameSync(`${live}-wal`, `${replacedKeptAs}-wal`)
        renameSync(live, replacedKeptAs)
      }
      rmSync(`${live}-shm`, { force: true })
      renameSync(restored, live)
      return { ...report, replacedKeptAs }
    } finally {
      rmSync(workFolder, { recursive: true, force: true })
    }
  } finally {
    source.close()
  }
}
