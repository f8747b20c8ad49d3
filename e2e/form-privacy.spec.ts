/**
 * What a visitor types into the inquiry form goes nowhere: not into an address, a request (URL or
 * body) or a server log line, whether the app runs, is still loading, has failed or JavaScript is
 * off. The page is served by its own `npm start` server here, so that its log can be read.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { Browser, Page } from '@playwright/test'

import { freePort } from '../scripts/lib/processes.ts'
import { waitForApp } from './support/app'
import { contactForm, fillContactForm, sampleInquiry } from './support/locators'
import { withLang } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

const typedValues = [sampleInquiry.name, sampleInquiry.email, sampleInquiry.message].flatMap(
  (value) => [value, encodeURIComponent(value), new URLSearchParams({ value }).toString().slice(6)],
)

let server: ChildProcess
let origin = ''
const serverLog: string[] = []

test.beforeAll(async () => {
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
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

    test('submitting sends the typed data nowhere', async ({ browser }) => {
      const page = await state.open(browser)
      const sent: string[] = []
      page.on('request', (request) => sent.push(`${request.url()}\n${request.postData() ?? ''}`))
      await page.goto(`${origin}${withLang('/contact', 'en')}`)
      await state.prepare?.(page)
      await fillContactForm(page, 'en')
      await contactForm(page, 'en').submit.click()
      // Long enough for any request the submission could cause, and for the app to arrive.
      await page.waitForTimeout(2500)

      expect(page.url()).toBe(`${origin}${withLang('/contact', 'en')}`)
      for (const value of typedValues) {
        expect(sent.join('\n')).not.toContain(value)
        expect(serverLog.join('')).not.toContain(value)
      }
      // The log is read: it has the page's own request.
      expect(serverLog.join('')).toContain('/contact')
      await page.context().close()
    })
  })
}
