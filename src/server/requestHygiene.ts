/**
 * Whether a request is sane enough to be routed: before the server looks at the address, a
 * request of an HTTP version it does not speak, or with no Host or several, is refused; and what
 * Node's parser refuses (bad syntax, headers too large, too slow) never reaches the handler, so it
 * is answered here, with the same headers as every other answer (./answers.ts).
 */
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import type { PlainAnswerStatus } from '@/addressing/httpPolicy'

import { rawPlainAnswer } from './answers'
import type { Log } from './bufferedLog'
import { logUnparsed } from './requestLog'

/** Why a parsed request is refused before it is routed, or undefined when it may be. */
export function refusalOf(request: IncomingMessage): PlainAnswerStatus | undefined {
  if (request.httpVersionMajor !== 1) return 505
  // RFC 9112, section 3.2: exactly one Host in HTTP/1.1 (at most one in 1.0), as nginx requires.
  let hosts = 0
  for (let index = 0; index < request.rawHeaders.length; index += 2)
    if (request.rawHeaders[index]!.toLowerCase() === 'host') hosts += 1
  if (hosts > 1 || (hosts === 0 && request.httpVersionMinor >= 1)) return 400
  return undefined
}

/**
 * The server's `clientError` listener: answers a request the parser refused (431 for headers too
 * large, 408 for one too slow, 400 for anything else) and logs it, or closes a connection that
 * has already had an answer begun or cannot be written to.
 */
export function answerUnparsed(log: Log) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || socket.bytesWritten > 0) {
      socket.destroy()
      return
    }
    const status: PlainAnswerStatus =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400
    logUnparsed(status, error.code ?? error.message, log)
    socket.end(rawPlainAnswer(status))
  }
}
