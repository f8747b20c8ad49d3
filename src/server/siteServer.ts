/**
 * The HTTP server behind `npm start`: answers every request from the published files in memory
 * (./publishedFiles.ts) by the routing that the host configurations share (./pageFiles.ts).
 *
 * It is built to run exposed, with nothing in front: no request target, header or timing a client
 * can send makes a request throw out of the handler (anything unexpected becomes a logged 500),
 * malformed requests get a 400 or 431 with the same security headers as every page, slow clients
 * are cut off by the timeouts below, and `shutDown` lets what is in flight finish.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

import {
  allowedMethods,
  cacheControl,
  hashedAssetsPrefix,
  plainAnswers,
  redirectStatus,
  securityHeaders,
  strictTransportSecurity,
  type PlainAnswerStatus,
} from './httpPolicy'
import { routeRequest } from './pageFiles'
import { chooseEncoding, matchesEtag, type PublishedFile } from './publishedFiles'
import { timeouts } from './timeouts'

type Log = Pick<Console, 'log' | 'error'>

export function createSiteServer(files: Map<string, PublishedFile>, log: Log = console) {
  let shuttingDown = false
  const connections = new Set<Socket>()
  /** Responses per connection not yet handed to the operating system in full (pipelining: several). */
  const unfinished = new Map<Socket, number>()

  const server = createServer(
    {
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      keepAliveTimeout: timeouts.keepAlive,
      connectionsCheckingInterval: timeouts.check,
      // Checked in `handle`, so that the 400 carries the site's headers.
      requireHostHeader: false,
    },
    (request, response) => {
      const { socket } = request
      unfinished.set(socket, (unfinished.get(socket) ?? 0) + 1)
      response.on('close', () => {
        const left = unfinished.get(socket)! - 1
        if (left > 0) unfinished.set(socket, left)
        else unfinished.delete(socket)
        if (shuttingDown && left === 0) socket.end()
      })
      logWhenDone(request, response, log)
      // Once shutting down, every answer closes its connection instead of keeping it alive.
      if (shuttingDown) response.shouldKeepAlive = false
      try {
        handle(files, request, response)
      } catch (error) {
        log.error(`Answering ${request.method} ${pathOf(request.url)} failed:`, error)
        if (response.headersSent) response.destroy()
        else sendPlain(request, response, 500)
      }
    },
  )
  server.timeout = timeouts.idleSocket
  server.on('connection', (socket: Socket) => {
    connections.add(socket)
    socket.on('close', () => connections.delete(socket))
  })

  // Requests Node's parser refuses (bad syntax, headers too large, too slow) never reach the
  // handler; they get the same headers as everything else.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
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
    log.log(`${new Date().toISOString()} - - ${status} (${error.code ?? error.message})`)
    socket.end(rawPlainAnswer(status))
  })

  /**
   * Stops accepting connections, lets responses in flight finish (each then closes its
   * connection), closes the others at once, and resolves once all are closed or, after
   * `timeouts.shutdown`, cut off. Node's own `closeIdleConnections` is not enough: it also closes
   * a connection whose response is still being written.
   */
  function shutDown(): Promise<void> {
    shuttingDown = true
    return new Promise((resolve) => {
      const forced = setTimeout(() => {
        log.error(
          `${connections.size} connections still open after ${timeouts.shutdown} ms: closing them`,
        )
        for (const socket of connections) socket.destroy()
      }, timeouts.shutdown)
      forced.unref()
      // net.Server's close: stop accepting, call back once every connection is closed. http.Server's
      // own close would first run Node's closeIdleConnections (see above).
      NetServer.prototype.close.call(server, () => {
        clearTimeout(forced)
        resolve()
      })
      for (const socket of connections) if (!unfinished.has(socket)) socket.destroy()
    })
  }

  return { server, shutDown }
}

function handle(
  files: Map<string, PublishedFile>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (request.httpVersionMajor !== 1) {
    sendPlain(request, response, 505)
    return
  }
  // RFC 9112, section 3.2: exactly one Host in HTTP/1.1 (at most one in 1.0), as nginx requires.
  const hosts = request.headersDistinct.host?.length ?? 0
  if (hosts > 1 || (hosts === 0 && request.httpVersionMinor >= 1)) {
    sendPlain(request, response, 400)
    return
  }
  if (!(allowedMethods as readonly string[]).includes(request.method ?? '')) {
    sendPlain(request, response, 405)
    return
  }
  const route = routeRequest(request.url ?? '')
  switch (route.kind) {
    case 'badRequest':
      sendPlain(request, response, 400)
      return
    case 'redirect':
      response.writeHead(redirectStatus, {
        ...headersFor(request, cacheControl.revalidate),
        Location: route.location,
        'Content-Length': 0,
      })
      response.end()
      return
    case 'page':
      sendFile(request, response, files.get(`/${route.file}`)!, 200, cacheControl.revalidate)
      return
    case 'notFound':
      sendFile(request, response, files.get(`/${route.file}`)!, 404, cacheControl.revalidate)
      return
    case 'file': {
      const file = files.get(route.path)
      if (!file) {
        sendFile(
          request,
          response,
          files.get(`/${route.notFoundFile}`)!,
          404,
          cacheControl.revalidate,
        )
        return
      }
      const cache = route.path.startsWith(hashedAssetsPrefix)
        ? cacheControl.hashedAsset
        : cacheControl.revalidate
      sendFile(request, response, file, 200, cache)
    }
  }
}

function isHttps(request: IncomingMessage): boolean {
  const forwarded = request.headers['x-forwarded-proto']
  return (
    ('encrypted' in request.socket && request.socket.encrypted === true) ||
    // The proxy nearest the visitor writes the first value.
    (typeof forwarded === 'string' && forwarded.split(',')[0]?.trim().toLowerCase() === 'https')
  )
}

function headersFor(request: IncomingMessage, cache: string): Record<string, string> {
  return {
    ...securityHeaders,
    ...(isHttps(request) ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
    'Cache-Control': cache,
  }
}

function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: PublishedFile,
  status: 200 | 404,
  cache: string,
) {
  const shared = {
    ...headersFor(request, cache),
    ...(file.bodies.br || file.bodies.gzip ? { Vary: 'Accept-Encoding' } : {}),
  }
  if (status === 200 && matchesEtag(file, request.headers['if-none-match'])) {
    response.writeHead(304, { ...shared, ETag: file.etag })
    response.end()
    return
  }
  const encoding = chooseEncoding(file, request.headers['accept-encoding'])
  const body = file.bodies[encoding]!
  response.writeHead(status, {
    ...shared,
    'Content-Type': file.contentType,
    'Content-Length': body.length,
    ...(status === 200 ? { ETag: file.etag } : {}),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  })
  response.end(body)
}

function plainHeaders(status: PlainAnswerStatus): Record<string, string> {
  return {
    ...securityHeaders,
    'Cache-Control': cacheControl.revalidate,
    'Content-Type': 'text/plain; charset=utf-8',
    ...(status === 405 ? { Allow: allowedMethods.join(', ') } : {}),
  }
}

const plainBody = (status: PlainAnswerStatus) => `${plainAnswers[status]}\n`

function sendPlain(request: IncomingMessage, response: ServerResponse, status: PlainAnswerStatus) {
  const body = plainBody(status)
  response.writeHead(status, {
    ...plainHeaders(status),
    ...(isHttps(request) ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
    'Content-Length': Buffer.byteLength(body),
  })
  response.end(body)
}

/** A whole response for a socket whose request could not be parsed (no request to answer through). */
function rawPlainAnswer(status: PlainAnswerStatus): string {
  const body = plainBody(status)
  const headers = {
    ...plainHeaders(status),
    'Content-Length': String(body.length),
    Connection: 'close',
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${status} ${plainAnswers[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`
}

/** The path only: query strings can carry what visitors typed or were sent, and stay out of logs. */
function pathOf(url: string | undefined): string {
  return (url ?? '').split(/[?#]/, 1)[0]!.slice(0, 200)
}

/** One line per request: time, method, path, status, duration (also for cut-off requests). */
function logWhenDone(request: IncomingMessage, response: ServerResponse, log: Log) {
  const started = process.hrtime.bigint()
  response.on('close', () => {
    const milliseconds = Number(process.hrtime.bigint() - started) / 1e6
    const outcome = response.writableFinished
      ? response.statusCode
      : `${response.statusCode} cut off`
    log.log(
      `${new Date().toISOString()} ${request.method} ${pathOf(request.url)} ${outcome} ${milliseconds.toFixed(1)}ms`,
    )
  })
}
