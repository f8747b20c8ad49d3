/**
 * The loader (src/entry-loader.ts): a page fetches the app only at the visitor's first sign of use,
 * and what the visitor does before the app has hydrated is not lost: clicks are held and replayed
 * with the app's behaviour, typed text stays, and without the app links still work.
 */
import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import {
  contactForm,
  expect,
  faqAnswer,
  faqButton,
  headerNavigation,
  pageIsHydrated,
  sampleInquiry,
  test,
  texts,
  viewports,
  waitForApp,
  withLang,
} from './fixtures'
import { languageItemName } from './support/language'

const appEntry = /\/assets\/entry-client-[^/]+\.js$/

const hydrated = (page: Page) => page.evaluate(pageIsHydrated)

/** Holds the app's entry back, as a slow network would, so that the visitor acts first. */
async function slowAppDownload(page: Page, delayMs = 3000) {
  await page.route(appEntry, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    await route.continue()
  })
}

test.use({ viewport: viewports.desktop })

test('without any interaction a page requests no script; the first key press starts the app', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(withLang('/services', 'de'), { waitUntil: 'networkidle' })
  expect(scripts).toEqual([])
  expect(await hydrated(page)).toBe(false)

  await waitForApp(page)
  expect(scripts).toContainEqual(expect.stringMatching(appEntry))
})

test('the inline loader is exactly the script the Content-Security-Policy allows', async ({
  page,
}) => {
  const response = await page.goto(withLang('/', 'en'))
  const policy = response?.headers()['content-security-policy'] ?? ''
  const loader = await page.locator('script[data-entry]').textContent()
  const hash = createHash('sha256')
    .update(loader ?? '')
    .digest('base64')
  expect(policy).toContain(`'sha256-${hash}'`)
})

test('a FAQ question clicked before the app has hydrated opens once it has', async ({ page }) => {
  await slowAppDownload(page)
  await page.goto(withLang('/services', 'en'))
  await faqButton(page, 'en', 0).click()
  expect(await hydrated(page)).toBe(false)

  await expect(faqButton(page, 'en', 0)).toHaveAttribute('aria-expanded', 'true')
  await expect(faqAnswer(page, 'en', 0)).toBeVisible()
})

test('a language switch clicked before the app has hydrated adds no history entry', async ({
  page,
}) => {
  await slowAppDownload(page)
  await page.goto(withLang('/about', 'de'))
  const historyLength = await page.evaluate(() => history.length)
  await page
    .getByRole('list', { name: texts.de.languageSwitch.label() })
    .getByRole('link', { name: languageItemName('de', 'en'), exact: true })
    .click()

  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveURL(/\/about\?lang=en$/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
})

test('text typed before the app has hydrated is kept and can be sent', async ({ page }) => {
  await slowAppDownload(page)
  await page.goto(withLang('/contact', 'en'))
  const form = contactForm(page, 'en')
  await form.name.fill(sampleInquiry.name)
  await form.email.fill(sampleInquiry.email)
  await form.message.fill(sampleInquiry.message)
  await form.consent.check()
  await form.submit.click()
  expect(await hydrated(page)).toBe(false)

  await expect(form.status).toBeVisible()
  await expect(form.name).toHaveValue(sampleInquiry.name)
  await expect(form.message).toHaveValue(sampleInquiry.message)
})

test.describe('when the app cannot load', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] })

  test('links still navigate, as plain HTML', async ({ page }) => {
    await page.route(appEntry, (route) => route.abort())
    await page.goto(withLang('/', 'en'))
    await headerNavigation(page, 'en')
      .getByRole('link', { name: texts.en.navigation.about(), exact: true })
      .click()
    await expect(page).toHaveURL(/\/about\?lang=en$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.about.header.title())
  })
})
