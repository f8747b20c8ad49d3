/**
 * The HTTP server behind `npm start`: answers every request from the published files in memory
 * (./publishedFiles.ts) by the routes that the host configurations share (./routes.ts).
 *
 * It is built to run exposed, with nothing in front: no request target, header or timing a client
 * can send makes a request throw out of the handler (anything unexpected becomes a logged 500),
 * malformed requests get a 400 or 431 with the same security headers as every page (./answers.ts
 * writes every answer), slow clients are cut off by the timeouts below, and `shutDown` lets what
 * is in flight finish (./connections.ts).
 *
 * It also takes inquiries (./inquiries/takeInquiry.ts): the one address that accepts a POST.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

import type { InquiryAnswer } from '@/config/inquiry'
import { servedPagePaths } from '@/config/pages'
import {
  allowedMethods,
  cacheControl,
  hashedAssetsPrefix,
  redirectStatus,
  type PlainAnswerStatus,
} from '@/addressing/httpPolicy'
import { inquiryRefusalFile } from '@/addressing/pageFiles'
import { routeRequest } from '@/addressing/routes'
import { timeouts } from '@/addressing/timeouts'
import type { Language } from '@/shared/language'
import { requestLogLine } from '@/shared/serverLogs'

import {
  answerHealth,
  rawPlainAnswer,
  sendFile,
  sendJson,
  sendPlain,
  sendRedirect,
} from './answers'
import type { Log } from './bufferedLog'
import { trackConnections } from './connections'
import { unreadHealth, type InquiryHealth } from './inquiries/health'
import {
  takeInquiry,
  takesBodyOf,
  type InquiryIntake,
  type InquiryVerdict,
} from './inquiries/takeInquiry'
import type { PublishedFile } from './publishedFiles'
import { remembered } from './remembered'

export function createSiteServer(
  files: Map<string, PublishedFile>,
  {
    log = console,
    inquiries,
    health,
  }: {
    log?: Log
    /** Where inquiries go; without it the endpoint answers that it cannot take them (503). */
    inquiries?: InquiryIntake
    /** Whether inquiries reach the company (`/healthz`); without it, they cannot (503). */
    health?: () => Promise<InquiryHealth>
  } = {},
) {
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
      const started = performance.now()
      response.on('close', () => logAnswer(request, response, started, log))
      connections.requestArrived(request, response)
      try {
        handle(files, request, response, { inquiries, health, log })
      } catch (error) {
        log.error(`Answering ${request.method} ${pathOf(request.url)} failed:`, error)
        if (response.headersSent) response.destroy()
        else sendPlain(request, response, 500)
      }
    },
  )
  const connections = trackConnections(server, log)
  server.timeout = timeouts.idleSocket
  // A client that waits before sending its body (`Expect: 100-continue`) sends one too large for the
  // inquiry endpoint never: it gets its 413 instead.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (takesBodyOf(request)) response.writeContinue()
    server.emit('request', request, response)
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
    log.log(
      requestLogLine({
        time: new Date().toISOString(),
        method: '-',
        path: '-',
        status: String(status),
        duration: `(${error.code ?? error.message})`,
      }),
    )
    socket.end(rawPlainAnswer(status))
  })

  return { server, shutDown: connections.shutDown }
}

function handle(
  files: Map<string, PublishedFile>,
  request: IncomingMessage,
  response: ServerResponse,
  context: {
    inquiries: InquiryIntake | undefined
    health: (() => Promise<InquiryHealth>) | undefined
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
      void (context.health?.() ?? Promise.resolve(unusable)).then((health) =>
        answerHealth(request, response, health),
      )
      return
    case 'badRequest':
      sendPlain(request, response, 400)
      return
    case 'redirect':
      sendRedirect(request, response, redirectStatus, route.location, cacheControl.revalidate)
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

/** Without a database to ask: it cannot be used. */
const unusable = unreadHealth('unusable', 0)

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
  { inquiries, log }: { inquiries: InquiryIntake | undefined; log: Log },
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
  const status = verdict.received ? 200 : verdict.status
  if (/\bapplication\/json\b/.test(request.headers.accept ?? '')) {
    const answer: InquiryAnswer = verdict.received
      ? { outcome: 'received' }
      : { outcome: 'refused', reason: verdict.reason }
    sendJson(request, response, status, JSON.stringify(answer), cacheControl.never, retryAfter)
  } else if (verdict.received) {
    const location = `${servedPagePaths.inquiryReceived}?lang=${language}`
    sendRedirect(request, response, 303, location, cacheControl.never)
  } else {
    const page = files.get(`/${inquiryRefusalFile(language, verdict.reason)}`)!
    sendFile(request, response, page, verdict.status, cacheControl.never, retryAfter)
  }
}

/** The path only: query strings can carry what visitors typed or were sent, and stay out of logs. */
function pathOf(url: string | undefined): string {
  return (url ?? '').split(/[?#]/, 1)[0]!.slice(0, 200)
}

/**
 * One line per request once it is over, as src/shared/serverLogs.ts describes it. One cut off
 * says so: `cut-off` when no answer had begun (the client went away first), `<status>-cut-off`
 * when the answer had begun.
 */
function logAnswer(request: IncomingMessage, response: ServerResponse, started: number, log: Log) {
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
