/**
 * The highest inquiry number given, beside the database (`DATA_DIR/inquiry-numbers`), written
 * before an inquiry with a new number is stored. The number names an inquiry for good: the company
 * reads it in the mail ("Nr. 6"), and a visitor's request for deletion names it. So no number is
 * given twice: the database keeps the highest it gave (also once that inquiry is deleted), and this
 * file keeps it where a restore finds it when the database it replaces cannot be read, or is gone
 * (`npm run inquiries -- restore`): the restored database goes on above it.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'

import { ownLikeDatabaseFile } from './erasureRecord'

export const numberRecordName = 'inquiry-numbers'

/** Writes `text` to `path` whole or not at all, on disk when it returns. */
function replaceDurably(path: string, text: string) {
  const next = `${path}.next`
  const descriptor = openSync(next, 'w', 0o600)
  try {
    writeFileSync(descriptor, text)
    fsyncSync(descriptor)
  } finally {
    closeSync(descriptor)
  }
  renameSync(next, path)
  const folder = openSync(dirname(path), 'r')
  try {
    fsyncSync(folder)
  } finally {
    closeSync(folder)
  }
}

export function numberRecord(databasePath: string) {
  const file = join(dirname(databasePath), numberRecordName)
  return {
    file,

    /** The highest number recorded as given, or 0 when none is (or the file cannot be read). */
    highest(): number {
      if (!existsSync(file)) return 0
      try {
        const value = Number(readFileSync(file, 'utf8').trim())
        return Number.isSafeInteger(value) && value > 0 ? value : 0
      } catch {
        return 0
      }
    },

    /** Records that `number` is given, on disk when it returns. */
    given(number: number): void {
      replaceDurably(file, `${number}\n`)
      // A new file each time: root restoring keeps it the service's.
      ownLikeDatabaseFile(file, databasePath)
    },
  }
}

export type NumberRecord = ReturnType<typeof numberRecord>
