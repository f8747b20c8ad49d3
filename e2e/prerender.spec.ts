/**
 * Prerendered HTML: what crawlers and link previews (no JavaScript) receive, from both the Node
 * server and nginx with the shipped config, and how the client takes it over.
 */
import { servers } from '../playwright.config'
import { openPage } from './support/app'
import {
  company,
  faqEntries,
  languages,
  pageMeta,
  sitePages,
  texts,
  withLang,
} from './support/site'
import { expect, test } from './support/test'

for (const [serverName, origin] of Object.entries(servers)) {
  test.describe(`without JavaScript, from ${serverName}`, () => {
    test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 404/] })

    for (const language of languages) {
      for (const sitePage of sitePages) {
        test(`${sitePage.path} in ${language} arrives as finished HTML`, async ({ page }) => {
          const response = await page.goto(`${origin}${withLang(sitePage.path, language)}`)
          expect(response?.status()).toBe(200)
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePage.h1(language))
          await expect(page).toHaveTitle(pageMeta(sitePage.id, language).title)
          await expect(page.getByRole('contentinfo')).toContainText(
            texts[language].footer.imprint(),
          )
        })
      }

      test(`an unknown path in ${language} answers 404 with the not-found page`, async ({
        page,
      }) => {
        const response = await page.goto(`${origin}${withLang('/no-such-page', language)}`)
        expect(response?.status()).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          texts[language].notFound.title(),
        )
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      })
    }

    test('a page without ?lang, or with an invalid one, is German', async ({ page }) => {
      for (const query of [
        '',
        '?lang=xx',
        '?lang=EN',
        '?lang=en&lang=de',
        `?lang=${'x'.repeat(3000)}`,
      ]) {
        const response = await page.goto(`${origin}/about${query}`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      }
    })
  })
}

test('the raw HTML of /services?lang=en carries English metadata and the FAQPage JSON-LD', async ({
  request,
}) => {
  const html = await (await request.get('/services?lang=en')).text()
  expect(html).toContain(`<title>${pageMeta('services', 'en').title}</title>`)
  expect(html).toMatch(/<meta property="og:url" content="[^"]*\/services\?lang=en"/)
  expect(html).toMatch(/<link rel="alternate" hrefLang="de" href="[^"]*\/services\?lang=de"/)
  expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/services\?lang=en"/)
  expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/services\?lang=de"/)
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '{}'),
  )
  expect(jsonLd.map((data) => data['@type'])).toEqual(['EmploymentAgency', 'FAQPage'])
  const data = jsonLd[1]
  expect(data.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(
    faqEntries('en').map((entry) => entry.question),
  )
})

test.describe('hydration', () => {
  const headCounts = (page: import('@playwright/test').Page) =>
    page.evaluate(() => ({
      title: document.querySelectorAll('title').length,
      description: document.querySelectorAll('meta[name="description"]').length,
      canonical: document.querySelectorAll('link[rel="canonical"]').length,
      jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
    }))

  for (const language of languages) {
    for (const sitePage of sitePages) {
      test(`${sitePage.path} in ${language} hydrates without warnings and keeps one of each head tag`, async ({
        page,
      }) => {
        const warnings: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'warning' || message.type() === 'error')
            warnings.push(message.text())
        })
        await openPage(page, withLang(sitePage.path, language))
        expect(await headCounts(page)).toEqual({
          title: 1,
          description: 1,
          canonical: 1,
          jsonLd: sitePage.id === 'services' ? 2 : 1,
        })
        expect(warnings).toEqual([])
      })
    }
  }

  test('head tags stay single after navigating and switching language', async ({ page }) => {
    await openPage(page, withLang('/services', 'de'))
    await page.getByRole('banner').getByRole('link', { name: texts.de.navigation.about() }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.de.about.header.title())
    await page
      .getByRole('banner')
      .getByRole('link', { name: texts.de.navigation.services() })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      texts.de.services.header.title(),
    )
    await page.getByRole('banner').getByRole('link', { name: texts.en.languageSwitch.en() }).click()
    await expect(page).toHaveTitle(pageMeta('services', 'en').title)
    expect(await headCounts(page)).toEqual({ title: 1, description: 1, canonical: 1, jsonLd: 2 })
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.map((text) => JSON.parse(text).inLanguage)).toContain('en')
  })

  test('an address without ?lang, with English stored, opens in English without a new history entry', async ({
    page,
  }) => {
    const prerendered = await page.request.get('/contact')
    expect(await prerendered.text()).toContain('<html lang="de"')
    await page.addInitScript((key) => localStorage.setItem(key, 'en'), `${company.slug}-language`)
    await page.goto(withLang('/imprint', 'en'))
    await page.goto('/contact')
    await expect(page).toHaveURL(/\/contact\?lang=en$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      texts.en.contact.header.title(),
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle(pageMeta('contact', 'en').title)
    // Back leads to the page before: the German page's entry was replaced, not kept.
    await page.goBack()
    await expect(page).toHaveURL(/\/imprint\?lang=en$/)
  })
})

test('dates follow the visitor’s day, not the build’s, without a hydration warning', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
  })
  await page.clock.setFixedTime(new Date('2031-03-15T10:00:00'))
  await openPage(page, withLang('/privacy', 'en'))
  await expect(page.getByText(texts.en.privacy.statusAsOf({ date: '15 March 2031' }))).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('© 2031')
  expect(warnings).toEqual([])
})
