/**
 * The HTTP server behind `npm start`: answers every request from the published files in memory
 * (./publishedFiles.ts) by the routes that the host configurations share (./routes.ts).
 *
 * It is built to run exposed, with nothing in front: no request target, header or timing a client
 * can send makes a request throw out of the handler (anything unexpected becomes a logged 500),
 * malformed requests get a 400 or 431 with the same security headers as every page, slow clients
 * are cut off by the timeouts below, and `shutDown` lets what is in flight finish.
 *
 * It also takes inquiries (./inquiries/takeInquiry.ts): the one address that accepts a POST.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

import type { InquiryAnswer } from '@/config/inquiry'
import { servedPagePaths } from '@/config/pages'
import { requestLogLine } from '@/config/serverLogs'
import type { Language } from '@/lib/language'

import type { Log } from './bufferedLog'
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
import type { InquiryHealth } from './inquiries/health'
import {
  takeInquiry,
  takesBodyOf,
  type InquiryService,
  type InquiryVerdict,
} from './inquiries/takeInquiry'
import { inquiryRefusalFile } from './pageFiles'
import { chooseEncoding, matchesEtag, type Encoding, type PublishedFile } from './publishedFiles'
import { remembered } from './remembered'
import { routeRequest } from './routes'
import { timeouts } from './timeouts'

export function createSiteServer(
  files: Map<string, PublishedFile>,
  {
    log = console,
    inquiries,
    health,
  }: {
    log?: Log
    /** Where inquiries go; without it the endpoint answers that it cannot take them (503). */
    inquiries?: InquiryService
    /** Whether inquiries reach the company (`/healthz`); without it, they cannot (503). */
    health?: () => InquiryHealth
  } = {},
) {
  let shuttingDown = false
  const connections = new Set<Socket>()
  /** Responses per connection not yet handed to the operating system in full (pipelining: several). */
  const unfinished = new Map<Socket, number>()
  /** Responses whose headers are not written yet: told to close their connection on shutdown. */
  const unanswered = new Set<ServerResponse>()
  /** When each connection last finished a response (or opened): its keep-alive time runs from there. */
  const quietSince = new Map<Socket, number>()

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
      const started = performance.now()
      unfinished.set(socket, (unfinished.get(socket) ?? 0) + 1)
      unanswered.add(response)
      response.on('close', () => {
        logAnswer(request, response, started, log)
        unanswered.delete(response)
        quietSince.set(socket, Date.now())
        const left = unfinished.get(socket)! - 1
        if (left > 0) unfinished.set(socket, left)
        else unfinished.delete(socket)
        if (shuttingDown && left === 0) socket.end()
      })
      // Once shutting down, every answer closes its connection instead of keeping it alive.
      if (shuttingDown) response.shouldKeepAlive = false
      try {
        handle(files, request, response, { inquiries, health, log })
      } catch (error) {
        log.error(`Answering ${request.method} ${pathOf(request.url)} failed:`, error)
        if (response.headersSent) response.destroy()
        else sendPlain(request, response, 500)
      }
    },
  )
  server.timeout = timeouts.idleSocket
  // A client that waits before sending its body (`Expect: 100-continue`) sends one too large for the
  // inquiry endpoint never: it gets its 413 instead.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (takesBodyOf(request)) response.writeContinue()
    server.emit('request', request, response)
  })
  server.on('connection', (socket: Socket) => {
    connections.add(socket)
    quietSince.set(socket, Date.now())
    socket.on('close', () => {
      connections.delete(socket)
      quietSince.delete(socket)
    })
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
   * An idle connection is closed only once its keep-alive time has run out: until then its client
   * may send a request at any moment, and one already on its way would meet a closed connection
   * (a reset, for a client that did nothing wrong). One that does arrive is answered, and its
   * answer closes the connection.
   */
  function closeWhenQuiet(socket: Socket) {
    if (socket.destroyed) return
    if (unfinished.has(socket)) return
    const quietFor = Date.now() - (quietSince.get(socket) ?? 0)
    if (quietFor >= timeouts.keepAlive) socket.destroy()
    else setTimeout(() => closeWhenQuiet(socket), timeouts.keepAlive - quietFor).unref()
  }

  /**
   * Stops accepting connections, lets requests in flight finish (each answer then closes its
   * connection), closes idle connections once no request can be racing in on them, and resolves
   * once all are closed or, after `timeouts.shutdown`, cut off. Node's own `closeIdleConnections`
   * is not enough: it closes idle connections at once, and also one whose response is still being
   * written.
   */
  function shutDown(): Promise<void> {
    shuttingDown = true
    for (const response of unanswered) response.shouldKeepAlive = false
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
      for (const socket of connections) closeWhenQuiet(socket)
    })
  }

  return { server, shutDown }
}

function handle(
  files: Map<string, PublishedFile>,
  request: IncomingMessage,
  response: ServerResponse,
  context: {
    inquiries: InquiryService | undefined
    health: (() => InquiryHealth) | undefined
    log: Log
  },
) {
  if (request.httpVersionMajor !== 1) {
    sendPlain(request, response, 505)
    return
  }
  // RFC 9112, section 3.2: exactly one Host in HTTP/1.1 (at most one in 1.0), as nginx requires.
  let hosts = 0
  for (let index = 0; index < request.rawHeaders.length; index += 2)
    if (request.rawHeaders[index]!.toLowerCase() === 'host') hosts += 1
  if (hosts > 1 || (hosts === 0 && request.httpVersionMinor >= 1)) {
    sendPlain(request, response, 400)
    return
  }
  const route = routeOf(request.url ?? '')
  if (route.kind === 'inquiry') {
    if (request.method !== 'POST') sendPlain(request, response, 405, inquiryMethods)
    else void answerInquiry(files, request, response, route.language, context)
    return
  }
  if (!(allowedMethods as readonly string[]).includes(request.method ?? '')) {
    sendPlain(request, response, 405)
    return
  }
  switch (route.kind) {
    case 'health':
      answerHealth(request, response, context.health?.() ?? unusable)
      return
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

/** `routeRequest`, remembered per request target: visitors ask for the same few addresses. */
const routeOf = remembered(routeRequest, 1000)

const unusable: InquiryHealth = {
  healthy: false,
  database: 'unusable',
  waiting: 0,
  waitingTooLong: 0,
  refused: 0,
  alertMinutes: 0,
}

/** 200 or 503 with the counts, never cached: a monitor must see each answer fresh. */
function answerHealth(request: IncomingMessage, response: ServerResponse, health: InquiryHealth) {
  const { healthy, ...counts } = health
  const body = `${JSON.stringify({ status: healthy ? 'ok' : 'attention', ...counts })}\n`
  response.writeHead(healthy ? 200 : 503, {
    ...headersFor(request, cacheControl.never),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** The one method the inquiry endpoint takes. */
const inquiryMethods = ['POST'] as const

const unavailable: InquiryVerdict = { received: false, status: 503, reason: 'unavailable' }

/**
 * Takes an inquiry and answers: the app (which asks for JSON) with JSON; the form without the app
 * with a redirect to the received page (so that reloading it sends nothing again) or, when
 * refused, with the not-sent page that says why, in the language of the page that sent it.
 */
async function answerInquiry(
  files: Map<string, PublishedFile>,
  request: IncomingMessage,
  response: ServerResponse,
  language: Language,
  { inquiries, log }: { inquiries: InquiryService | undefined; log: Log },
) {
  let verdict: InquiryVerdict
  try {
    verdict = inquiries ? await takeInquiry(request, language, inquiries, log) : unavailable
  } catch (error) {
    log.error('Taking an inquiry failed:', error instanceof Error ? error.message : error)
    verdict = unavailable
  }
  if (verdict.received === false && verdict.status === 'gone') return
  if (!verdict.received && verdict.closeConnection) response.shouldKeepAlive = false
  const retryAfter =
    verdict.received || verdict.retryAfterSeconds === undefined
      ? undefined
      : { 'Retry-After': String(verdict.retryAfterSeconds) }
  const headers = { ...headersFor(request, cacheControl.never), ...retryAfter }
  const status = verdict.received ? 200 : verdict.status
  if (/\bapplication\/json\b/.test(request.headers.accept ?? '')) {
    const answer: InquiryAnswer = verdict.received
      ? { outcome: 'received' }
      : { outcome: 'refused', reason: verdict.reason }
    const body = JSON.stringify(answer)
    response.writeHead(status, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    })
    response.end(body)
  } else if (verdict.received) {
    const location = `${servedPagePaths.inquiryReceived}?lang=${language}`
    response.writeHead(303, { ...headers, Location: location, 'Content-Length': 0 })
    response.end()
  } else {
    const page = files.get(`/${inquiryRefusalFile(language, verdict.reason)}`)!
    sendFile(request, response, page, verdict.status, cacheControl.never, retryAfter)
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

/** What every answer carries: the security headers, HSTS over HTTPS, and its cache policy. */
function baseHeaders(https: boolean, cache: string): Record<string, string> {
  return {
    ...securityHeaders,
    ...(https ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
    'Cache-Control': cache,
  }
}

const headersFor = (request: IncomingMessage, cache: string) => baseHeaders(isHttps(request), cache)

type FileAnswer = { headers: Record<string, string | number>; body: Buffer | undefined }

/**
 * The answers with a file, per status, cache policy, encoding and scheme, each built once: a
 * request then only picks one. The files do not change while the server runs.
 */
const fileAnswers = new WeakMap<PublishedFile, Map<string, FileAnswer>>()

function fileAnswer(
  file: PublishedFile,
  status: number,
  cache: string,
  encoding: Encoding | 'notModified',
  https: boolean,
): FileAnswer {
  let answers = fileAnswers.get(file)
  if (!answers) fileAnswers.set(file, (answers = new Map()))
  const key = `${status} ${cache} ${encoding} ${https}`
  let answer = answers.get(key)
  if (answer) return answer
  const body = encoding === 'notModified' ? undefined : file.bodies[encoding]!
  answer = {
    body,
    headers: {
      ...baseHeaders(https, cache),
      ...(file.bodies.br || file.bodies.gzip ? { Vary: 'Accept-Encoding' } : {}),
      ...(body ? { 'Content-Type': file.contentType, 'Content-Length': body.length } : {}),
      ...(status === 200 ? { ETag: file.etag } : {}),
      ...(encoding === 'br' || encoding === 'gzip' ? { 'Content-Encoding': encoding } : {}),
    },
  }
  answers.set(key, answer)
  return answer
}

function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: PublishedFile,
  status: number,
  cache: string,
  extraHeaders?: Record<string, string>,
) {
  const https = isHttps(request)
  const notModified = status === 200 && matchesEtag(file, request.headers['if-none-match'])
  const encoding = notModified
    ? 'notModified'
    : chooseEncoding(file, request.headers['accept-encoding'])
  const { headers, body } = fileAnswer(file, status, cache, encoding, https)
  response.writeHead(
    notModified ? 304 : status,
    extraHeaders ? { ...headers, ...extraHeaders } : headers,
  )
  response.end(body)
}

function plainHeaders(
  status: PlainAnswerStatus,
  https: boolean,
  allow: readonly string[] = allowedMethods,
): Record<string, string> {
  return {
    ...baseHeaders(https, cacheControl.revalidate),
    'Content-Type': 'text/plain; charset=utf-8',
    ...(status === 405 ? { Allow: allow.join(', ') } : {}),
  }
}

const plainBody = (status: PlainAnswerStatus) => `${plainAnswers[status]}\n`

function sendPlain(
  request: IncomingMessage,
  response: ServerResponse,
  status: PlainAnswerStatus,
  allow?: readonly string[],
) {
  const body = plainBody(status)
  response.writeHead(status, {
    ...plainHeaders(status, isHttps(request), allow),
    'Content-Length': Buffer.byteLength(body),
  })
  response.end(body)
}

/** A whole response for a socket whose request could not be parsed (no request to answer through). */
function rawPlainAnswer(status: PlainAnswerStatus): string {
  const body = plainBody(status)
  const headers = {
    ...plainHeaders(status, false),
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

/** One line per request once it is over (also if cut off), as src/config/serverLogs.ts describes it. */
function logAnswer(request: IncomingMessage, response: ServerResponse, started: number, log: Log) {
  log.log(
    requestLogLine({
      time: new Date().toISOString(),
      method: request.method ?? '-',
      path: pathOf(request.url),
      status: response.writableFinished
        ? String(response.statusCode)
        : `${response.statusCode}-cut-off`,
      duration: `${(performance.now() - started).toFixed(1)}ms`,
    }),
  )
}
