/**
 * The HTTP server behind `npm start`: decides which answer each request gets, from the published
 * files in memory (./publishedFiles.ts) by the routes that the host configurations share
 * (src/addressing/routes.ts). How an answer is written is ./answers.ts; whether a request is sane enough to be
 * routed, ./requestHygiene.ts; the answer to an inquiry, ./inquiryAnswer.ts; the log line of each
 * request, ./requestLog.ts.
 *
 * It is built to run exposed, with nothing in front: no request target, header or timing a client
 * can send makes a request throw out of the handler (anything unexpected becomes a logged 500),
 * malformed requests get a 400 or 431 with the same security headers as every page, slow clients
 * are cut off by the timeouts below, and `shutDown` lets what is in flight finish
 * (./connections.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import {
  allowedMethods,
  cacheControl,
  hashedAssetsPrefix,
  redirectStatus,
} from '@/addressing/httpPolicy'
import { routeRequest, type Route } from '@/addressing/routes'
import { timeouts } from '@/addressing/timeouts'
import { defaultLanguage, languageOfCookies, languages, type Language } from '@/shared/language'

import { answerHealth, sendFile, sendPlain, sendRedirect } from './answers'
import type { Log } from './bufferedLog'
import { trackConnections } from './connections'
import { unreadHealth, type InquiryHealth } from './inquiries/health'
import { takesBodyOf, type InquiryIntake } from './inquiries/takeInquiry'
import { answerInquiry } from './inquiryAnswer'
import type { PublishedFile } from './publishedFiles'
import { remembered } from './remembered'
import { answerUnparsed, refusalOf } from './requestHygiene'
import { logAnswer, pathOf } from './requestLog'

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
      // Checked before routing (./requestHygiene.ts), so that the 400 carries the site's headers.
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

  // Requests Node's parser refuses never reach the handler; they get the same headers all the same.
  server.on('clientError', answerUnparsed(log))

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
  const refusal = refusalOf(request)
  if (refusal) {
    sendPlain(request, response, refusal)
    return
  }
  const chosen = languageOfCookies(request.headers.cookie) ?? defaultLanguage
  const route = routesFor[chosen](request.url ?? '')
  // An answer in the language of the visitor's cookie is one visitor's: shared caches keep it apart.
  const vary = 'byChoice' in route && route.byChoice ? varyByCookie : undefined
  if (route.kind === 'inquiry') {
    if (request.method !== 'POST') sendPlain(request, response, 405, inquiryMethods)
    else void answerInquiry(files, request, response, route.form, route.language, context)
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
      sendFile(request, response, files.get(`/${route.file}`)!, 200, cacheControl.revalidate, vary)
      return
    case 'notFound':
      sendFile(request, response, files.get(`/${route.file}`)!, 404, cacheControl.revalidate, vary)
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
          vary,
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

/**
 * `routeRequest` per chosen language, remembered per request target: visitors ask for the same few
 * addresses.
 */
const routesFor = Object.fromEntries(
  languages.map((language) => [
    language,
    remembered((target) => routeRequest(target, language), 1000),
  ]),
) as Record<Language, (target: string) => Route>

/** What an answer in the chosen language varies by, besides its encoding. */
const varyByCookie = { Vary: 'Cookie' }

/** Without a database to ask: it cannot be used. */
const unusable = unreadHealth('unusable', {
  alertMinutes: 0,
  permitValidUntil: undefined,
  today: '',
})

/** The one method a form's endpoint takes. */
const inquiryMethods = ['POST'] as const
