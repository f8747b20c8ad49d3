/**
 * The server's log, written in batches: one write to the output per batch instead of one per
 * request, which a busy server would otherwise spend a good part of its time on. A line waits at
 * most {@link flushAfterMs}; errors go out at once, after what waited before them.
 */
import { format } from 'node:util'

const flushAfterMs = 100
const largestBatch = 500

export type BufferedLog = Pick<Console, 'log' | 'error'> & { flush: () => void }

export function bufferedLog(
  output: { write: (text: string) => unknown } = process.stdout,
  errors: { write: (text: string) => unknown } = process.stderr,
): BufferedLog {
  let lines: string[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (lines.length === 0) return
    output.write(`${lines.join('\n')}\n`)
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
      errors.write(`${format(...parts)}\n`)
    },
    flush,
  }
}
