/**
 * The inquiry database as the server's inquiry worker holds it (./inquiryWorker.ts). A database
 * that cannot be used (a corrupt or read-only file, a `DATA_DIR` that cannot be created, a full
 * disk) stops inquiries, never the pages: the endpoint answers 503, `/healthz` says so, the log
 * names the cause, and the worker tries again (at most every {@link retryAfterMs}, when it next
 * needs the database) until it works, without a restart.
 *
 * A lock that another process holds (an admin's `sqlite3`, a second server writing) is not a
 * failure: the connection never waits for one (`busy_timeout` 0, so the worker's thread stays
 * free for everything else), and the work is tried again shortly, until it is done or its caller
 * gives up.
 *
 * Only what proves that inquiries can be stored ends a problem: an inquiry stored, or a test write
 * as large as the largest inquiry. On a nearly full disk the outbox's small writes may still pass
 * while inquiries fail; they change nothing, so the health answer does not flap.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import type { Log } from '@/server/bufferedLog'

import type { DatabaseState } from './health'
import { openInquiryStore, type InquiryStore } from './inquiryStore'
import { isBusy, NotCommittedError } from './storeConnection'

/** The shortest time between two attempts to open a database that failed. */
export const retryAfterMs = 5000

/** A cause already logged is not logged again within this time (a disk stays full for a while). */
const repeatLogAfterMs = 10 * 60 * 1000

/** The pauses before a busy database is tried again: short at first, then at most 5 times a second. */
const busyPausesMs = [5, 10, 20, 50, 100, 200]

export type InquiryDatabase = ReturnType<typeof createInquiryDatabase>

/** Work done, the database busy (locked by another process), or failed (reported). */
type Attempt<T> = { value: T } | 'busy' | undefined

const causeOf = (error: unknown) =>
  error instanceof Error ? error.message.split('\n', 1)[0]! : String(error)

export function createInquiryDatabase(
  directory: string,
  {
    log,
    monotonic = () => performance.now(),
    opened = () => {},
  }: {
    log: Log
    /** Milliseconds on a clock that never steps (injected by tests). */
    monotonic?: () => number
    /** Called with the store each time it is (re)opened. */
    opened?: (store: InquiryStore) => void
  },
) {
  let store: InquiryStore | undefined
  /** Why inquiries cannot be stored, while they cannot. */
  let problemCause: string | undefined
  let lastOpenAttempt = -Infinity
  let logged: { cause: string; at: number } | undefined

  function failed(error: unknown) {
    const cause = causeOf(error)
    problemCause = cause
    if (logged?.cause === cause && monotonic() - logged.at < repeatLogAfterMs) return
    logged = { cause, at: monotonic() }
    log.error(
      `The inquiry database in ${directory} cannot be used: ${cause}. Pages are served; inquiries are refused (503) until it can be used.`,
    )
  }

  function recovered() {
    if (problemCause === undefined) return
    problemCause = undefined
    log.log('The inquiry database can be used again')
  }

  /** The open store; opened (again) first if it is not, unless the last attempt was just now. */
  function current(): InquiryStore | undefined {
    if (store) return store
    if (monotonic() - lastOpenAttempt < retryAfterMs) return undefined
    lastOpenAttempt = monotonic()
    try {
      store = openInquiryStore(directory, { busyTimeoutMs: 0 })
      opened(store)
    } catch (error) {
      // Locked while it was being created or migrated: the next attempt will do.
      if (!isBusy(error)) failed(error)
      store?.close()
      store = undefined
    }
    return store
  }

  function attempt<T>(work: (store: InquiryStore) => T): Attempt<T> {
    const open = current()
    if (!open) return undefined
    try {
      return { value: work(open) }
    } catch (error) {
      // The caller gave up (./inquiryStore.ts): nothing is wrong with the database.
      if (error instanceof NotCommittedError) throw error
      if (isBusy(error)) return 'busy'
      failed(error)
      return undefined
    }
  }

  /** `attempt`, again while the database is busy, until `giveUp` says so. */
  async function persist<T>(
    work: (store: InquiryStore) => T,
    giveUp: () => boolean,
  ): Promise<Attempt<T>> {
    for (let tries = 0; ; tries += 1) {
      const done = attempt(work)
      if (done !== 'busy' || giveUp()) return done
      await sleep(busyPausesMs[Math.min(tries, busyPausesMs.length - 1)])
    }
  }

  /** Gives up once `patienceMs` have passed. */
  const within = (patienceMs: number) => {
    const until = monotonic() + patienceMs
    return () => monotonic() >= until
  }

  return {
    /**
     * Stores what a visitor sent, trying while the database is busy until `giveUp` says so;
     * success shows that the database works (again). Busy or failed: undefined.
     */
    async store<T>(work: (store: InquiryStore) => T, giveUp: () => boolean): Promise<Attempt<T>> {
      const done = await persist(work, giveUp)
      if (done && done !== 'busy') recovered()
      return done
    },

    /**
     * Any other write (the outbox's bookkeeping, deleting old inquiries), tried for up to
     * `patienceMs` while the database is busy; undefined when it could not be done (a failure is
     * reported).
     */
    async write<T>(work: (store: InquiryStore) => T, patienceMs: number): Promise<T | undefined> {
      const done = await persist(work, within(patienceMs))
      return done === 'busy' ? undefined : done?.value
    },

    /** Runs a read at once (in write-ahead mode, a lock blocks writers only); undefined if not. */
    read<T>(work: (store: InquiryStore) => T): T | undefined {
      const done = attempt(work)
      return done === 'busy' ? undefined : done?.value
    },

    /**
     * Whether an inquiry could be stored now: a test write as large as the largest inquiry, tried
     * for up to `patienceMs` while another process holds the lock.
     */
    async state(patienceMs: number): Promise<DatabaseState> {
      const done = await persist((open) => open.probeWrite(), within(patienceMs))
      if (done === 'busy') return 'busy'
      if (!done) return 'unusable'
      recovered()
      return 'usable'
    },

    /** Why inquiries cannot be stored, or undefined when (as far as is known) they can. */
    problem: () => problemCause,

    close(): void {
      store?.close()
      store = undefined
    },
  }
}
