/**
 * How the server writes an answer: the headers every answer carries (the security headers, HSTS
 * over HTTPS, its cache policy), a published file (encoding by negotiation, ETag revalidation, the
 * headers of each variant built once), redirects, JSON, the short plain-text answers, the same as
 * raw bytes for a connection whose request could not be parsed, and the health JSON.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import {
  allowedMethods,
  cacheControl,
  plainAnswers,
  securityHeaders,
  strictTransportSecurity,
  type PlainAnswerStatus,
} from '@/addressing/httpPolicy'

import type { InquiryHealth } from './inquiries/health'
import { chooseEncoding, matchesEtag, type Encoding, type PublishedFile } from './publishedFiles'

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

export function sendFile(
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
    extraHeaders ? withExtraHeaders(headers, extraHeaders) : headers,
  )
  response.end(body)
}

/** `extra` over `headers`, except that a `Vary` in both names the union. */
function withExtraHeaders(headers: FileAnswer['headers'], extra: Record<string, string>) {
  const vary = headers.Vary && extra.Vary ? { Vary: `${headers.Vary}, ${extra.Vary}` } : {}
  return { ...headers, ...extra, ...vary }
}

/** A redirect to `location`, with no body. */
export function sendRedirect(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  location: string,
  cache: string,
) {
  response.writeHead(status, {
    ...headersFor(request, cache),
    Location: location,
    'Content-Length': 0,
  })
  response.end()
}

/** `body`, a JSON text, and none to a HEAD request. */
export function sendJson(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: string,
  cache: string,
  extraHeaders?: Record<string, string>,
) {
  response.writeHead(status, {
    ...headersFor(request, cache),
    ...extraHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
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

export function sendPlain(
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
export function rawPlainAnswer(status: PlainAnswerStatus): string {
  const body = plainBody(status)
  const headers = {
    ...plainHeaders(status, false),
    'Content-Length': String(body.length),
    Connection: 'close',
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${status} ${plainAnswers[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`
}

/** 200 or 503 with the judgement's counts and states, never cached: a monitor must see each fresh. */
export function answerHealth(
  request: IncomingMessage,
  response: ServerResponse,
  health: InquiryHealth,
) {
  if (response.destroyed) return
  const body = `${JSON.stringify(health)}\n`
  sendJson(request, response, health.status === 'ok' ? 200 : 503, body, cacheControl.never)
}
