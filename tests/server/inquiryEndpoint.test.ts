// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { healthEndpoint, inquiryEndpoint, inquiryRefusals } from '@/config/inquiry'
import { servedPagePaths } from '@/config/pages'
import { consentText } from '@/lib/consentText'
import { contentSecurityPolicy } from '@/server/httpPolicy'
import { inquiryHealth } from '@/server/inquiries/health'
import { createInquiryDatabase, type InquiryDatabase } from '@/server/inquiries/inquiryDatabase'
import type { InquiryStore } from '@/server/inquiries/inquiryStore'
import { createRateLimit } from '@/server/inquiries/rateLimit'
import type { InquiryService } from '@/server/inquiries/takeInquiry'
import { inquiryRefusalFile } from '@/server/pageFiles'
import type { PublishedFile } from '@/server/publishedFiles'
import { createSiteServer } from '@/server/siteServer'

import { sampleInquiry } from './inquiries/sampleInquiry'

const page = (text: string): PublishedFile => ({
  contentType: 'text/html; charset=utf-8',
  etag: `W/"${text}"`,
  bodies: { identity: Buffer.from(text) },
})

/** The published files the endpoint answers with: each refusal page says which it is. */
const files = new Map<string, PublishedFile>([
  ['/_pages/de/index.html', page('home')],
  ...(['de', 'en'] as const).flatMap((language) =>
    inquiryRefusals.map(
      (reason) =>
        [
          `/${inquiryRefusalFile(language, reason)}`,
          page(`not sent: ${language} ${reason}`),
        ] as const,
    ),
  ),
])

const valid = {
  name: 'Jörg Müller 🚲',
  email: 'joerg@example.org',
  company: 'Pizzeria',
  message: 'Zwei Fahrer, bitte.\r\nAb 18 Uhr.',
  gdprConsent: 'on',
  fillTimeMs: '12000',
}
const form = (fields: Record<string, string> = valid) => new URLSearchParams(fields).toString()
const formType = { 'Content-Type': 'application/x-www-form-urlencoded' }
const json = { ...formType, Accept: 'application/json' }

let database: InquiryDatabase
let store: InquiryStore
let origin = ''
let woken = 0
const logged: string[] = []
const log = {
  log: (line: string) => logged.push(line),
  error: (...parts: unknown[]) => logged.push(parts.join(' ')),
}
const service: InquiryService = {
  get database() {
    return database
  },
  rateLimit: createRateLimit(0),
  stored: () => (woken += 1),
  allowedOrigins: ['https://www.fahrer.example'],
}
const { server } = createSiteServer(files, {
  log,
  inquiries: service,
  health: () => inquiryHealth((work) => database.readWhileStorable(work), 60),
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  database?.close()
  database = createInquiryDatabase(mkdtempSync(join(tmpdir(), 'endpoint-')), { log })
  store = database.read((opened) => opened)!
  service.rateLimit = createRateLimit(0)
  woken = 0
  logged.length = 0
})

const post = (body: BodyInit, headers: Record<string, string> = json, query = '?lang=en') =>
  fetch(`${origin}${inquiryEndpoint}${query}`, {
    method: 'POST',
    body,
    headers,
    redirect: 'manual',
  })

describe('the inquiry endpoint', () => {
  it('stores an inquiry and only then tells the app it was received, waking the outbox', async () => {
    const answer = await post(form())
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ outcome: 'received' })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('content-security-policy')).toBe(contentSecurityPolicy)
    expect(store.all()).toMatchObject([
      { name: valid.name, message: 'Zwei Fahrer, bitte.\nAb 18 Uhr.', language: 'en' },
    ])
    expect(woken).toBe(1)
  })

  it('answers the form without the app with a redirect to the received page in its language', async () => {
    const answer = await post(form(), formType, '?lang=de')
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`${servedPagePaths.inquiryReceived}?lang=de`)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(store.all()).toHaveLength(1)
  })

  it('answers a refused field with the not-sent page for it, in the page language, and stores nothing', async () => {
    const answer = await post(form({ ...valid, name: 'Eve\r\nBcc: victim@example.org' }), formType)
    expect(answer.status).toBe(400)
    expect(await answer.text()).toBe('not sent: en name')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(store.all()).toEqual([])
    const asJson = await post(form({ ...valid, email: 'x@y' }))
    expect(await asJson.json()).toEqual({ outcome: 'refused', reason: 'email' })
  })

  it('takes the same inquiry sent twice at once (a double tap) once', async () => {
    const answers = await Promise.all([post(form()), post(form()), post(form(), formType)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 303])
    expect(store.all()).toHaveLength(1)
    expect(woken).toBe(1)
  })

  it.each([
    ['broken percent-encoding', 'name=%ZZ&email=a%40b.de'],
    ['invalid UTF-8', 'name=%C3%28&email=a%40b.de&message=x&gdprConsent=on'],
  ])('refuses %s with 400', async (_, body) => {
    const answer = await post(body)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ outcome: 'refused', reason: 'refused' })
  })

  it('refuses a 1 MB body with 413 while it streams in, and keeps serving', async () => {
    const answer = await post(`message=${'a'.repeat(1024 * 1024)}`)
    expect(answer.status).toBe(413)
    expect(await answer.json()).toEqual({ outcome: 'refused', reason: 'tooLarge' })
    expect((await fetch(`${origin}/`)).status).toBe(200)
    expect((await post(form())).status).toBe(200)
  })

  it('refuses a body declared too large before the client sends it, when it waits to be asked', async () => {
    const { status, continued } = await new Promise<{ status?: number; continued: boolean }>(
      (resolve) => {
        let continued = false
        const request = httpRequest(`${origin}${inquiryEndpoint}`, {
          method: 'POST',
          headers: { ...json, 'Content-Length': String(1024 * 1024), Expect: '100-continue' },
        })
        request.on('continue', () => (continued = true))
        request.on('response', (response) => {
          response.resume()
          resolve({ status: response.statusCode, continued })
          request.destroy()
        })
        request.on('error', () => resolve({ continued }))
        request.flushHeaders()
      },
    )
    expect({ status, continued }).toEqual({ status: 413, continued: false })
    expect((await post(form())).status).toBe(200)
  })

  it('refuses what is no form post (415), and posts from another site (403)', async () => {
    expect((await post(JSON.stringify(valid), { 'Content-Type': 'application/json' })).status).toBe(
      415,
    )
    expect((await post(form(), { 'Content-Type': 'text/plain' })).status).toBe(415)
    expect((await post(form(), { ...json, Origin: 'https://evil.example' })).status).toBe(403)
    expect((await post(form(), { ...json, Origin: 'null' })).status).toBe(403)
    expect((await post(form(), { ...json, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect(store.all()).toEqual([])
    // The page's own origin, and the site's public one behind a proxy, are welcome.
    expect((await post(form(), { ...json, Origin: origin })).status).toBe(200)
    const proxied = { ...json, Origin: 'https://www.fahrer.example' }
    expect((await post(form({ ...valid, name: 'B' }), proxied)).status).toBe(200)
  })

  it('answers a flood from one client with 429 and a Retry-After, while pages are still served', async () => {
    service.rateLimit = createRateLimit(3)
    const statuses: number[] = []
    for (let index = 0; index < 6; index += 1)
      statuses.push((await post(form({ ...valid, message: `Nummer ${index}` }))).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429])
    const refused = await post(form())
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({ outcome: 'refused', reason: 'tooMany' })
    expect((await fetch(`${origin}/`)).status).toBe(200)
  })

  it('counts clients behind a proxy on the same machine by the address the proxy names', async () => {
    service.rateLimit = createRateLimit(1)
    const from = (client: string, message: string) =>
      post(form({ ...valid, message }), { ...json, 'X-Forwarded-For': client })
    expect((await from('203.0.113.1', 'a')).status).toBe(200)
    expect((await from('203.0.113.2', 'b')).status).toBe(200)
    expect((await from('203.0.113.1', 'c')).status).toBe(429)
    // A client naming itself first cannot pick a fresh address: the proxy's own is last.
    expect((await from('198.51.100.9, 203.0.113.2', 'd')).status).toBe(429)
  })

  it('says "unavailable" (503) when the inquiry cannot be stored, and never "received"', async () => {
    store.close()
    const answer = await post(form())
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ outcome: 'refused', reason: 'unavailable' })
    expect(woken).toBe(0)
  })

  it('delivers an inquiry sent within seconds (autofill, a pasted message), marked', async () => {
    const answer = await post(form({ ...valid, fillTimeMs: '1200' }))
    expect(await answer.json()).toEqual({ outcome: 'received' })
    expect(store.all()).toMatchObject([{ botSign: 'tooFast', mailState: 'pending' }])
    expect(woken).toBe(1)
  })

  it('holds a certain bot’s inquiry without mailing it, and tells the bot it was received', async () => {
    const answer = await post(form({ ...valid, website: 'http://spam.example' }))
    expect(await answer.json()).toEqual({ outcome: 'received' })
    expect(store.all()).toMatchObject([{ botSign: 'honeypot', mailState: 'held' }])
    expect(woken).toBe(0)
  })

  it('refuses a bidirectional control in a name with 400 naming the field', async () => {
    const answer = await post(form({ ...valid, name: 'Eve \u202Egnp.exe' }))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ outcome: 'refused', reason: 'name' })
  })

  it('records the consent text the visitor was shown, in the page’s language', async () => {
    await post(form(), json, '?lang=de')
    const [stored] = store.all()
    expect(store.consentText(stored!.consent!.textVersion)).toEqual({
      language: 'de',
      text: consentText('de'),
    })
  })

  it('takes only POST (405 with Allow: POST)', async () => {
    const answer = await fetch(`${origin}${inquiryEndpoint}`)
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('POST')
  })

  it('keeps what visitors typed out of the log', async () => {
    await post(form())
    await post(form({ ...valid, email: 'broken' }), formType)
    await post(form({ ...valid, website: 'spam' }))
    const log = logged.join('\n')
    expect(log).toMatch(/Inquiry 1 stored/)
    expect(log).toMatch(/POST \/api\/inquiries 200/)
    for (const value of [valid.name, valid.email, 'Zwei Fahrer', 'Pizzeria', 'broken', 'lang=en'])
      expect(log).not.toContain(value)
  })
})

describe('the health answer', () => {
  const health = () => fetch(`${origin}${healthEndpoint}`)

  it('is 200 with counts only while every inquiry is mailed or on its way, never cached', async () => {
    await post(form())
    const answer = await health()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('content-security-policy')).toBe(contentSecurityPolicy)
    const body = await answer.text()
    expect(JSON.parse(body)).toEqual({
      status: 'ok',
      database: 'usable',
      waiting: 1,
      waitingTooLong: 0,
      refused: 0,
      alertMinutes: 60,
    })
    for (const typed of [valid.name, valid.email, 'Zwei Fahrer', 'Pizzeria'])
      expect(body).not.toContain(typed)
  })

  it('is 503 once an inquiry was refused for good, or has waited too long', async () => {
    const { id } = store.add({ ...sampleInquiry, name: 'Refused' })
    store.claimNext(new Date(), new Date(), () => new Date())
    store.recordRefused(id, '550')
    expect((await health()).status).toBe(503)
    store.retryNow(id)
    expect((await health()).status).toBe(200)
    store.add(sampleInquiry, new Date(Date.now() - 61 * 60_000))
    expect(await (await health()).json()).toMatchObject({ status: 'attention', waitingTooLong: 1 })
  })

  it('answers HEAD without a body, and refuses other methods', async () => {
    const head = await fetch(`${origin}${healthEndpoint}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await fetch(`${origin}${healthEndpoint}`, { method: 'POST' })).status).toBe(405)
  })
})
