/**
 * Page metadata per route and language: exactly one title, description, canonical, social-preview
 * tags and alternate links; FAQPage JSON-LD on /services in the page's language. And still exactly
 * one of each after a client-side navigation and after a language switch.
 */
import type { Page } from '@playwright/test'

import { openPage } from './support/app'
import { headerNavigation, languageItemName } from './support/locators'
import {
  company,
  defaultLanguage,
  fact,
  faqEntries,
  languages,
  otherLanguage,
  pageMeta,
  previewBuild,
  sitePages,
  texts,
  withLang,
  type Language,
  type PageId,
} from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

// A server answering unknown paths with 404 makes Chromium log the failed document: not an error here.
test.use({ viewport: viewports.desktop, allowedConsoleErrors: [/status of 404/] })

type HeadSnapshot = Awaited<ReturnType<typeof readHead>>

/**
 * Everything metadata-like in the document, as lists (so duplicates show). Absolute URLs are split
 * into their origin (collected in `urlOrigins`) and the path with query, which the test knows.
 */
function readHead(page: Page) {
  return page.evaluate(() => {
    const origins = new Set<string>()
    const local = (href: string | null) => {
      if (href === null) return null
      if (!/^https?:\/\//.test(href)) return `NOT ABSOLUTE: ${href}`
      const url = new URL(href)
      origins.add(url.origin)
      return `${url.pathname}${url.search}`
    }
    const all = (selector: string) => [...document.querySelectorAll(selector)]
    const contents = (selector: string) =>
      all(selector).map((element) => element.getAttribute('content'))
    const snapshot = {
      htmlLang: document.documentElement.lang,
      titles: all('title')
        .filter((element) => !element.closest('svg'))
        .map((element) => element.textContent),
      descriptions: contents('meta[name="description"]'),
      robots: contents('meta[name="robots"]'),
      canonical: all('link[rel="canonical"]').map((element) => local(element.getAttribute('href'))),
      ogTitle: contents('meta[property="og:title"]'),
      ogDescription: contents('meta[property="og:description"]'),
      ogUrl: contents('meta[property="og:url"]').map(local),
      ogImage: contents('meta[property="og:image"]').map(local),
      twitterCard: contents('meta[name="twitter:card"]'),
      alternates: all('link[rel="alternate"][hreflang]')
        .map((element) => ({
          hreflang: element.getAttribute('hreflang'),
          href: local(element.getAttribute('href')),
        }))
        .sort((a, b) => String(a.hreflang).localeCompare(String(b.hreflang))),
      jsonLd: all('script[type="application/ld+json"]').map((element) => {
        try {
          return JSON.parse(element.textContent ?? '') as unknown
        } catch {
          return `INVALID JSON: ${element.textContent}`
        }
      }),
    }
    return { ...snapshot, urlOrigins: [...origins] }
  })
}

/** The company as schema.org data, with the company data's name and the page's language. */
const organizationJsonLd = (language: Language) =>
  expect.objectContaining({
    '@type': 'EmploymentAgency',
    name: fact(company.name, language),
    areaServed: [
      expect.objectContaining({ name: 'Berlin' }),
      expect.objectContaining({ name: 'Brandenburg' }),
    ],
  })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What the head of `id` in `language` must hold: the organisation's JSON-LD everywhere, the FAQ's on /services. */
function expectedHead(id: PageId, path: string, language: Language) {
  const { title, description } = pageMeta(id, language)
  const here = (lang: Language) => `${path}?lang=${lang}`
  return {
    htmlLang: language,
    titles: [title],
    descriptions: [description],
    // A preview asks not to be indexed; a production build leaves indexing to the search engine.
    robots: previewBuild ? ['noindex'] : [],
    canonical: [here(language)],
    ogTitle: [title],
    ogDescription: [description],
    ogUrl: [here(language)],
    ogImage: [`/social-${language}.jpg`],
    twitterCard: [expect.stringMatching(/^summary/)],
    alternates: [
      ...languages.map((alternate) => ({ hreflang: alternate, href: here(alternate) })),
      // x-default: the default language's address (or the bare path, which serves it).
      {
        hreflang: 'x-default',
        href: expect.stringMatching(
          new RegExp(`^${escapeRegExp(path)}(\\?lang=${defaultLanguage})?$`),
        ),
      },
    ].sort((a, b) => a.hreflang.localeCompare(b.hreflang)),
    jsonLd: [
      organizationJsonLd(language),
      ...(id === 'services'
        ? [
            expect.objectContaining({
              '@context': expect.stringMatching(/schema\.org/),
              '@type': 'FAQPage',
              mainEntity: faqEntries(language).map(({ question, answer }) =>
                expect.objectContaining({
                  '@type': 'Question',
                  name: question,
                  acceptedAnswer: expect.objectContaining({ '@type': 'Answer', text: answer }),
                }),
              ),
            }),
          ]
        : []),
    ],
    // Canonical, og:url and alternates are absolute and all on one origin.
    urlOrigins: [expect.stringMatching(/^https?:\/\/[^/]+$/)],
  }
}

async function expectHead(page: Page, id: PageId, language: Language) {
  const path = sitePages.find((sitePage) => sitePage.id === id)?.path ?? '/'
  await expect
    .poll(() => readHead(page), { message: `head of ${path} in ${language}` })
    .toEqual(expectedHead(id, path, language))
}

for (const language of languages) {
  test.describe(`metadata (${language})`, () => {
    for (const sitePage of sitePages) {
      test(`${sitePage.path} has exactly one of each tag, in ${language}`, async ({ page }) => {
        await openPage(page, withLang(sitePage.path, language))
        await expectHead(page, sitePage.id, language)
      })
    }

    // `npm run images` makes it; the build only copies public/, so nothing else notices it missing.
    test('the social preview image the pages name is published', async ({ page, request }) => {
      await openPage(page, withLang('/', language))
      const [image] = (await readHead(page)).ogImage
      expect(image).toBe(`/social-${language}.jpg`)
      const response = await request.get(String(image))
      expect(response.status(), String(image)).toBe(200)
      expect(response.headers()['content-type']).toBe('image/jpeg')
    })

    test('/services: the JSON-LD questions are the visible questions, in order', async ({
      page,
    }) => {
      await openPage(page, withLang('/services', language))
      const faqHeading = texts[language].services.faq.heading()
      const visible = await page
        .getByRole('region', { name: faqHeading })
        .getByRole('button')
        .allTextContents()
      const head: HeadSnapshot = await readHead(page)
      const faqPages = head.jsonLd.filter(
        (data) => (data as { '@type'?: string })['@type'] === 'FAQPage',
      )
      expect(faqPages).toHaveLength(1)
      const data = faqPages[0] as { inLanguage?: string; mainEntity: Array<{ name: string }> }
      expect(data.mainEntity.map((entry) => entry.name)).toEqual(visible.map((text) => text.trim()))
      expect(data.mainEntity).toHaveLength(5)
      if (data.inLanguage !== undefined) expect(data.inLanguage).toBe(language)
    })

    test('exactly one of each after client-side navigation between pages', async ({ page }) => {
      const t = texts[language]
      await openPage(page, withLang('/', language))
      await expectHead(page, 'home', language)
      for (const id of ['services', 'about', 'services', 'contact', 'home'] as const) {
        await headerNavigation(page, language)
          .getByRole('link', { name: t.navigation[id](), exact: true })
          .click()
        await expectHead(page, id, language)
      }
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t.footer.imprint(), exact: true })
        .click()
      await expectHead(page, 'imprint', language)
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t.footer.privacy(), exact: true })
        .click()
      await expectHead(page, 'privacy', language)
    })

    test('exactly one of each after a language switch (and back)', async ({ page }) => {
      const target = otherLanguage(language)
      for (const id of ['services', 'home'] as const) {
        const path = id === 'home' ? '/' : '/services'
        await openPage(page, withLang(path, language))
        await expectHead(page, id, language)
        const switchTo = async (from: Language, to: Language) =>
          page
            .getByRole('list', { name: texts[from].languageSwitch.label() })
            .getByRole('link', { name: languageItemName(from, to), exact: true })
            .click()
        await switchTo(language, target)
        await expectHead(page, id, target)
        await switchTo(target, language)
        await expectHead(page, id, language)
      }
    })

    test('the not-found view is noindex, with its own title, and no canonical', async ({
      page,
    }) => {
      await openPage(page, withLang('/does-not-exist', language))
      const { title, description } = pageMeta('notFound', language)
      await expect
        .poll(() => readHead(page))
        .toMatchObject({
          titles: [title],
          descriptions: [description],
          robots: [expect.stringMatching(/\bnoindex\b/)],
          canonical: [],
          jsonLd: [organizationJsonLd(language)],
        })
    })
  })
}

test('a stored English preference without ?lang gives English metadata', async ({ page }) => {
  await openPage(page, withLang('/services', 'de'))
  await page
    .getByRole('list', { name: texts.de.languageSwitch.label() })
    .getByRole('link', { name: languageItemName('de', 'en'), exact: true })
    .click()
  await expectHead(page, 'services', 'en')
  await openPage(page, '/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.about.header.title())
  await expectHead(page, 'about', 'en')
})
