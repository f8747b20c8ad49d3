/**
 * The page without its app, as GOV.UK builds it: with JavaScript off, when every script request
 * fails, and when script requests hang, the prerendered HTML is a working page: every FAQ answer
 * can be read, the menu leads to the navigation and the language switch, links work, and the
 * inquiry form posts to the server, which answers with a page.
 */
import type { Browser, Page, Request } from '@playwright/test'

import { inquiryForm } from '@/config/inquiryForm'
import { appFailed, appStateKey } from '@/enhance/contract'

import { tabThroughCheckingFocus, tabUntilFocused } from './support/focus'
import {
  contactForm,
  faqAnswer,
  faqButton,
  faqRegion,
  fillContactForm,
  sampleInquiry,
} from './support/locators'
import {
  faqEntries,
  languages,
  otherLanguage,
  pageById,
  sitePages,
  texts,
  withLang,
} from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

test.use({ viewport: viewports.mobile })

/** The two ways the app fails to run: it is never allowed to, or every script request fails. */
const withoutApp = {
  'JavaScript off': async (browser: Browser) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: viewports.mobile,
    })
    return context.newPage()
  },
  'every script request failing': async (browser: Browser) => {
    const context = await browser.newContext({ viewport: viewports.mobile })
    const page = await context.newPage()
    await page.route(/\.js$/, (route) => route.abort())
    return page
  },
} as const

/** Waits until the page is in its plain-HTML form (at once without JavaScript). */
async function plainHtml(page: Page) {
  await page.waitForFunction(
    ({ key, failed }) => [undefined, failed].includes(document.documentElement.dataset[key]),
    { key: appStateKey, failed: appFailed },
  )
}

for (const [state, openPageWithoutApp] of Object.entries(withoutApp)) {
  test.describe(`with ${state}`, () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] })

    for (const language of languages) {
      test(`every FAQ answer can be read below its question, and nothing claims to expand (${language})`, async ({
        browser,
      }) => {
        const page = await openPageWithoutApp(browser)
        await page.goto(withLang('/services', language))
        await plainHtml(page)
        const faq = faqRegion(page, language)
        for (const [index, { question }] of faqEntries(language).entries()) {
          await expect(faq.getByRole('heading', { level: 3, name: question })).toBeVisible()
          await expect(faqAnswer(page, language, index)).toBeVisible()
        }
        // A control that says "collapsed" over an answer that is shown would mislead a screen
        // reader; and where nothing runs, nothing can be expanded.
        await expect(page.locator('[aria-expanded]:visible')).toHaveCount(0)
        await expect(faq.getByRole('button')).toHaveCount(0)
        await page.context().close()
      })

      test(`the menu leads to the navigation and the language switch (${language})`, async ({
        browser,
      }) => {
        const page = await openPageWithoutApp(browser)
        await page.goto(withLang('/about', language))
        await plainHtml(page)
        const t = texts[language]
        await page.getByRole('link', { name: t.navigation.openMenu() }).click()
        const menu = page.locator('#menu')
        const navigation = menu.getByRole('navigation', { name: t.navigation.label() })
        await expect(navigation.getByRole('link', { name: t.navigation.services() })).toBeVisible()

        const other = otherLanguage(language)
        await menu.getByRole('link', { name: texts[other].languageSwitch[other]() }).click()
        await expect(page).toHaveURL(new RegExp(`/about\\?lang=${other}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          pageById('about').h1(other),
        )
        await page.context().close()
      })

      test(`the form posts the inquiry to the site, and the answer says it was received (${language})`, async ({
        browser,
      }) => {
        const page = await openPageWithoutApp(browser)
        await page.goto(withLang('/contact', language))
        await plainHtml(page)
        const posts: Request[] = []
        page.on('request', (request) => request.method() === 'POST' && posts.push(request))
        await fillContactForm(page, language)
        await contactForm(page, language).submit.click()

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          texts[language].inquiryReceived.title(),
        )
        // Redirected after the post: reloading the answer sends nothing again.
        await expect(page).toHaveURL(new RegExp(`/inquiry-received\\?lang=${language}$`))
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        expect(posts.map((post) => new URL(post.url()).pathname)).toEqual([inquiryForm.endpoint])
        expect(posts[0]!.postDataJSON()).toMatchObject({ message: sampleInquiry.message })
        await page.reload()
        expect(posts).toHaveLength(1)
        await page.context().close()
      })
    }
  })
}

test('with JavaScript off, no control on any page claims a state only the app could change', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const language of languages)
    for (const { path } of sitePages) {
      await page.goto(withLang(path, language))
      await expect(
        page.locator('[aria-expanded]:visible, [aria-pressed]:visible, [aria-selected]:visible'),
        `${path} in ${language}`,
      ).toHaveCount(0)
    }
  await context.close()
})

test.describe('with JavaScript off, keyboard only', () => {
  // Failed scripts leave the same plain page, so once is enough.
  for (const language of languages) {
    test(`focus stays in view from the plain menu to the end of the page (${language})`, async ({
      browser,
    }) => {
      // Reduced motion: focus scrolls the page at once, not smoothly, before each stop is measured.
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: viewports.mobile,
        reducedMotion: 'reduce',
      })
      const page = await context.newPage()
      await page.goto(withLang('/services', language))
      await tabUntilFocused(
        page,
        page.getByRole('link', { name: texts[language].navigation.openMenu() }),
        10,
      )
      await page.keyboard.press('Enter')
      await expect(page.locator('#menu')).toBeVisible()
      // No script can keep focus inside the plain menu: every later stop, through the page below
      // it and back round to the toggle, must still show its focus.
      expect(await tabThroughCheckingFocus(page)).toBeGreaterThan(20)
      await page.context().close()
    })
  }
})

test.describe('with script requests that never answer', () => {
  /** Every script request hangs, as on a connection that has stalled. */
  async function stalledScripts(page: Page) {
    await page.route(/\.js$/, () => {})
  }

  test('a held link click navigates natively within 5 s', async ({ page }) => {
    await stalledScripts(page)
    await page.goto(withLang('/', 'en'))
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: texts.en.navigation.about(), exact: true })
      .click()
    // Held for the app, which never comes: the click acts as a plain link instead.
    await expect(page).toHaveURL(/\/about\?lang=en$/, { timeout: 5000 })
  })

  test('a FAQ tap shows its answer at once, one answer at a time', async ({ page }) => {
    await stalledScripts(page)
    await page.goto(withLang('/services', 'de'))
    await faqButton(page, 'de', 1).click()
    await expect(faqAnswer(page, 'de', 1)).toBeVisible()
    await faqButton(page, 'de', 2).click()
    await expect(faqAnswer(page, 'de', 2)).toBeVisible()
    await expect(faqAnswer(page, 'de', 1)).toBeHidden()
    // Shown by the page itself: nothing waits for the app that never comes.
    await expect(page.locator('[aria-busy]')).toHaveCount(0)
  })

  test('a menu tap shows the plain menu at once, whose links act natively within 5 s', async ({
    page,
  }) => {
    await stalledScripts(page)
    await page.goto(withLang('/contact', 'en'))
    await page.getByRole('button', { name: texts.en.navigation.openMenu() }).click()
    const home = page.locator('#menu').getByRole('link', { name: texts.en.navigation.home() })
    await expect(home).toBeVisible()
    await home.click()
    await expect(page).toHaveURL(/\/\?lang=en$/, { timeout: 5000 })
  })
})
