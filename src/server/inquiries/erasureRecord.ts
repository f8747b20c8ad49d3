/**
 * The record of erased inquiries, beside the database (`DATA_DIR/erasures.log`): one line per
 * inquiry deleted (by hand or by the retention period), naming it by number and arrival time and
 * holding nothing of what the visitor typed. A backup made before an erasure still holds the
 * inquiry; restoring it (`npm run inquiries -- restore`) erases it again from this record, which
 * is why the record lives outside the database file that a restore replaces.
 *
 * A line is written (and on disk) before the inquiry is deleted: should the deletion fail, the
 * record names an inquiry that was meant to go, which a restore then deletes too.
 */
import {
  appendFileSync,
  chownSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'

export const erasureRecordName = 'erasures.log'

/** One erased inquiry: its number and arrival time (together they name one inquiry for good). */
export type Erasure = { id: number; receivedAt: string; erasedAt: string }

const lineOf = ({ erasedAt, id, receivedAt }: Erasure) => `${erasedAt} ${id} ${receivedAt}\n`

function parse(line: string): Erasure | undefined {
  const [erasedAt, id, receivedAt] = line.split(' ')
  if (!erasedAt || !receivedAt || !/^\d+$/.test(id ?? '')) return undefined
  return { erasedAt, id: Number(id), receivedAt }
}

/**
 * A file written beside the database belongs to whoever owns the database, or its folder where
 * there is none (root restoring keeps the service's).
 */
export function ownLikeDatabaseFile(path: string, databasePath: string) {
  if (process.getuid?.() !== 0) return
  const { uid, gid } = statSync(existsSync(databasePath) ? databasePath : dirname(databasePath))
  chownSync(path, uid, gid)
}

export function erasureRecord(databasePath: string) {
  const file = join(dirname(databasePath), erasureRecordName)
  const ownLikeDatabase = (path: string) => ownLikeDatabaseFile(path, databasePath)

  return {
    file,

    /** Adds erasures, on disk when it returns. */
    add(erasures: readonly Erasure[]): void {
      if (erasures.length === 0) return
      const created = !existsSync(file)
      appendFileSync(file, erasures.map(lineOf).join(''), { mode: 0o600 })
      const descriptor = openSync(file, 'r')
      try {
        fsyncSync(descriptor)
      } finally {
        closeSync(descriptor)
      }
      if (created) ownLikeDatabase(file)
    },

    all(): Erasure[] {
      if (!existsSync(file)) return []
      return readFileSync(file, 'utf8')
        .split('\n')
        .map(parse)
        .filter((erasure) => erasure !== undefined)
    },

    /**
     * Forgets erasures made before `date`: no backup kept that long holds them. Returns how many
     * were forgotten.
     */
    forgetBefore(date: Date): number {
      const all = this.all()
      const kept = all.filter((erasure) => erasure.erasedAt >= date.toISOString())
      if (kept.length === all.length) return 0
      const next = `${file}.next`
      writeFileSync(next, kept.map(lineOf).join(''), { mode: 0o600 })
      ownLikeDatabase(next)
      renameSync(next, file)
      return all.length - kept.length
    },
  }
}

export type ErasureRecord = ReturnType<typeof erasureRecord>
