/**
 * `npm run inquiries -- restore <file>`: puts a backup in the place of the inquiry database, as the
 * server needs it to be, and drops no lead and undoes nothing a visitor asked for:
 *
 * - a file that is not an intact inquiry database is refused, and so is a restore while a server
 *   (or another program) has the database open;
 * - whatever the database it replaces holds that the backup lacks (inquiries that arrived after
 *   the backup, mailed or waiting or held, what became of older ones, consent texts) is carried
 *   into the restored one (./storeMerge.ts), and so is what a restore of an earlier release left
 *   beside it (`inquiries.sqlite.replaced-*`). One that cannot be read whole (damaged) is not
 *   replaced: the restore refuses, naming the numbers given after the backup that would be lost,
 *   unless told to discard it;
 * - no number is given twice: the restored database goes on above the highest number any of them,
 *   or the record beside them (./numberRecord.ts), knows was given;
 * - every erasure recorded since the backup (./erasureRecord.ts) is made again, before the file
 *   takes the database's place, so no erased inquiry is ever back, not even for a moment;
 * - the restored file belongs to whoever owned the database (or its folder), mode 600, also when
 *   root restores it: the service can open it at once;
 * - the databases it replaced are deleted once all they held is in the restored one: no other file
 *   keeps an inquiry's text, so that deleting one (`delete`, `purge`) erases it for good.
 */
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'

import { erasureRecord } from './erasureRecord'
import { databaseFileName, openInquiryStore, type InquiryStore } from './inquiryStore'
import { numberRecord } from './numberRecord'
import { openForReading } from './storeConnection'
import { UnreadableError, type MergeReport } from './storeMerge'
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
  /** What the databases it replaced held that the backup lacked, carried over. */
  carried: Omit<MergeReport, 'renumbered'>
  /** Inquiries of the backup whose number another had been given (by an earlier release). */
  renumbered: MergeReport['renumbered']
  /** Databases it replaced, deleted once carried over; damaged ones discarded on request. */
  replaced: string[]
  discarded: string[]
  /** Numbers given after the backup whose inquiries are in no database (a lost one): from, to. */
  lostNumbers: { from: number; to: number } | undefined
  /** New inquiries are numbered from here; `skipped` when the numbers given since are unknown. */
  nextNumber: number
  skipped: boolean
}

/**
 * How far numbers go on when none of the databases it replaces, nor their record, says which were
 * given after the backup (a data folder lost whole): further than one could have been.
 */
export const unknownNumbersSkip = 1000

/**
 * The databases a restore replaces: the one in place, and those earlier restores left beside it
 * (but not the backup restored, if it is one of them).
 */
function databasesReplaced(live: string, backupFile: string): string[] {
  const folder = join(live, '..')
  const left = readdirSync(folder)
    .filter((name) => name.startsWith(`${databaseFileName}.replaced-`) && !/-(wal|shm)$/.test(name))
    .sort()
    .map((name) => join(folder, name))
    .filter((file) => file !== backupFile)
  // The one in place last: it is the newest, and what it holds wins.
  return [...left, ...(existsSync(live) ? [live] : [])]
}

/** Moves a database with its write-ahead files into `folder` (deleted with it). */
function moveAway(file: string, folder: string, index: number) {
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(`${file}${suffix}`))
      renameSync(`${file}${suffix}`, join(folder, `replaced-${index}.sqlite${suffix}`))
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
  { discardDamaged = false }: { discardDamaged?: boolean } = {},
): Promise<RestoreReport> {
  const source = checkedBackup(resolve(file))
  const live = resolve(join(dataDirectory, databaseFileName))
  try {
    if (!existsSync(dataDirectory))
      throw new RestoreRefusedError(
        `There is no folder ${resolve(dataDirectory)}: is DATA_DIR the server's? (create it as the server's user first)`,
      )
    refuseWhileOpen(live)
    const replaced = databasesReplaced(live, resolve(file))
    const numbers = numberRecord(live)
    // Made in the database's own folder, so that putting it in place is one rename.
    const workFolder = mkdtempSync(join(dataDirectory, '.restoring-'))
    try {
      const restored = join(workFolder, databaseFileName)
      await backup(source, restored)
      const store = openInquiryStore(workFolder)
      let report: Omit<RestoreReport, 'replaced' | 'discarded'>
      const discarded: string[] = []
      try {
        const inBackup = store.highestNumber()
        const carried = { carried: 0, carriedWaiting: 0, changed: 0 }
        const renumbered: MergeReport['renumbered'] = []
        const damaged: { file: string; cause: string }[] = []
        for (const database of replaced) {
          try {
            const merged = store.mergeFrom(database)
            carried.carried += merged.carried
            carried.carriedWaiting += merged.carriedWaiting
            carried.changed += merged.changed
            renumbered.push(...merged.renumbered)
          } catch (error) {
            if (!(error instanceof UnreadableError)) throw error
            damaged.push({ file: database, cause: error.message })
          }
        }
        const recorded = numbers.highest()
        const known = Math.max(store.highestNumber(), recorded)
        if (damaged.length > 0 && !discardDamaged) throw refusal(damaged, inBackup, known, file)
        discarded.push(...damaged.map((each) => each.file))
        // No database and no record to say which numbers were given since: go on well above.
        const skipped = replaced.length === discarded.length && recorded === 0
        store.raiseHighestNumber(skipped ? known + unknownNumbersSkip : known)
        const highest = store.highestNumber()
        numbers.given(highest)
        const erasedAgain = store.applyErasures(erasureRecord(live).all())
        report = {
          ...counted(store),
          erasedAgain,
          backupMadeAt: store.lastBackup()?.at,
          carried,
          renumbered,
          lostNumbers:
            discarded.length > 0 || replaced.length === 0
              ? lostSince(inBackup, recorded)
              : undefined,
          nextNumber: highest + 1,
          skipped,
        }
      } finally {
        store.close()
      }
      const owner = statSync(existsSync(live) ? live : dataDirectory)
      if (process.getuid?.() === 0) chownSync(restored, owner.uid, owner.gid)
      chmodSync(restored, 0o600)

      // Everything they held is in the restored database now (or was discarded on request): they
      // go with the work folder, so that no other file keeps an inquiry's text.
      replaced.forEach((database, index) => moveAway(database, workFolder, index))
      rmSync(`${live}-shm`, { force: true })
      renameSync(restored, live)
      return {
        ...report,
        replaced: replaced.filter((database) => !discarded.includes(database)),
        discarded,
      }
    } finally {
      rmSync(workFolder, { recursive: true, force: true })
    }
  } finally {
    source.close()
  }
}

/** How many inquiries the restored database holds, and how many of them wait to be mailed. */
function counted(store: InquiryStore) {
  const counts = store.counts()
  return {
    inquiries: Object.values(counts).reduce((sum, count) => sum + count, 0),
    waiting: counts.pending,
  }
}

/** The numbers given after the backup whose inquiries no database holds, if the record names any. */
const lostSince = (inBackup: number, recorded: number) =>
  recorded > inBackup ? { from: inBackup + 1, to: recorded } : undefined

/** Why a restore is refused while a database it would replace cannot be read whole. */
function refusal(
  damaged: { file: string; cause: string }[],
  inBackup: number,
  known: number,
  backupFile: string,
): RestoreRefusedError {
  const lost = lostSince(inBackup, known)
  return new RestoreRefusedError(
    [
      ...damaged.map(
        ({ file, cause }) =>
          `${file} cannot be read whole (${cause}), so what it holds cannot be carried into the restored database.`,
      ),
      lost
        ? `Inquiries ${lost.from} to ${lost.to} arrived after the backup was made and would be lost (those mailed are in your mailbox).`
        : 'Whatever arrived after the backup was made would be lost (those mailed are in your mailbox).',
      `Nothing was changed. If the file is beyond repair, restore and discard it: npm run inquiries -- restore ${backupFile} --discard-damaged`,
    ].join('\n'),
  )
}
