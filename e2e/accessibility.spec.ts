/**
 * axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA): zero violations on every route in both languages at
 * phone and desktop widths, and in the interactive states: mobile menu open, FAQ answer open, form
 * in its success state.
 */
import { openPage } from './support/app'
import { axeViolations, expectNoAxeViolations } from './support/axe'
import {
  contactForm,
  faqAnswer,
  faqButton,
  fillContactForm,
  openMobileMenu,
} from './support/locators'
import { languages, sitePages, successMessage, withLang } from './support/site'
import { expect, test } from './support/test'
import { holdLongTimers, releaseHeldTimers } from './support/timers'
import { viewports, type ViewportName } from './support/viewports'

for (const viewportName of Object.keys(viewports) as ViewportName[]) {
  test.describe(`axe at ${viewportName} width`, () => {
    test.use({ viewport: viewports[viewportName] })

    for (const language of languages) {
      for (const sitePage of sitePages) {
        test(`${withLang(sitePage.path, language)} has no violations`, async ({ page }) => {
          await openPage(page, withLang(sitePage.path, language))
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          await expectNoAxeViolations(page)
        })
      }

      test.describe('unknown path', () => {
        // A server answering with status 404 makes Chromium log the failed document.
        test.use({ allowedConsoleErrors: [/status of 404/] })

        test(`not-found view (${language}) has no violations`, async ({ page }) => {
          await openPage(page, withLang('/does-not-exist', language))
          await expectNoAxeViolations(page)
        })
      })
    }
  })
}

for (const language of languages) {
  test.describe(`axe in interactive states (${language})`, () => {
    test('mobile menu open at 390 px', async ({ page }) => {
      await page.setViewportSize(viewports.mobile)
      await openPage(page, withLang('/', language))
      await openMobileMenu(page, language)
      await expectNoAxeViolations(page)
    })

    for (const viewportName of Object.keys(viewports) as ViewportName[]) {
      test(`FAQ answer open on /services at ${viewportName} width`, async ({ page }) => {
        await page.setViewportSize(viewports[viewportName])
        await openPage(page, withLang('/services', language))
        await faqButton(page, language, 0).click()
        await expect(faqButton(page, language, 0)).toHaveAttribute('aria-expanded', 'true')
        await expect(faqAnswer(page, language, 0)).toBeVisible()
        await expectNoAxeViolations(page)
      })

      test(`contact form in its success state at ${viewportName} width`, async ({ page }) => {
        await page.setViewportSize(viewports[viewportName])
        // axe takes longer than the 3-second success state on a slow machine: hold that timer.
        await holdLongTimers(page)
        await openPage(page, withLang('/contact', language))
        await fillContactForm(page, language)
        const form = contactForm(page, language)
        await form.submit.click()
        await expect(form.status).toHaveText(successMessage)
        const violations = await axeViolations(page)
        await expect(form.status, 'axe must have run in the success state').toHaveText(
          successMessage,
          { timeout: 1 },
        )
        expect
          .soft(violations, `axe violations on ${page.url()} with the form in its success state`)
          .toEqual([])
        // Released, the success state ends and the form is cleared as usual.
        await releaseHeldTimers(page)
        await expect(form.status).toBeHidden()
        await expect(form.name).toHaveValue('')
      })
    }
  })
}
