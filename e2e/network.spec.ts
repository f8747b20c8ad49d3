/**
 * The site makes no request to any other origin (R-NET-1 in docs/requirements.md; fonts, images
 * and icons are self-hosted). Every request of every page in both languages is recorded, including
 * after opening the menu, opening FAQ answers and submitting the form (which posts to the site itself).
 */
import type { BrowserContext, Page } from '@playwright/test'

import { inquiryForm } from '@/config/inquiryForm'

import { openPage } from './support/app'
import { contactForm, faqButton, fillContactForm, openMobileMenu } from './support/locators'
import { faqEntries, languages, sitePages, successMessage, withLang } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

/** Records the URL of every request any page of the context makes from now on. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = []
  context.on('request', (request) => urls.push(request.url()))
  return urls
}

function foreignRequests(urls: string[], origin: string): string[] {
  return urls.filter((url) => {
    if (url.startsWith('data:') || url.startsWith('blob:')) return false
    return new URL(url).origin !== origin
  })
}

/** Hovers every internal link, so that links preloading on intent fetch what they would. */
async function hoverLinks(page: Page): Promise<void> {
  for (const link of await page.getByRole('main').getByRole('link').all()) {
    if (await link.isVisible()) await link.hover()
  }
}

for (const language of languages) {
  test.describe(`no request leaves the origin (${language})`, () => {
    for (const sitePage of sitePages) {
      for (const [viewportName, viewport] of Object.entries(viewports)) {
        test(`${withLang(sitePage.path, language)} at ${viewportName} width`, async ({
          page,
          context,
          baseURL,
        }) => {
          const origin = new URL(baseURL ?? '').origin
          const urls = recordRequests(context)
          await page.setViewportSize(viewport)
          await openPage(page, withLang(sitePage.path, language))
          await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
          if (viewportName === 'mobile') {
            await openMobileMenu(page, language)
            await page.keyboard.press('Escape')
          } else {
            await hoverLinks(page)
          }
          if (sitePage.id === 'services') {
            for (let index = 0; index < faqEntries(language).length; index += 1) {
              await faqButton(page, language, index).click()
              await expect(faqButton(page, language, index)).toHaveAttribute(
                'aria-expanded',
                'true',
              )
            }
          }
          if (sitePage.id === 'contact') {
            await fillContactForm(page, language)
            await contactForm(page, language).submit.click()
            await expect(contactForm(page, language).status).toHaveText(successMessage)
          }
          await page.waitForLoadState('networkidle')

          expect(urls.length, 'requests were recorded').toBeGreaterThan(0)
          expect(
            foreignRequests(urls, origin),
            `requests to other origins from ${sitePage.path}`,
          ).toEqual([])
        })
      }
    }

    test('submitting the contact form makes one request: a POST to the site itself', async ({
      page,
      context,
      baseURL,
    }) => {
      await openPage(page, withLang('/contact', language))
      await page.waitForLoadState('networkidle')
      await fillContactForm(page, language)
      const form = contactForm(page, language)

      const requests: string[] = []
      context.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
      await form.submit.click()
      await expect(form.status).toHaveText(successMessage)
      // Through the whole success state and the reset that follows it.
      await expect(form.status).toBeHidden({ timeout: 6_000 })
      await page.waitForLoadState('networkidle')
      const endpoint = new URL(`${inquiryForm.endpoint}?lang=${language}`, baseURL).href
      expect(requests, 'requests made by submitting the form').toEqual([`POST ${endpoint}`])
      expect(new URL(page.url()).pathname, 'the form does not navigate').toBe('/contact')
    })
  })
}
