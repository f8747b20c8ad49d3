/**
 * The Node server's log of requests: one line per request once it is over, as
 * src/shared/serverLogs.ts describes it (the privacy policy states the same), and one for each
 * request Node's parser refused. Never the query string: it can carry what visitors typed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { requestLogLine } from '@/shared/serverLogs'

import type { Log } from './bufferedLog'

/** The path only: query strings can carry what visitors typed or were sent, and stay out of logs. */
export function pathOf(url: string | undefined): string {
  return (url ?? '').split(/[?#]/, 1)[0]!.slice(0, 200)
}

/**
 * Logs `request` once its answer is over. One cut off says so: `cut-off` when no answer had begun
 * (the client went away first), `<status>-cut-off` when the answer had begun.
 */
export function logAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  started: number,
  log: Log,
) {
  const status = response.writableFinished
    ? String(response.statusCode)
    : response.headersSent
      ? `${response.statusCode}-cut-off`
      : 'cut-off'
  log.log(
    requestLogLine({
      time: new Date().toISOString(),
      method: request.method ?? '-',
      path: pathOf(request.url),
      status,
      duration: `${(performance.now() - started).toFixed(1)}ms`,
    }),
  )
}

/** Logs a request the parser refused: no method or path can be told, only the parser's reason. */
export function logUnparsed(status: number, cause: string, log: Log) {
  log.log(
    requestLogLine({
      time: new Date().toISOString(),
      method: '-',
      path: '-',
      status: String(status),
      duration: `(${cause})`,
    }),
  )
}
