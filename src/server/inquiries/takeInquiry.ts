/**
 * What the server decides about one POST to a form's endpoint (src/config/forms.ts), in the order
 * that costs least: the client's rate (one count for every form), where the post comes from, its
 * content type and size, then the fields; an inquiry that passes is stored, and only a committed
 * write is called received. The caller turns the verdict into an answer (JSON for the app, a page
 * for the form without it).
 *
 * Nothing a visitor typed reaches a log line: what is logged is the inquiry's number.
 */
import type { IncomingMessage } from 'node:http'
import { isIP, type BlockList } from 'node:net'

import type { FormId } from '@/config/forms'
import { inquiryBodyLimitBytes, type FormRefusal } from '@/config/inquiry'
import type { Log } from '@/server/bufferedLog'
import { consentText } from '@/shared/consentText'
import type { Language } from '@/shared/language'

import type { InquiryService } from './inquiryService'
import type { RateLimit } from './rateLimit'
import { parseFormBody, readInquiry } from './readInquiry'
import { isListed as trusts, type ProxyWatch } from './untrustedProxies'

/** What the endpoint needs to take inquiries. */
export type InquiryIntake = {
  /** Stores inquiries (the inquiry worker, ./inquiryService.ts). */
  service: Pick<InquiryService, 'store'>
  rateLimit: RateLimit
  /** Proxies whose `X-Forwarded-For` names the client (`TRUSTED_PROXIES`, ./inquirySettings.ts). */
  trustedProxies: BlockList
  /** Notices proxies in front of the server that it does not trust (./untrustedProxies.ts). */
  watchProxies: ProxyWatch
  /** Origins that may post besides the one the request names in `Host` (the site's public one). */
  allowedOrigins: readonly string[]
}

type Refusal = {
  received: false
  status: 400 | 403 | 413 | 415 | 429 | 503
  reason: FormRefusal
  retryAfterSeconds?: number
  /** The body was never read, and will not be: the connection closes after the answer. */
  closeConnection?: boolean
}

export type InquiryVerdict =
  | { received: true }
  | Refusal
  /** The client went away before its request was complete: there is nobody to answer. */
  | { received: false; status: 'gone' }

/** How much of a body past the limit is read and dropped before the connection is cut instead. */
const discardLimitBytes = 8 * 1024 * 1024

const refuse = (
  status: Refusal['status'],
  reason: FormRefusal,
  more: Pick<Refusal, 'retryAfterSeconds' | 'closeConnection'> = {},
): Refusal => ({ received: false, status, reason, ...more })

/**
 * Who is asking, for the rate limit. Behind a trusted proxy (Caddy or nginx on the same machine,
 * or one named in `TRUSTED_PROXIES`) the client is the nearest address in `X-Forwarded-For` that
 * is not itself a trusted proxy. A client's own header is never trusted, as it would pick its own
 * address: only what trusted proxies appended counts.
 */
export function clientAddress(request: IncomingMessage, trustedProxies: BlockList): string {
  let client = request.socket.remoteAddress ?? ''
  const forwarded = request.headers['x-forwarded-for']
  if (typeof forwarded !== 'string') return client
  for (const hop of forwarded.split(',').reverse()) {
    if (!trusts(trustedProxies, client)) break
    const address = hop.trim()
    if (!isIP(address)) break
    client = address
  }
  return client
}

/**
 * A post from another site (a form elsewhere, or a script) is refused. The browser says where a
 * request comes from in `Sec-Fetch-Site` where it sends it (every current browser does): its
 * word decides, so that a same-origin post whose `Origin` privacy settings hid (`null`) is taken.
 * Otherwise `Origin` decides; a client that sends neither is no browser on another site.
 */
function fromAllowedOrigin(request: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site']
  if (site === 'same-origin') return true
  if (site === 'cross-site') return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  if (!URL.canParse(origin)) return false
  const { host, origin: normalised } = new URL(origin)
  return host === request.headers.host || allowedOrigins.includes(normalised)
}

/** `application/x-www-form-urlencoded`, in UTF-8 if a charset is named at all. */
function isFormPost(request: IncomingMessage): boolean {
  const [type = '', ...parameters] = (request.headers['content-type'] ?? '')
    .split(';')
    .map((part) => part.trim().toLowerCase())
  if (type !== 'application/x-www-form-urlencoded') return false
  const charset = parameters.find((parameter) => parameter.startsWith('charset='))
  return charset === undefined || /^charset="?utf-8"?$/.test(charset)
}

/**
 * A body declared too large is refused before it is sent when the client waits to be asked for it
 * (`Expect: 100-continue`, see ../siteServer.ts), or when it is too large even to be read and dropped.
 */
function refusesBodyUnread(request: IncomingMessage): boolean {
  if (takesBodyOf(request)) return false
  const waits = waitsToBeAsked.test(request.headers.expect ?? '')
  return waits || declaredLength(request) > inquiryBodyLimitBytes + discardLimitBytes
}

/**
 * A client that waits to be asked for its body: Node's own reading of `Expect` (its HTTP server
 * takes `100-continue` among other tokens, `100-continue, junk`, for the request to be asked, and
 * answers any other expectation 417 itself). Such a client sends nothing until asked, so a body it
 * is not asked for would be waited for until the request's timeout.
 */
const waitsToBeAsked = /(?:^|\W)100-continue(?:$|\W)/i

const declaredLength = (request: IncomingMessage) => Number(request.headers['content-length'] ?? 0)

/** A client that asks before sending a body is told to go on only when it could be taken. */
export const takesBodyOf = (request: IncomingMessage) =>
  declaredLength(request) <= inquiryBodyLimitBytes

/**
 * The body, or why there is none: larger than the limit, or the client went away. Past the limit
 * nothing more is kept: the rest is read and dropped, and the refusal comes once the client has
 * sent it all (a client still sending when its connection closes would lose the answer), unless it
 * goes on for another {@link discardLimitBytes}, when the connection is cut.
 */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | 'tooLarge' | 'gone'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const settle = (result: Buffer | 'tooLarge' | 'gone') => {
      if (settled) return
      settled = true
      resolve(result)
    }
    const body = () => (size > limit ? 'tooLarge' : Buffer.concat(chunks))
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
      else chunks.length = 0
      if (size > limit + discardLimitBytes) request.socket.destroy()
    })
    request.on('end', () => settle(body()))
    request.on('error', () => settle('gone'))
    request.on('close', () => settle(request.complete ? body() : 'gone'))
  })
}

export async function takeInquiry(
  request: IncomingMessage,
  form: FormId,
  language: Language,
  { service, rateLimit, trustedProxies, watchProxies, allowedOrigins }: InquiryIntake,
  log: Log,
): Promise<InquiryVerdict> {
  const client = clientAddress(request, trustedProxies)
  watchProxies(request, trustedProxies)
  const retryAfter = rateLimit.retryAfter(client)
  if (retryAfter !== undefined) return refuse(429, 'tooMany', { retryAfterSeconds: retryAfter })
  if (!fromAllowedOrigin(request, allowedOrigins)) return refuse(403, 'refused')
  if (!isFormPost(request)) return refuse(415, 'refused')
  if (refusesBodyUnread(request)) return refuse(413, 'tooLarge', { closeConnection: true })

  const body = await readBody(request, inquiryBodyLimitBytes)
  if (body === 'gone') return { received: false, status: 'gone' }
  if (body === 'tooLarge') return refuse(413, 'tooLarge')
  const fields = parseFormBody(body)
  if (!fields) return refuse(400, 'refused')
  const read = readInquiry(form, fields, language)
  if (!read.ok) return refuse(400, read.reason)

  // The worker logs why the database cannot be used, once, and says so on /healthz.
  const added = await service.store({ ...read.inquiry, consentText: consentText(form, language) })
  if (!added.stored) {
    if (added.why === 'busy')
      log.error(
        'An inquiry was not stored: the database stayed locked by another program; the visitor was told it was not sent',
      )
    return refuse(503, 'unavailable')
  }
  const { id, duplicate, repeats } = added
  const { botSign } = read.inquiry
  if (duplicate) log.log(`Inquiry ${id} arrived again within minutes: one inquiry, mailed once`)
  else {
    rateLimit.count(client)
    if (botSign === 'honeypot')
      log.log(
        `Inquiry ${id} held as spam (hidden field filled in); it is not mailed (npm run inquiries -- status lists it)`,
      )
    else {
      const notes = [
        form !== 'inquiry' && `sent with the ${form} form`,
        botSign && `marked as possibly automated (${botSign})`,
        repeats && `repeats inquiry ${repeats}`,
      ].filter(Boolean)
      log.log(`Inquiry ${id} stored${notes.length ? `, ${notes.join(', ')}` : ''}`)
    }
  }
  return { received: true }
}
