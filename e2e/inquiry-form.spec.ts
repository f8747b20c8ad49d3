/**
 * What a visitor sees while an inquiry is sent and when it is not: with the app, busy while it
 * waits (a second tap sends nothing more), "sent" only on the server's answer, and on a failure
 * an alert in the page's language with the phone number and e-mail address, every field kept;
 * without the app, the server's not-sent page, and going back keeps the fields. The pages and
 * states are checked with axe too.
 */
import type { Page, Route } from '@playwright/test'

import { company } from '@/config/company'
import { inquiryForm } from '@/config/inquiryForm'

import { openPage } from './support/app'
import { expectNoAxeViolations } from './support/axe'
import { contactForm, expectContactLink, fillContactForm, sampleInquiry } from './support/locators'
import { languages, successMessage, texts, withLang, type Language } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

const endpoint = `**${inquiryForm.endpoint}?*`

async function expectEverythingKept(page: Page, language: Language) {
  const form = contactForm(page, language)
  await expect(form.name).toHaveValue(sampleInquiry.name)
  await expect(form.email).toHaveValue(sampleInquiry.email)
  await expect(form.company).toHaveValue(sampleInquiry.company)
  await expect(form.message).toHaveValue(sampleInquiry.message)
  await expect(form.consent).toBeChecked()
}

const sendButton = (page: Page, language: Language) =>
  page.getByRole('main').getByRole('button', { name: texts[language].contact.form.sending() })

for (const language of languages) {
  const t = texts[language].contact.form

  test.describe(`sending an inquiry with the app (${language})`, () => {
    // Chromium logs every answer with an error status.
    test.use({ allowedConsoleErrors: [/status of (400|502)/] })

    test('busy while the server has not answered; a second tap sends nothing; "sent" only then', async ({
      page,
    }) => {
      let release: () => void = () => {}
      const answered = new Promise<void>((resolve) => (release = resolve))
      let posts = 0
      await page.route(endpoint, async (route: Route) => {
        posts += 1
        await answered
        await route.continue()
      })
      await openPage(page, withLang('/contact', language))
      await fillContactForm(page, language)
      const form = contactForm(page, language)
      await form.submit.click()

      const busy = sendButton(page, language)
      await expect(busy).toHaveAttribute('aria-disabled', 'true')
      await expect(
        contactForm(page, language)
          .region.getByRole('status')
          .filter({ hasText: t.sendingStatus() }),
      ).toBeAttached()
      // Tapped anyway (`force`: Playwright itself would wait for a control marked disabled).
      await busy.click({ force: true })
      await page.waitForTimeout(300)
      await expect(form.status).toHaveCount(0)
      expect(posts).toBe(1)

      release()
      await expect(form.status).toHaveText(successMessage)
      expect(posts).toBe(1)
    })

    test('the server failing: an alert with phone and e-mail, every field kept, and sending again works', async ({
      page,
    }) => {
      await page.route(endpoint, (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }))
      await openPage(page, withLang('/contact', language))
      await fillContactForm(page, language)
      const form = contactForm(page, language)
      await form.submit.click()

      const alert = form.region.getByRole('alert')
      await expect(alert).toContainText(t.notSent())
      await expect(alert).toContainText(t.problems.unavailable())
      await expectContactLink(alert, { value: company.phone, kind: 'tel', language })
      await expectContactLink(alert, { value: company.contactEmail, kind: 'mailto', language })
      await expect(form.status).toHaveCount(0)
      await expectEverythingKept(page, language)
      await expectNoAxeViolations(page)

      await page.unroute(endpoint)
      await form.submit.click()
      await expect(form.status).toHaveText(successMessage)
      await expect(alert).toBeEmpty()
    })
  })
}

test('the server not answering at all: after about 10 s the visitor is told, and nothing typed is lost', async ({
  page,
}) => {
  test.setTimeout(40_000)
  await page.route(endpoint, () => {
    // Never answered.
  })
  await openPage(page, withLang('/contact', 'de'))
  await fillContactForm(page, 'de')
  await contactForm(page, 'de').submit.click()
  const started = Date.now()
  await expect(contactForm(page, 'de').region.getByRole('alert')).toContainText(
    texts.de.contact.form.problems.noConnection(),
    { timeout: 15_000 },
  )
  expect(Date.now() - started).toBeGreaterThan(8_000)
  await expectEverythingKept(page, 'de')
})

test.describe('a refused field', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('is named at the field, which gets the focus', async ({ page }) => {
    await openPage(page, withLang('/contact', 'en'))
    await fillContactForm(page, 'en')
    const form = contactForm(page, 'en')
    // Longer than the server takes, from a page whose field has no limit (a browser that does not
    // enforce it, or a page of an older build): the server's answer is what remains.
    const long = 'x'.repeat(inquiryForm.fields.message.limit + 1)
    await form.message.evaluate((field) => field.removeAttribute('maxlength'))
    await form.message.fill(long)
    await form.submit.click()
    await expect(form.message).toBeFocused()
    await expect(form.message).toHaveAttribute('aria-invalid', 'true')
    await expect(form.message).toHaveAccessibleDescription(
      new RegExp(
        texts.en.contact.form.problems.message({ limit: inquiryForm.fields.message.limit }),
      ),
    )
    await expect(form.message).toHaveValue(long)
    await expectNoAxeViolations(page)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] })

  for (const language of languages) {
    test(`a refused inquiry: the not-sent page says why in ${language}, and going back keeps the fields`, async ({
      page,
    }) => {
      await page.goto(withLang('/contact', language))
      await fillContactForm(page, language)
      const form = contactForm(page, language)
      const long = `${sampleInquiry.message} ${'x'.repeat(inquiryForm.fields.message.limit)}`
      // As above: a field without the limit, so that the server refuses it.
      await form.message.evaluate((field) => field.removeAttribute('maxlength'))
      await form.message.fill(long)
      await form.submit.click()

      const notSent = texts[language].inquiryNotSent
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notSent.title())
      await expect(page.getByRole('main')).toContainText(
        texts[language].contact.form.problems.message({ limit: inquiryForm.fields.message.limit }),
      )
      await expectContactLink(page.getByRole('main'), {
        value: company.contactEmail,
        kind: 'mailto',
        language,
      })
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      // Nothing typed in the address: the answer came to the post itself.
      expect(page.url()).toMatch(new RegExp(`${inquiryForm.endpoint}\\?lang=${language}$`))

      await page.goBack()
      await expect(form.name).toHaveValue(sampleInquiry.name)
      await expect(form.message).toHaveValue(long)
      await expect(form.consent).toBeChecked()
    })
  }
})

/** Posts the form the way a browser without the app does (no app handler), with a refused message. */
async function postWithoutApp(page: Page) {
  await page.evaluate(
    (tooLong) => {
      const form = document.querySelector<HTMLFormElement>('main form')!
      ;(form.elements.namedItem('message') as HTMLTextAreaElement).value = tooLong
      HTMLFormElement.prototype.submit.call(form)
    },
    'x'.repeat(inquiryForm.fields.message.limit + 1),
  )
  await page.waitForURL(`**${inquiryForm.endpoint}?*`)
}

test.describe('the pages that answer an inquiry', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] })

  for (const viewport of Object.values(viewports)) {
    for (const language of languages) {
      test(`have no axe violations (${language}, ${viewport.width} px)`, async ({ page }) => {
        await page.setViewportSize(viewport)
        for (const path of ['/inquiry-received', '/inquiry-not-sent']) {
          await openPage(page, withLang(path, language))
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await expectNoAxeViolations(page)
        }
        await openPage(page, withLang('/contact', language))
        await fillContactForm(page, language)
        await postWithoutApp(page)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          texts[language].inquiryNotSent.title(),
        )
        await expectNoAxeViolations(page)
      })
    }
  }
})
