/**
 * Keyboard journeys: skip link, mobile menu, FAQ, contact form, and focus never hidden under the
 * fixed header.
 */
import type { Page } from '@playwright/test'

import { openPage } from './support/app'
import { expectClearOfHeader, focusedStop, tabUntilFocused } from './support/focus'
import {
  banner,
  contactForm,
  faqAnswer,
  faqButton,
  menuCloseButton,
  menuToggle,
  mobileMenu,
  sampleInquiry,
} from './support/locators'
import { languages, sitePages, successMessage, texts, withLang } from './support/site'
import { expect, test } from './support/test'
import { viewports, type ViewportName } from './support/viewports'

/** Whether focus is inside the element the locator points to. */
const containsFocus = (element: Element) => element.contains(document.activeElement)
/** Runs in the page: focus is inside `element` or on something after it in the document. */
const focusIsInOrAfter = (element: Element) =>
  document.activeElement !== null &&
  (element.contains(document.activeElement) ||
    (element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING) !==
      0)

for (const language of languages) {
  const t = texts[language]

  test.describe(`keyboard (${language})`, () => {
    test.use({ viewport: viewports.desktop })

    for (const sitePage of sitePages) {
      test(`${sitePage.path}: the first Tab reaches the skip link, Enter moves focus to the main content`, async ({
        page,
      }) => {
        await openPage(page, withLang(sitePage.path, language))
        await page.keyboard.press('Tab')
        const skipLink = page.getByRole('link', { name: t.common.skipLink(), exact: true })
        await expect(skipLink).toBeFocused()
        await expect(skipLink).toBeVisible()
        await expect(skipLink).toBeInViewport()

        await page.keyboard.press('Enter')
        const main = page.getByRole('main')
        await expect(main).toBeFocused()
        // The next Tab continues from the main content (inside it, or, where it has no control, as
        // a page with placeholders for every link may, after it), never back in the header.
        await page.keyboard.press('Tab')
        await expect.poll(() => main.evaluate(focusIsInOrAfter)).toBe(true)
      })
    }

    test('the mobile menu opens, traps focus and closes with the keyboard at 390 px', async ({
      page,
    }) => {
      await page.setViewportSize(viewports.mobile)
      await openPage(page, withLang('/', language))
      const toggle = menuToggle(page, language)
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await tabUntilFocused(page, toggle, 10)

      await page.keyboard.press('Enter')
      const menu = mobileMenu(page, language)
      await expect(menuCloseButton(page, language)).toBeVisible()
      await expect(
        menu.getByRole('link', { name: t.navigation.services(), exact: true }),
      ).toBeVisible()
      await expect.poll(() => menu.evaluate(containsFocus)).toBe(true)

      // Focus stays inside the open dialog however far one tabs, forwards or backwards.
      for (let press = 0; press < 12; press += 1) {
        await page.keyboard.press('Tab')
        expect(
          await menu.evaluate(containsFocus),
          `focus left the menu after ${press + 1} Tab`,
        ).toBe(true)
      }
      for (let press = 0; press < 12; press += 1) {
        await page.keyboard.press('Shift+Tab')
        expect(
          await menu.evaluate(containsFocus),
          `focus left the menu after ${press + 1} Shift+Tab`,
        ).toBe(true)
      }

      await page.keyboard.press('Escape')
      await expect(menuCloseButton(page, language)).toBeHidden()
      await expect(toggle).toBeFocused()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')

      // Space opens it too; the close button, used with Enter, returns focus to the toggle as well.
      await page.keyboard.press('Space')
      await expect(menuCloseButton(page, language)).toBeVisible()
      await menuCloseButton(page, language).focus()
      await page.keyboard.press('Enter')
      await expect(menuCloseButton(page, language)).toBeHidden()
      await expect(toggle).toBeFocused()
    })

    test('a FAQ question opens and closes with Enter and Space', async ({ page }) => {
      await openPage(page, withLang('/services', language))
      const first = faqButton(page, language, 0)
      const second = faqButton(page, language, 1)
      await tabUntilFocused(page, first)

      await page.keyboard.press('Enter')
      await expect(first).toHaveAttribute('aria-expanded', 'true')
      await expect(faqAnswer(page, language, 0)).toBeVisible()
      await page.keyboard.press('Space')
      await expect(first).toHaveAttribute('aria-expanded', 'false')
      await expect(faqAnswer(page, language, 0)).toBeHidden()

      await page.keyboard.press('Space')
      await expect(first).toHaveAttribute('aria-expanded', 'true')
      // The next Tab goes to the next question; opening it closes the first and keeps focus here.
      await page.keyboard.press('Tab')
      await expect(second).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(second).toHaveAttribute('aria-expanded', 'true')
      await expect(first).toHaveAttribute('aria-expanded', 'false')
      await expect(faqAnswer(page, language, 0)).toBeHidden()
      await expect(faqAnswer(page, language, 1)).toBeVisible()
      await expect(second).toBeFocused()
    })

    test('the contact form can be filled and submitted with the keyboard only', async ({
      page,
    }) => {
      await openPage(page, withLang('/contact', language))
      const form = contactForm(page, language)

      await tabUntilFocused(page, form.name)
      // Field after field in reading order, one Tab each.
      for (const field of ['name', 'email', 'company', 'message'] as const) {
        await expect(form[field]).toBeFocused()
        await page.keyboard.type(sampleInquiry[field])
        await page.keyboard.press('Tab')
      }
      await expect(form.consent).toBeFocused()
      await page.keyboard.press('Space')
      await expect(form.consent).toBeChecked()
      await tabUntilFocused(page, form.submit, 3)
      await page.keyboard.press('Enter')

      await expect(form.status).toHaveText(successMessage)
      await expect(form.name).toHaveValue(sampleInquiry.name)
      await expect(form.message).toHaveValue(sampleInquiry.message)
    })
  })
}

/**
 * Shift+Tabs from the end of the page to its start, checking every focus stop. Going backwards,
 * the browser scrolls each element in at the top edge, where the fixed header is. Forwards,
 * focus.spec.ts makes the same check at every stop, with its pixels.
 */
async function sweepFocusBackwards(page: Page): Promise<number> {
  let stops = 0
  // From the document itself, Shift+Tab goes to the page's last focusable element.
  for (let press = 1; press <= 120; press += 1) {
    await page.keyboard.press('Shift+Tab')
    const stop = await focusedStop(page)
    if (stop === null) break
    stops += 1
    expectClearOfHeader(stop, `Shift+Tab #${press}`)
  }
  return stops
}

for (const viewportName of Object.keys(viewports) as ViewportName[]) {
  test.describe(`focus is never hidden under the fixed header (${viewportName})`, () => {
    // Instant scrolling, so each focus stop can be measured at once (the smooth case is below).
    test.use({ viewport: viewports[viewportName], reducedMotion: 'reduce' })

    for (const language of languages) {
      for (const sitePage of sitePages) {
        test(`${withLang(sitePage.path, language)}: Shift+Tab through the page`, async ({
          page,
        }) => {
          await openPage(page, withLang(sitePage.path, language))
          await expect(banner(page)).toBeVisible()
          const stops = await sweepFocusBackwards(page)
          expect(stops, 'the sweep visited focusable elements').toBeGreaterThan(10)
        })
      }
    }
  })
}

test.describe('focus clear of the header where motion is allowed', () => {
  test.use({ viewport: viewports.mobile, reducedMotion: 'no-preference' })

  for (const language of languages) {
    test(`/contact (${language}): each Shift+Tab from the end of the page scrolls at once`, async ({
      page,
    }) => {
      await openPage(page, withLang('/contact', language))
      const form = contactForm(page, language)
      // Go to the end of the page, then come back up to the form: the browser now scrolls the
      // field to the top edge of the viewport, where the fixed header is.
      await page.getByRole('contentinfo').getByRole('link').last().focus()
      const { submit, consent, message, company, email, name } = form
      for (const [fieldName, field] of Object.entries({
        submit,
        consent,
        message,
        company,
        email,
        name,
      })) {
        for (
          let press = 0;
          press < 20 && !(await field.evaluate((element) => element === document.activeElement));
          press += 1
        )
          await page.keyboard.press('Shift+Tab')
        await expect(field).toBeFocused()
        // Measured at once, not polled: a smooth scroll still running (or one that a key
        // interrupted) would leave the field under the header.
        const stop = await focusedStop(page)
        expect(stop, 'focus is on the page').not.toBeNull()
        expectClearOfHeader(stop!, `Shift+Tab to ${fieldName}`)
      }
    })
  }
})
