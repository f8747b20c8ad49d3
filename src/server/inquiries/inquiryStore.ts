/**
 * The inquiry database: one SQLite file in the data directory, through Node's built-in `node:sqlite`
 * (nothing to install or compile). The store and its parts own it: nothing else writes SQL. This
 * module opens the file (creating and migrating it, ./storeMigrations.ts) and puts the store
 * together from its parts, each with its own statements:
 *
 * - the inquiries: store (once per submission), read, list, mark seen (./storedInquiries.ts);
 * - the outbox's claims: what is due, who sends it, what became of it (./outboxClaims.ts);
 * - erasure: delete one, the retention period, erase again after a restore (./storeErasure.ts);
 * - health: counts, waiting, the servers, backups, the write probe (./storeHealth.ts);
 * - a restore: what the database it replaces holds, carried over (./storeMerge.ts).
 *
 * Elapsed time is judged on the steady clock the database keeps (./steadyClock.ts), times for people
 * are the machine's clock; the highest number given is kept in the file and beside it
 * (./numberRecord.ts), so that no number is given twice.
 *
 * Durable before anything is acknowledged: every write is a transaction that has reached the disk
 * when the call returns (write-ahead log, `synchronous = FULL`), so an inquiry the server confirmed
 * survives a crash or a power cut.
 *
 * Several processes may open the same file (an overlapping restart, `npm run inquiries` beside the
 * server): an inquiry is claimed in the database before it is mailed, so only one of them sends it.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { erasureRecord } from './erasureRecord'
import { numberRecord } from './numberRecord'
import { outboxClaims } from './outboxClaims'
import { machineClock, steadyClock, type MachineClock } from './steadyClock'
import { isReadOnly, openForReading, transaction } from './storeConnection'
import { storedInquiries } from './storedInquiries'
import { storeErasure } from './storeErasure'
import { storeHealth } from './storeHealth'
import { storeMerge } from './storeMerge'
import { currentSchemaVersion, migrate, schemaVersion } from './storeMigrations'

/** Where the database lives unless `DATA_DIR` says otherwise: relative to the working directory. */
export const defaultDataDirectory = 'data'
export const databaseFileName = 'inquiries.sqlite'

/** There is no database where one was expected: `npm run inquiries` with a mistyped `DATA_DIR`. */
export class NoDatabaseError extends Error {}

export type StoreOptions = {
  /** Create the folder and the file if they are missing (the server); else refuse (the CLI). */
  create?: boolean
  /**
   * How long a statement waits for another process's write lock before it fails as busy. The
   * server's worker waits not at all and tries again later (./inquiryDatabase.ts); the CLI waits.
   */
  busyTimeoutMs?: number
  /** Open a database that cannot be written for reading instead of failing (the CLI, in a rescue). */
  readOnlyFallback?: boolean
  /** The machine's clocks (tests step its wall clock). */
  clock?: MachineClock
}

export type InquiryStore = ReturnType<typeof openInquiryStore>

/** Opens for writing, creating and migrating it as needed. */
function openForWriting(path: string, busyTimeoutMs: number): DatabaseSync {
  const db = new DatabaseSync(path)
  try {
    // What visitors sent is for the company's eyes only; SQLite gives its journal files the same mode.
    chmodSync(path, 0o600)
    // secure_delete: a deleted inquiry's text is overwritten, not left in free pages.
    db.exec(
      `PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}; PRAGMA journal_mode = WAL;
       PRAGMA synchronous = FULL; PRAGMA secure_delete = ON;`,
    )
    migrate(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/** Opens (and creates or migrates) the database in `dataDirectory`. */
export function openInquiryStore(
  dataDirectory: string,
  {
    create = true,
    busyTimeoutMs = 5000,
    readOnlyFallback = false,
    clock = machineClock,
  }: StoreOptions = {},
) {
  const path = resolve(join(dataDirectory, databaseFileName))
  if (create) mkdirSync(dataDirectory, { recursive: true, mode: 0o700 })
  else if (!existsSync(path))
    throw new NoDatabaseError(
      `There is no inquiry database at ${path}: is DATA_DIR the server's? (default ./data)`,
    )
  let db: DatabaseSync
  let readOnly = false
  const created = !existsSync(path)
  try {
    db = openForWriting(path, busyTimeoutMs)
  } catch (error) {
    if (!readOnlyFallback || !isReadOnly(error)) throw error
    db = openForReading(path)
    readOnly = true
    const version = schemaVersion(db)
    if (version !== currentSchemaVersion) {
      db.close()
      throw new Error(
        `The inquiry database at ${path} cannot be written, and has schema version ${version} where this release reads ${currentSchemaVersion}: copy it (with its -wal file, if any) to a folder you can write to, and set DATA_DIR to that folder`,
      )
    }
  }
  const numbers = numberRecord(path)
  const erasures = erasureRecord(path)
  let parts
  try {
    const now = steadyClock(db, clock, { readOnly })
    parts = {
      /** Now, on the machine's clock and on the database's steady clock. */
      now,
      ...storedInquiries(db, { readOnly, now, numbers }),
      ...outboxClaims(db, { now }),
      ...storeErasure(db, erasures),
      ...storeHealth(db, { readOnly, now }),
      ...storeMerge(db, { numbers }),
    }
    const { dateCreation, highestNumber, raiseHighestNumber } = parts
    // The anchor of this boot's steady clock, the new file's creation on both clocks, and the
    // numbers given while this file was away (a database deleted or lost, and created afresh) or
    // before a release kept them (those of deleted inquiries). Written only when they change: a
    // lock another program holds must not keep the file from being opened and read.
    const moment = now()
    const given = Math.max(numbers.highest(), ...erasures.all().map(({ id }) => id))
    if (!readOnly && (created || given > highestNumber()))
      transaction(db, () => {
        if (created) dateCreation(moment)
        raiseHighestNumber(given)
      })
  } catch (error) {
    db.close()
    throw error
  }
  return {
    path,
    /** Opened for reading only: the file or its folder cannot be written. */
    readOnly,
    ...parts,
    close(): void {
      if (db.isOpen) db.close()
    },
  }
}
