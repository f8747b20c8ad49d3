/**
 * What a visitor types into the inquiry form travels only in the body of a POST to the site itself:
 * never in an address (of a request, a redirect or the page), never to another origin, never into a
 * server log line, whether the app runs, is still loading, has failed or JavaScript is off. The page
 * is served by its own `npm start` server here, so that its log can be read.
 */
import type { Browser, Page, Request } from '@playwright/test'

import { inquiryForm } from '@/config/inquiryForm'

import { waitForApp } from './support/app'
import { contactForm, fillContactForm, sampleInquiry } from './support/locators'
import { startOwnServer, type OwnServer } from './support/ownServer'
import { texts, withLang } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

const typedValues = [sampleInquiry.name, sampleInquiry.email, sampleInquiry.message].flatMap(
  (value) => [value, encodeURIComponent(value), new URLSearchParams({ value }).toString().slice(6)],
)

let server: OwnServer

test.beforeAll(async () => {
  server = await startOwnServer({ directory: test.info().outputPath() })
})

test.afterAll(() => {
  server.child.kill()
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
      const contactPage = `${server.url}${withLang('/contact', 'en')}`
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
      await expect.poll(() => server.log()).toContain(`POST ${inquiryForm.endpoint}`)
      const posts = requests.filter((request) => request.method() === 'POST')
      expect(posts.map((post) => post.url())).toEqual([
        `${server.url}${inquiryForm.endpoint}?lang=en`,
      ])
      expect(new URLSearchParams(posts[0]!.postData() ?? '').get('message')).toBe(
        sampleInquiry.message,
      )
      const addresses = [...requests.map((request) => request.url()), ...locations, page.url()]
      for (const value of typedValues) {
        expect(addresses.join('\n')).not.toContain(value)
        expect(server.log()).not.toContain(value)
        for (const request of requests)
          if (request !== posts[0]) expect(request.postData() ?? '').not.toContain(value)
      }
      expect(requests.every((request) => request.url().startsWith(server.url))).toBe(true)
      await page.context().close()
    })
  })
}
