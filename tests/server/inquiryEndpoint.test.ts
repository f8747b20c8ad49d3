// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { formIds, forms, valueFieldsOfForm, valueOf, type FormId } from '@/config/forms'
import { healthEndpoint, honeypotField, refusalsOf } from '@/config/inquiry'
import { inquiryForm, inquiryValueFields } from '@/config/inquiryForm'
import { servedPagePaths } from '@/config/pages'
import { contentSecurityPolicy } from '@/addressing/httpPolicy'
import { formRefusalFile } from '@/addressing/pageFiles'
import { startInquiryService, type InquiryService } from '@/server/inquiries/inquiryService'
import { readInquirySettings, trustedProxyList } from '@/server/inquiries/inquirySettings'
import {
  databaseFileName,
  openInquiryStore,
  type InquiryStore,
} from '@/server/inquiries/inquiryStore'
import { createRateLimit } from '@/server/inquiries/rateLimit'
import type { InquiryIntake } from '@/server/inquiries/takeInquiry'
import { watchUntrustedProxies } from '@/server/inquiries/untrustedProxies'
import type { PublishedFile } from '@/server/publishedFiles'
import { createSiteServer } from '@/server/siteServer'
import { consentText } from '@/shared/consentText'
import { allJobs } from '@/shared/jobs'

import {
  filledIn,
  filledInForm,
  filledInFormOf,
  filledInOfForm,
  formBody,
} from '../config/filledInquiry'
import { sampleInquiry } from './inquiries/sampleInquiry'

/** The inquiry worker, loaded from its source. */
const workerFile = join(dirname(fileURLToPath(import.meta.url)), 'inquiries', 'sourceWorker.ts')

const page = (text: string): PublishedFile => ({
  contentType: 'text/html; charset=utf-8',
  etag: `W/"${text}"`,
  bodies: { identity: Buffer.from(text) },
})

/** The published files the endpoint answers with: each refusal page says which it is. */
const files = new Map<string, PublishedFile>([
  ['/_pages/de/index.html', page('home')],
  ...formIds.flatMap((form) =>
    (['de', 'en'] as const).flatMap((language) =>
      refusalsOf(form).map(
        (reason) =>
          [
            `/${formRefusalFile(form, language, reason)}`,
            page(`not sent: ${form} ${language} ${reason}`),
          ] as const,
      ),
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

let service: InquiryService
/** A connection of the test's own to the worker's database, to see what it stored. */
let store: InquiryStore
let dataDirectory = ''
let origin = ''
/** The health answer's clock: moved on by a second before each check, so none is reused. */
let clock = 0
const logged: string[] = []
const log = {
  log: (line: string) => logged.push(line),
  error: (...parts: unknown[]) => logged.push(parts.join(' ')),
}

/** Starts the worker on a new data directory; `prepare` may put something there first. */
function startService(prepare: (directory: string) => void = () => {}, answerLimitMs?: number) {
  dataDirectory = mkdtempSync(join(tmpdir(), 'endpoint-'))
  prepare(dataDirectory)
  service = startInquiryService({
    workerFile,
    settings: readInquirySettings({ DATA_DIR: dataDirectory }),
    log,
    answerLimitMs,
    monotonic: () => clock,
  })
}

const intake: InquiryIntake = {
  service: { store: (inquiry) => service.store(inquiry) },
  rateLimit: createRateLimit(0),
  trustedProxies: trustedProxyList(readInquirySettings({}).trustedProxies),
  watchProxies: watchUntrustedProxies({
    log,
    note: (address) => service.noteUntrustedProxy(address),
  }),
  allowedOrigins: ['https://www.fahrer.example'],
}
const { server } = createSiteServer(files, {
  log,
  inquiries: intake,
  health: () => {
    clock += 1000
    return service.health()
  },
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
// The worker starts from its source: seconds on a busy machine.
beforeEach(async () => {
  startService()
  await service.ready
  store = openInquiryStore(dataDirectory)
  intake.rateLimit = createRateLimit(0)
  logged.length = 0
}, 30_000)
afterEach(async () => {
  store.close()
  await service.stop(1000)
})

/** The lines the worker logged about stored inquiries (it writes them through the server's log). */
const mailedNow = () => logged.filter((line) => /^Inquiry \d+ stored/.test(line)).length

const post = (body: BodyInit, headers: Record<string, string> = json, query = '?lang=en') =>
  fetch(`${origin}${inquiryForm.endpoint}${query}`, {
    method: 'POST',
    body,
    headers,
    redirect: 'manual',
  })

describe('the inquiry endpoint', { timeout: 20_000 }, () => {
  it('stores an inquiry and only then tells the app it was received', async () => {
    const answer = await post(form())
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ outcome: 'received' })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('content-security-policy')).toBe(contentSecurityPolicy)
    expect(store.all()).toMatchObject([
      { name: valid.name, message: 'Zwei Fahrer, bitte.\nAb 18 Uhr.', language: 'en' },
    ])
    expect(mailedNow()).toBe(1)
  })

  it('stores every field of the form as it was posted, and reads each back', async () => {
    const answer = await post(form({ ...filledInForm, fillTimeMs: '12000' }))
    expect(await answer.json()).toEqual({ outcome: 'received' })
    const [stored] = store.all()
    for (const field of inquiryValueFields)
      expect(valueOf(stored!, field), field).toBe(filledIn[field])
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
    expect(await answer.text()).toBe('not sent: inquiry en name')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(store.all()).toEqual([])
    const asJson = await post(form({ ...valid, email: 'x@y' }))
    expect(await asJson.json()).toEqual({ outcome: 'refused', reason: 'email' })
  })

  it('takes the same inquiry sent twice at once (a double tap) once', async () => {
    const answers = await Promise.all([post(form()), post(form()), post(form(), formType)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 303])
    expect(store.all()).toHaveLength(1)
    expect(mailedNow()).toBe(1)
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

  it.each(['100-continue', '100-continue, junk', 'junk, 100-continue'])(
    'refuses a body declared too large before the client sends it, when it waits to be asked (Expect: %s)',
    async (expectation) => {
      const { status, continued } = await new Promise<{ status?: number; continued: boolean }>(
        (resolve) => {
          let continued = false
          const request = httpRequest(`${origin}${inquiryForm.endpoint}`, {
            method: 'POST',
            headers: { ...json, 'Content-Length': String(1024 * 1024), Expect: expectation },
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
    },
  )

  it('refuses what is no form post (415), and posts from another site (403)', async () => {
    expect((await post(JSON.stringify(valid), { 'Content-Type': 'application/json' })).status).toBe(
      415,
    )
    expect((await post(form(), { 'Content-Type': 'text/plain' })).status).toBe(415)
    expect((await post(form(), { ...json, Origin: 'https://evil.example' })).status).toBe(403)
    expect((await post(form(), { ...json, Origin: 'null' })).status).toBe(403)
    expect((await post(form(), { ...json, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    const crossSiteButSameHost = { ...json, Origin: origin, 'Sec-Fetch-Site': 'cross-site' }
    expect((await post(form(), crossSiteButSameHost)).status).toBe(403)
    expect(store.all()).toEqual([])
    // The page's own origin, and the site's public one behind a proxy, are welcome.
    expect((await post(form(), { ...json, Origin: origin })).status).toBe(200)
    const proxied = { ...json, Origin: 'https://www.fahrer.example' }
    expect((await post(form({ ...valid, name: 'B' }), proxied)).status).toBe(200)
  })

  it('takes a post from its own page whose Origin privacy settings hid, by the browser’s Sec-Fetch-Site', async () => {
    const hidden = { ...json, Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }
    expect((await post(form(), hidden)).status).toBe(200)
    expect(store.all()).toHaveLength(1)
  })

  it('answers a flood from one client with 429 and a Retry-After, while pages are still served', async () => {
    intake.rateLimit = createRateLimit(3)
    const statuses: number[] = []
    for (let index = 0; index < 6; index += 1)
      statuses.push((await post(form({ ...valid, message: `Nummer ${index}` }))).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429])
    const refused = await post(form())
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({ outcome: 'refused', reason: 'tooMany' })
    expect((await fetch(`${origin}/`)).status).toBe(200)
  })

  it('counts only inquiries it took: a visitor whose address was refused may correct it', async () => {
    intake.rateLimit = createRateLimit(2)
    for (let index = 0; index < 5; index += 1)
      expect((await post(form({ ...valid, email: `joerg@localhost${index}` }))).status).toBe(400)
    expect((await post(form({ ...valid, message: 'eins' }))).status).toBe(200)
    expect((await post(form({ ...valid, message: 'zwei' }))).status).toBe(200)
    expect((await post(form({ ...valid, message: 'drei' }))).status).toBe(429)
  })

  it('counts clients behind a proxy on the same machine by the address the proxy names', async () => {
    intake.rateLimit = createRateLimit(1)
    const from = (client: string, message: string) =>
      post(form({ ...valid, message }), { ...json, 'X-Forwarded-For': client })
    expect((await from('203.0.113.1', 'a')).status).toBe(200)
    expect((await from('203.0.113.2', 'b')).status).toBe(200)
    expect((await from('203.0.113.1', 'c')).status).toBe(429)
    // A client naming itself first cannot pick a fresh address: the proxy's own is last.
    expect((await from('198.51.100.9, 203.0.113.2', 'd')).status).toBe(429)
  })

  it('counts clients behind a chain of trusted proxies (TRUSTED_PROXIES: a container’s bridge) by the visitor’s address', async () => {
    const settings = readInquirySettings({ TRUSTED_PROXIES: '172.17.0.0/16' })
    intake.trustedProxies = trustedProxyList(settings.trustedProxies)
    intake.rateLimit = createRateLimit(1)
    try {
      const from = (chain: string, message: string) =>
        post(form({ ...valid, message }), { ...json, 'X-Forwarded-For': chain })
      // The visitor, then the proxy in the container network, then (as the peer) loopback.
      expect((await from('203.0.113.1, 172.17.0.1', 'a')).status).toBe(200)
      expect((await from('203.0.113.2, 172.17.0.1', 'b')).status).toBe(200)
      expect((await from('203.0.113.1, 172.17.0.1', 'c')).status).toBe(429)
      // An untrusted hop ends the walk: a visitor's own header cannot name another visitor.
      expect((await from('203.0.113.9, 198.51.100.1, 172.17.0.1', 'd')).status).toBe(200)
      expect((await from('203.0.113.8, 198.51.100.1, 172.17.0.1', 'e')).status).toBe(429)
    } finally {
      intake.trustedProxies = trustedProxyList(readInquirySettings({}).trustedProxies)
    }
  })

  it('says nothing of proxies for a header from loopback that names no address, which is always trusted', async () => {
    for (const forwarded of ['nonsense', 'unknown, also nonsense'])
      expect(
        (
          await post(form({ ...valid, message: forwarded }), {
            ...json,
            'X-Forwarded-For': forwarded,
          })
        ).status,
      ).toBe(200)
    expect(logged.join('\n')).not.toMatch(/TRUSTED_PROXIES|proxy/)
  })

  it('records a proxy the server does not trust in the database, where status reads it', async () => {
    service.noteUntrustedProxy('203.0.113.50')
    await expect.poll(() => store.untrustedProxy()?.address, { timeout: 5000 }).toBe('203.0.113.50')
  })

  it('says "unavailable" (503) when the inquiry cannot be stored, and never "received"', async () => {
    await service.stop(1000)
    startService((directory) =>
      writeFileSync(join(directory, databaseFileName), 'no database, but text '.repeat(20)),
    )
    await service.ready
    const answer = await post(form())
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ outcome: 'refused', reason: 'unavailable' })
  })

  it('answers within its limit while another program locks the database: "not sent" and never stored, or stored and "received"', async () => {
    await service.stop(1000)
    // A limit well above the lock's end below, so that a busy machine does not decide the outcome.
    startService(() => {}, 1500)
    await service.ready
    store.close()
    store = openInquiryStore(dataDirectory)
    const other = new DatabaseSync(join(dataDirectory, databaseFileName))
    other.exec('BEGIN EXCLUSIVE')
    const started = performance.now()
    const late = await post(form({ ...valid, message: 'Während der Sperre' }))
    const waited = performance.now() - started
    expect(late.status).toBe(503)
    expect(waited).toBeGreaterThanOrEqual(1450)
    expect(waited).toBeLessThan(4000)
    // One that arrives while the lock is about to end is stored, and says so.
    const inTime = post(form({ ...valid, message: 'Kurz vor dem Ende der Sperre' }))
    setTimeout(() => other.exec('ROLLBACK'), 200)
    expect((await inTime).status).toBe(200)
    other.close()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(store.all().map((inquiry) => valueOf(inquiry, 'message'))).toEqual([
      'Kurz vor dem Ende der Sperre',
    ])
    expect(logged.join('\n')).toMatch(/An inquiry was not stored: the database stayed locked/)
  })

  it('delivers an inquiry sent within seconds (autofill, a pasted message), marked', async () => {
    const answer = await post(form({ ...valid, fillTimeMs: '1200' }))
    expect(await answer.json()).toEqual({ outcome: 'received' })
    expect(store.all()).toMatchObject([{ botSign: 'tooFast', mailState: 'pending' }])
  })

  it('holds a certain bot’s inquiry without mailing it, and tells the bot it was received', async () => {
    const answer = await post(form({ ...valid, [honeypotField]: 'http://spam.example' }))
    expect(await answer.json()).toEqual({ outcome: 'received' })
    expect(store.all()).toMatchObject([{ botSign: 'honeypot', mailState: 'held' }])
    expect(logged.join('\n')).toMatch(
      /Inquiry 1 held as spam .*npm run inquiries -- status lists it/,
    )
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
      text: consentText('inquiry', 'de'),
    })
  })

  it('takes only POST (405 with Allow: POST)', async () => {
    const answer = await fetch(`${origin}${inquiryForm.endpoint}`)
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('POST')
  })

  it('keeps what visitors typed out of the log', async () => {
    await post(form())
    await post(form({ ...valid, email: 'broken' }), formType)
    await post(form({ ...valid, [honeypotField]: 'spam' }))
    const log = logged.join('\n')
    expect(log).toMatch(/Inquiry 1 stored/)
    expect(log).toMatch(/POST \/api\/inquiries 200/)
    for (const value of [valid.name, valid.email, 'Zwei Fahrer', 'Pizzeria', 'broken', 'lang=en'])
      expect(log).not.toContain(value)
  })
})

describe('the health answer', { timeout: 20_000 }, () => {
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
      problems: [],
      database: 'usable',
      waiting: 1,
      waitingTooLong: 0,
      refused: 0,
      held: 0,
      lastBackup: null,
      alertMinutes: 60,
      warnings: [],
      permitValidUntil: null,
    })
    for (const typed of [valid.name, valid.email, 'Zwei Fahrer', 'Pizzeria'])
      expect(body).not.toContain(typed)
  })

  it('is 503 once an inquiry was refused for good, or has waited too long', async () => {
    const { id } = store.add({ ...sampleInquiry, name: 'Refused' })
    store.claimNext(new Date(), 0, () => 0)
    store.recordRefused(id, '550')
    expect((await health()).status).toBe(503)
    store.retryNow(id)
    expect((await health()).status).toBe(200)
    store.add(sampleInquiry, new Date(Date.now() - 61 * 60_000))
    expect(await (await health()).json()).toMatchObject({ status: 'attention', waitingTooLong: 1 })
  })

  it('counts inquiries held as spam, and is 503 while another program locks the database', async () => {
    store.add({ ...sampleInquiry, botSign: 'honeypot' })
    expect(await (await health()).json()).toMatchObject({ status: 'ok', held: 1 })
    const other = new DatabaseSync(join(dataDirectory, databaseFileName))
    other.exec('BEGIN EXCLUSIVE')
    const locked = await health()
    other.exec('ROLLBACK')
    other.close()
    expect(locked.status).toBe(503)
    expect(await locked.json()).toMatchObject({ database: 'busy', problems: ['databaseBusy'] })
    expect((await health()).status).toBe(200)
  })

  it('answers HEAD without a body, and refuses other methods', async () => {
    const head = await fetch(`${origin}${healthEndpoint}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await fetch(`${origin}${healthEndpoint}`, { method: 'POST' })).status).toBe(405)
  })
})

/** Posts a form's fields to its endpoint (`form` names which). */
const postTo = (
  formId: FormId,
  fields: Record<string, string | readonly string[]>,
  headers: Record<string, string> = json,
  query = '?lang=de',
) =>
  fetch(`${origin}${forms[formId].endpoint}${query}`, {
    method: 'POST',
    body: formBody({ ...fields, fillTimeMs: '12000' }),
    headers,
    redirect: 'manual',
  })

describe(
  'the application and the callback request, on their own endpoints',
  { timeout: 20_000 },
  () => {
    it.each(['application', 'callback'] as const)(
      'stores a %s with its form and every field as posted, and records its own consent text',
      async (formId) => {
        const answer = await postTo(formId, filledInFormOf(forms[formId].fields))
        expect(await answer.json()).toEqual({ outcome: 'received' })
        const [stored] = store.all()
        expect(stored!.form).toBe(formId)
        const values = filledInOfForm(formId) as Record<string, unknown>
        for (const field of valueFieldsOfForm(formId))
          expect(valueOf(stored!, field), field).toEqual(values[field])
        expect(store.consentText(stored!.consent!.textVersion)).toEqual({
          language: 'de',
          text: consentText(formId, 'de'),
        })
      },
    )

    it('answers each form without the app with its own received page, or its own not-sent page', async () => {
      const application = filledInFormOf(forms.application.fields)
      const received = await postTo('application', application, formType, '?lang=en')
      expect(received.status).toBe(303)
      expect(received.headers.get('location')).toBe(
        `${servedPagePaths.applicationReceived}?lang=en`,
      )
      const refused = await postTo(
        'callback',
        { name: 'Kim', phone: '12', consent: 'on' },
        formType,
      )
      expect(refused.status).toBe(400)
      expect(await refused.text()).toBe('not sent: callback de phone')
    })

    it('refuses an application for a job that needs a licence the driver did not tick, naming the licence', async () => {
      const needsLicence = allJobs.find((job) => job.drivingLicence)!
      const fields = {
        ...filledInFormOf(forms.application.fields),
        job: needsLicence.id,
        drivingLicences: [] as string[],
      }
      expect(await (await postTo('application', fields)).json()).toEqual({
        outcome: 'refused',
        reason: 'drivingLicences',
      })
      // A licence that includes the one the job needs will do; any job needs none.
      for (const taken of [
        { ...fields, drivingLicences: ['C1'] },
        { ...fields, job: 'any', name: 'Kim' },
      ])
        expect(await (await postTo('application', taken)).json()).toEqual({ outcome: 'received' })
      expect(store.all()).toHaveLength(2)
    })

    it('takes the same fields sent with two forms as two posts, and a double tap of one form once', async () => {
      const callback = filledInFormOf(forms.callback.fields)
      await Promise.all([postTo('callback', callback), postTo('callback', callback)])
      await postTo('application', {
        ...filledInFormOf(forms.application.fields),
        name: String(callback.name),
        phone: String(callback.phone),
      })
      expect(store.all().map(({ form }) => form)).toEqual(['callback', 'application'])
    })
  },
)
