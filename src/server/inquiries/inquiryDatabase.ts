/**
 * The inquiry database as the running server holds it. A database that cannot be used (a corrupt or
 * read-only file, a `DATA_DIR` that cannot be created, a full disk) stops inquiries, never the
 * pages: the endpoint answers 503, `/healthz` says why, the log names the cause once, and the server
 * tries again (at most every {@link retryAfterMs}, when it next needs the database) until it works,
 * without a restart.
 */
import type { Log } from '../bufferedLog'
import { openInquiryStore, type InquiryStore } from './inquiryStore'

/** The shortest time between two attempts to open or write to a database that failed. */
export const retryAfterMs = 5000

export type InquiryDatabase = ReturnType<typeof createInquiryDatabase>

const causeOf = (error: unknown) =>
  error instanceof Error ? error.message.split('\n', 1)[0]! : String(error)

export function createInquiryDatabase(
  directory: string,
  { log, now = Date.now }: { log: Log; now?: () => number },
) {
  let store: InquiryStore | undefined
  /** Why the database cannot be used, while it cannot. */
  let problem: string | undefined
  let lastAttempt = -Infinity

  function failed(error: unknown) {
    const cause = causeOf(error)
    if (cause !== problem)
      log.error(
        `The inquiry database in ${directory} cannot be used: ${cause}. Pages are served; inquiries are refused (503) until it can be used.`,
      )
    problem = cause
    lastAttempt = now()
  }

  function recovered() {
    if (problem !== undefined) log.log('The inquiry database can be used again')
    problem = undefined
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

  return {
    /**
     * Runs a write. Undefined when the database cannot be used or the write failed (the cause is
     * logged once); a write that succeeds means the database works again.
     */
    write<T>(work: (store: InquiryStore) => T): T | undefined {
      const open = current()
      if (!open) return undefined
      try {
        const result = work(open)
        recovered()
        return result
      } catch (error) {
        failed(error)
        return undefined
      }
    },

    /** Runs a read; undefined when the database cannot be used. */
    read<T>(work: (store: InquiryStore) => T): T | undefined {
      const open = current()
      if (!open) return undefined
      try {
        return work(open)
      } catch (error) {
        failed(error)
        return undefined
      }
    },

    /**
     * Why the database cannot be used, or undefined when it can. After a failure it tries a write
     * that changes nothing (at most every {@link retryAfterMs}), so that a monitor sees the repair
     * even when no inquiry arrives.
     */
    problem(): string | undefined {
      if (problem !== undefined && store && now() - lastAttempt >= retryAfterMs) {
        lastAttempt = now()
        try {
          store.probeWrite()
          recovered()
        } catch (error) {
          failed(error)
        }
      } else if (!store) current()
      return problem
    },

    close(): void {
      store?.close()
      store = undefined
    },
  }
}
