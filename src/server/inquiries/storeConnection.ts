/**
 * What every part of the inquiry store (./inquiryStore.ts) shares about its SQLite connection:
 * transactions that hold the write lock from their start, the errors worth telling apart, opening
 * a file that cannot be written, and times as the database keeps them.
 */
import { DatabaseSync } from 'node:sqlite'
import { pathToFileURL } from 'node:url'

export type Row = Record<string, string | number | null>

/** A time as the database keeps it: an ISO string, which sorts as the time does. */
export const iso = (date: Date) => date.toISOString()
export const dateOrUndefined = (value: unknown) =>
  typeof value === 'string' ? new Date(value) : undefined

/** The database is locked by another connection: worth trying again shortly. */
export const isBusy = (error: unknown) => {
  const code = (error as { errcode?: unknown } | undefined)?.errcode
  return typeof code === 'number' && [5, 6].includes(code & 0xff)
}

/** The file or its folder cannot be written: a read-only file system, or another user's file. */
export const isReadOnly = (error: unknown) => {
  const { errcode, code } = (error ?? {}) as { errcode?: unknown; code?: unknown }
  return (
    (typeof errcode === 'number' && [8, 14].includes(errcode & 0xff)) ||
    ['EROFS', 'EPERM', 'EACCES'].includes(String(code))
  )
}

/**
 * A database that cannot be written, for reading: with SQLite's own read-only mode, or, where
 * that needs a write-ahead index that cannot be created, as an unchanging file (`immutable`).
 */
export function openForReading(path: string): DatabaseSync {
  const db = new DatabaseSync(path, { readOnly: true })
  try {
    db.prepare('PRAGMA user_version').get()
    return db
  } catch {
    db.close()
    return new DatabaseSync(`${pathToFileURL(path).href}?immutable=1`, { readOnly: true })
  }
}

/** A transaction's caller said no just before its commit: nothing was written. */
export class NotCommittedError extends Error {}

/**
 * Runs `work` as one transaction that holds the write lock from its start, and commits it unless
 * `mayCommit` says no at the last moment (then it is rolled back: {@link NotCommittedError}).
 * When SQLite has already rolled it back itself (a full disk does), the error that caused it is
 * the one that is thrown.
 */
export function transaction<T>(db: DatabaseSync, work: () => T, mayCommit = () => true): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    if (!mayCommit()) throw new NotCommittedError('Not committed: its caller gave up waiting')
    db.exec('COMMIT')
    return result
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}
