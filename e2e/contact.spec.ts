/**
 * The inquiry form (R-FORM-1 to 4 and R-LANG-6 in docs/requirements.md): native validation only,
 * required fields marked, a German success text in every language, then after about 3 seconds back
 * to idle with the fields cleared. Nothing is sent anywhere (see also network.spec.ts).
 */
import { openPage } from './support/app'
import { contactForm, fillContactForm, sampleInquiry } from './support/locators'
import { consentText, languages, successMessage, texts, withLang } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

test.use({ viewport: viewports.desktop })

for (const language of languages) {
  const t = texts[language].contact.form

  test.describe(`contact form (${language})`, () => {
    test('required fields are marked with an asterisk and required; company is optional', async ({
      page,
    }) => {
      await openPage(page, withLang('/contact', language))
      const form = contactForm(page, language)
      for (const field of [form.name, form.email, form.message, form.consent]) {
        await expect(field).toHaveAttribute('required', '')
      }
      await expect(form.company).not.toHaveAttribute('required', '')
      await expect(form.email).toHaveAttribute('type', 'email')
      await expect(form.message).toHaveAttribute('rows', '5')

      const labels = page.getByRole('main').locator('label')
      for (const text of [t.name(), t.email(), t.message(), consentText(language)]) {
        await expect(labels.filter({ hasText: text }).first()).toContainText('*')
      }
      await expect(labels.filter({ hasText: t.company() })).not.toContainText('*')
      await expect(page.getByRole('main')).toContainText(t.requiredExplanation())
    })

    test('the browser blocks an incomplete form; nothing succeeds', async ({ page }) => {
      await openPage(page, withLang('/contact', language))
      const form = contactForm(page, language)
      await form.submit.click()
      await expect(form.name).toBeFocused()
      expect(
        await form.name.evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
      ).toBe(true)
      await expect(form.status).toHaveCount(0)

      // Everything but the consent: still blocked, on the checkbox.
      await form.name.fill(sampleInquiry.name)
      await form.email.fill('not-an-address')
      await form.message.fill(sampleInquiry.message)
      await form.submit.click()
      await expect(form.email).toBeFocused()
      expect(
        await form.email.evaluate((input) => (input as HTMLInputElement).validity.typeMismatch),
      ).toBe(true)
      await form.email.fill(sampleInquiry.email)
      await form.submit.click()
      await expect(form.consent).toBeFocused()
      await expect(form.status).toHaveCount(0)
    })

    test('submitting shows the German success text, then clears the form after about 3 s', async ({
      page,
    }) => {
      await openPage(page, withLang('/contact', language))
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      const form = contactForm(page, language)
      const status = form.region.getByRole('status')
      await expect(status).toBeEmpty()

      await fillContactForm(page, language)
      await form.submit.click()
      await expect(status).toHaveText(successMessage)
      const shownAt = Date.now()
      // The success text is German on every page, and says so to screen readers.
      await expect(status.locator('[lang="de"]')).toHaveText(successMessage)
      // The entered data stays visible during the success state.
      await expect(form.name).toHaveValue(sampleInquiry.name)
      await expect(form.email).toHaveValue(sampleInquiry.email)
      await expect(form.company).toHaveValue(sampleInquiry.company)
      await expect(form.message).toHaveValue(sampleInquiry.message)
      await expect(form.consent).toBeChecked()

      // Polled finely (web-first assertions back off to 1 s), so the measured duration is close.
      await expect
        .poll(() => status.textContent(), { intervals: [50], timeout: 6_000 })
        .not.toContain(successMessage)
      const elapsed = Date.now() - shownAt
      expect(elapsed, 'the success state lasts about 3 seconds').toBeGreaterThan(2_000)
      expect(elapsed, 'the success state lasts about 3 seconds').toBeLessThan(4_500)
      await expect(form.name).toHaveValue('')
      await expect(form.email).toHaveValue('')
      await expect(form.company).toHaveValue('')
      await expect(form.message).toHaveValue('')
      await expect(form.consent).not.toBeChecked()
      await expect(page).toHaveURL(withLang('/contact', language))
    })

    test('the form can be used again after it has cleared', async ({ page }) => {
      await openPage(page, withLang('/contact', language))
      const form = contactForm(page, language)
      for (let round = 0; round < 2; round += 1) {
        await fillContactForm(page, language)
        await form.submit.click()
        await expect(form.status).toHaveText(successMessage)
        await expect(form.status).toBeHidden({ timeout: 6_000 })
        await expect(form.name).toHaveValue('')
      }
    })

    test('the privacy link in the consent label opens the privacy page in a new tab, in this language', async ({
      page,
      context,
    }) => {
      await openPage(page, withLang('/contact', language))
      await fillContactForm(page, language)
      // Its name may carry a screen-reader hint about the new tab after the visible text.
      const link = contactForm(page, language).region.getByRole('link', {
        name: t.consentPrivacyLink(),
      })
      await expect(link).toHaveAttribute('href', withLang('/privacy', language))
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()])
      await popup.waitForLoadState()
      await expect(popup.getByRole('heading', { level: 1 })).toHaveText(
        texts[language].privacy.title(),
      )
      // What was typed is still there.
      await expect(contactForm(page, language).message).toHaveValue(sampleInquiry.message)
      await popup.close()
    })
  })
}
