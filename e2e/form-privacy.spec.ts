/**
 * What a visitor types into the inquiry form travels only in the body of a POST to the site itself:
 * never in an address (of a request, a redirect or the page), never to another origin, never into a
 * server log line, whether the app runs, is still loading, has failed or JavaScript is off. The page
 * is served by its own `npm start` server here, so that its log can be read.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page, Request } from '@playwright/test'

import { inquiryEndpoint } from '@/config/inquiry'

import { freePort } from '../scripts/lib/processes.ts'
import { waitForApp } from './support/app'
import { contactForm, fillContactForm, sampleInquiry } from './support/locators'
import { texts, withLang } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

const typedValues = [sampleInquiry.name, sampleInquiry.email, sampleInquiry.message].flatMap(
  (value) => [value, encodeURIComponent(value), new URLSearchParams({ value }).toString().slice(6)],
)

let server: ChildProcess
let origin = ''
const serverLog: string[] = []

test.beforeAll(async () => {
  // A worker that comes back to this file starts a server of its own: wait for that one's start.
  serverLog.length = 0
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'form-privacy-')),
      SMTP_URL: '',
      INQUIRY_RATE_LIMIT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [server.stdout, server.stderr])
    stream?.on('data', (chunk: Buffer) => serverLog.push(chunk.toString()))
  await expect.poll(() => serverLog.join(''), { timeout: 15_000 }).toContain('Serving')
})

test.afterAll(() => {
  server.kill()
})

type FormState = {
  name: string
  open: (browser: Browser) => Promise<Page>
  /** Brings the page into the state before the visitor types. */
  prepare?: (page: Page) => Promise<void>
  allowedConsoleErrors?: RegExp[]
}

const newPage = async (browser: Browser, options = {}) =>
  (await browser.newContext({ viewport: viewports.desktop, ...options })).newPage()

const formStates: FormState[] = [
  { name: 'the app running', open: (browser) => newPage(browser), prepare: waitForApp },
  {
    name: 'the app still loading',
    open: async (browser) => {
      const page = await newPage(browser)
      await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      return page
    },
  },
  {
    name: 'the app failed',
    open: async (browser) => {
      const page = await newPage(browser)
      await page.route(/\.js$/, (route) => route.abort())
      return page
    },
    allowedConsoleErrors: [/Failed to load resource/],
  },
  { name: 'JavaScript off', open: (browser) => newPage(browser, { javaScriptEnabled: false }) },
]

for (const state of formStates) {
  test.describe(`with ${state.name}`, () => {
    test.use({ allowedConsoleErrors: state.allowedConsoleErrors ?? [] })

    test('the typed data goes only to the site, in the body of a POST', async ({ browser }) => {
      const page = await state.open(browser)
      const requests: Request[] = []
      const locations: string[] = []
      page.on('request', (request) => requests.push(request))
      page.on('response', (response) => locations.push(response.headers().location ?? ''))
      const contactPage = `${origin}${withLang('/contact', 'en')}`
      await page.goto(contactPage)
      await state.prepare?.(page)
      await fillContactForm(page, 'en')
      await contactForm(page, 'en').submit.click()
      // The app confirms on the page; without it, the server's answer is the received page.
      await expect(
        contactForm(page, 'en').status.or(
          page.getByRole('heading', { level: 1, name: texts.en.inquiryReceived.title() }),
        ),
      ).toBeVisible({ timeout: 10_000 })

      // The log is read once it has the post (it is written in batches).
      await expect.poll(() => serverLog.join('')).toContain(`POST ${inquiryEndpoint}`)
      const posts = requests.filter((request) => request.method() === 'POST')
      expect(posts.map((post) => post.url())).toEqual([`${origin}${inquiryEndpoint}?lang=en`])
      expect(new URLSearchParams(posts[0]!.postData() ?? '').get('message')).toBe(
        sampleInquiry.message,
      )
      const addresses = [...requests.map((request) => request.url()), ...locations, page.url()]
      for (const value of typedValues) {
        expect(addresses.join('\n')).not.toContain(value)
        expect(serverLog.join('')).not.toContain(value)
        for (const request of requests)
          if (request !== posts[0]) expect(request.postData() ?? '').not.toContain(value)
      }
      expect(requests.every((request) => request.url().startsWith(origin))).toBe(true)
      await page.context().close()
    })
  })
}
