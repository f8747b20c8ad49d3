/**
 * The server's log, written in batches: one write to the output per batch instead of one per
 * request, which a busy server would otherwise spend a good part of its time on. A line waits at
 * most {@link flushAfterMs}; errors go out at once, after what waited before them.
 */
import { format } from 'node:util'

const flushAfterMs = 100
const largestBatch = 500

/** Where the server's parts write their lines ({@link bufferedLog} in production). */
export type Log = Pick<Console, 'log' | 'error'>

export type BufferedLog = Log & { flush: () => void }

export function bufferedLog(): BufferedLog {
  let lines: string[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (lines.length === 0) return
    process.stdout.write(`${lines.join('\n')}\n`)
    lines = []
  }
  return {
    log(...parts: unknown[]) {
      lines.push(format(...parts))
      if (lines.length >= largestBatch) flush()
      else timer ??= setTimeout(flush, flushAfterMs).unref()
    },
    error(...parts: unknown[]) {
      flush()
      process.stderr.write(`${format(...parts)}\n`)
    },
    flush,
  }
}
