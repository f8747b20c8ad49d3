/**
 * The inquiry database as the running server holds it. A database that cannot be used (a corrupt or
 * read-only file, a `DATA_DIR` that cannot be created, a full disk) stops inquiries, never the
 * pages: the endpoint answers 503, `/healthz` says so, the log names the cause, and the server tries
 * again (at most every {@link retryAfterMs}, when it next needs the database) until it works,
 * without a restart.
 *
 * Only what proves that inquiries can be stored ends a problem: an inquiry stored, or a test write
 * as large as the largest inquiry. On a nearly full disk the outbox's small writes may still pass
 * while inquiries fail; they change nothing, so the health answer does not flap.
 */
import type { Log } from '../bufferedLog'
import { openInquiryStore, type InquiryStore } from './inquiryStore'

/** The shortest time between two attempts to open or test a database that failed. */
export const retryAfterMs = 5000

/** A cause already logged is not logged again within this time (a disk stays full for a while). */
const repeatLogAfterMs = 10 * 60 * 1000

export type InquiryDatabase = ReturnType<typeof createInquiryDatabase>

const causeOf = (error: unknown) =>
  error instanceof Error ? error.message.split('\n', 1)[0]! : String(error)

export function createInquiryDatabase(
  directory: string,
  { log, now = Date.now }: { log: Log; now?: () => number },
) {
  let store: InquiryStore | undefined
  /** Why inquiries cannot be stored, while they cannot. */
  let problemCause: string | undefined
  let lastAttempt = -Infinity
  let logged: { cause: string; at: number } | undefined

  function failed(error: unknown) {
    const cause = causeOf(error)
    problemCause = cause
    lastAttempt = now()
    if (logged?.cause === cause && now() - logged.at < repeatLogAfterMs) return
    logged = { cause, at: now() }
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
    if (now() - lastAttempt < retryAfterMs) return undefined
    lastAttempt = now()
    try {
      store = openInquiryStore(directory)
      recovered()
    } catch (error) {
      failed(error)
    }
    return store
  }

  /** Runs `work`; undefined when the database cannot be used or `work` failed (then reported). */
  function attempt<T>(work: (store: InquiryStore) => T): { value: T } | undefined {
    const open = current()
    if (!open) return undefined
    try {
      return { value: work(open) }
    } catch (error) {
      failed(error)
      return undefined
    }
  }

  /** Runs `work`; undefined when the database cannot be used or `work` failed. */
  const run = <T>(work: (store: InquiryStore) => T): T | undefined => attempt(work)?.value

  /**
   * Why inquiries cannot be stored, or undefined when they can. After a failure it tries a test
   * write (at most every {@link retryAfterMs}), so that a monitor sees the repair even when no
   * inquiry arrives.
   */
  function problem(): string | undefined {
    if (!store) current()
    else if (problemCause !== undefined && now() - lastAttempt >= retryAfterMs) {
      lastAttempt = now()
      try {
        store.probeWrite()
        recovered()
      } catch (error) {
        failed(error)
      }
    }
    return problemCause
  }

  return {
    /** Stores what a visitor sent; success shows that the database works (again). */
    store<T>(work: (store: InquiryStore) => T): T | undefined {
      const done = attempt(work)
      if (done) recovered()
      return done?.value
    },

    /** Any other write (the outbox's bookkeeping, deleting old inquiries); a failure is reported. */
    write: run,

    /** Runs a read; undefined when the database cannot be used. */
    read: run,

    /** Runs a read while inquiries can be stored; undefined otherwise (what health is judged by). */
    readWhileStorable<T>(work: (store: InquiryStore) => T): T | undefined {
      return problem() === undefined ? run(work) : undefined
    },

    problem,

    close(): void {
      store?.close()
      store = undefined
    },
  }
}
