/**
 * Every route in both languages: one h1 with the expected text, the document language, landmarks,
 * the shared header and footer, and each page's own content. Plus the not-found view.
 */
import { isPlaceholder } from '@/config/companyFacts'

import { openPage } from './support/app'
import { expectImprintStates } from './support/legalPages'
import { expectContactLink, headerNavigation } from './support/locators'
import {
  company,
  fact,
  faqEntries,
  homeCardTitles,
  languageLocales,
  languages,
  legalNavigation,
  mainNavigation,
  otherLanguage,
  pageById,
  pageMeta,
  phoneText,
  previewBuild,
  serviceTitles,
  sitePages,
  texts,
  withLang,
} from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

test.use({ viewport: viewports.desktop })

for (const language of languages) {
  const t = texts[language]

  test.describe(`pages (${language})`, () => {
    for (const sitePage of sitePages) {
      test(`${sitePage.path} renders one h1 and the document language`, async ({ page }) => {
        await openPage(page, withLang(sitePage.path, language))

        const headings = page.getByRole('heading', { level: 1 })
        await expect(headings).toHaveCount(1)
        await expect(headings).toHaveText(sitePage.h1(language))
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expect(page).toHaveTitle(pageMeta(sitePage.id, language).title)

        // Landmarks: one of each, and the skip link's target is the main content.
        await expect(page.getByRole('banner')).toHaveCount(1)
        await expect(page.getByRole('main')).toHaveCount(1)
        await expect(page.getByRole('contentinfo')).toHaveCount(1)

        // The header marks the current page, and only it.
        const navigation = headerNavigation(page, language)
        for (const id of mainNavigation) {
          const link = navigation.getByRole('link', { name: t.navigation[id](), exact: true })
          if (id === sitePage.id) await expect(link).toHaveAttribute('aria-current', 'page')
          else await expect(link).not.toHaveAttribute('aria-current', 'page')
        }

        // Footer: copyright with the current year, links to the legal pages.
        const footer = page.getByRole('contentinfo')
        await expect(footer).toContainText(
          t.footer.copyright({
            year: new Date().getFullYear(),
            company: fact(company.name, language),
          }),
        )
        for (const id of legalNavigation) {
          await expect(
            footer.getByRole('link', { name: t.footer[id](), exact: true }),
          ).toHaveAttribute('href', withLang(pageById(id).path, language))
        }
        // The social links the data lists, opening safely in a new tab.
        const socialLinks = footer.locator('a[target="_blank"]')
        await expect(socialLinks).toHaveCount(company.socialProfiles.length)
        for (const link of await socialLinks.all()) {
          await expect(link).toHaveAttribute('rel', /noopener/)
          await expect(link).toHaveAttribute('rel', /noreferrer/)
        }
      })
    }

    test('home shows hero calls to action, the tiles and features the data backs, and the testimonials it lists', async ({
      page,
    }) => {
      await openPage(page, withLang('/', language))
      const home = t.home
      const main = page.getByRole('main')
      await expect(
        main.getByRole('link', { name: home.hero.primaryCta(), exact: true }),
      ).toHaveAttribute('href', withLang('/contact', language))
      await expect(
        main.getByRole('link', { name: home.hero.secondaryCta(), exact: true }),
      ).toHaveAttribute('href', withLang('/services', language))
      const { tiles, features } = homeCardTitles(language)
      for (const title of [...tiles, ...features])
        await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible()
      for (const { id } of company.testimonials) {
        await expect(main.getByText(home.testimonials[id].quote(), { exact: true })).toBeVisible()
      }
      await expect(
        main.getByRole('link', { name: home.cta.button(), exact: true }),
      ).toHaveAttribute('href', withLang('/contact', language))
    })

    test('services shows three offerings linking to contact and five FAQ questions', async ({
      page,
    }) => {
      await openPage(page, withLang('/services', language))
      const main = page.getByRole('main')
      for (const title of serviceTitles(language))
        await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible()
      const cardLinks = main.getByRole('link', { name: t.services.cardCta() })
      await expect(cardLinks).toHaveCount(3)
      for (const link of await cardLinks.all())
        await expect(link).toHaveAttribute('href', withLang('/contact', language))
      for (const { question } of faqEntries(language)) {
        await expect(main.getByRole('button', { name: question, exact: true })).toHaveAttribute(
          'aria-expanded',
          'false',
        )
      }
    })

    test('about shows mission and vision and links to contact', async ({ page }) => {
      await openPage(page, withLang('/about', language))
      const main = page.getByRole('main')
      await expect(
        main.getByRole('heading', { name: t.about.mission.title(), exact: true }),
      ).toBeVisible()
      await expect(
        main.getByRole('heading', { name: t.about.vision.title(), exact: true }),
      ).toBeVisible()
      await expect(
        main.getByRole('link', { name: t.about.cta.button(), exact: true }),
      ).toHaveAttribute('href', withLang('/contact', language))
    })

    test('contact shows phone, callback and mail links, a map placeholder and the form', async ({
      page,
    }) => {
      await openPage(page, withLang('/contact', language))
      const main = page.getByRole('main')
      await expectContactLink(main, {
        value: company.phone,
        kind: 'tel',
        language,
        name: isPlaceholder(company.phone)
          ? phoneText(company.phone, language)
          : t.callUs.linkName({ phone: phoneText(company.phone, language) }),
      })
      await expectContactLink(main, {
        value: company.callbackPhone,
        kind: 'tel',
        language,
        name: `${t.contact.info.callbackLink()} ${phoneText(company.callbackPhone, language)}`,
      })
      await expectContactLink(main, { value: company.contactEmail, kind: 'mailto', language })
      await expect(main.getByText(t.contact.map.label(), { exact: true })).toBeVisible()
      await expect(
        main.getByRole('heading', { name: t.contact.form.heading(), exact: true }),
      ).toBeVisible()
      await expect(
        main.getByRole('textbox', { name: t.contact.form.message(), exact: true }),
      ).toHaveAttribute('rows', '5')
    })

    // The EU dispute notice is off in the repository's data; its link, where a preview switches it
    // on: tests/components/pages/Imprint.test.tsx.
    test('imprint states the company data as set', async ({ page }) => {
      await openPage(page, withLang('/imprint', language))
      const main = page.getByRole('main')
      await expectImprintStates(main, company, language)
      await expectContactLink(main, { value: company.legalEmail, kind: 'mailto', language })
      await expect(main.getByText(t.imprint.arbitrationText(), { exact: true })).toBeVisible()
    })

    test('privacy shows nine numbered sections, the extra sections and today as its date', async ({
      page,
    }) => {
      await openPage(page, withLang('/privacy', language))
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(9)
      // The unnumbered sections are grouped under a heading of their own.
      await expect(
        main.getByRole('heading', { level: 2, name: t.privacy.additionalHeading(), exact: true }),
      ).toBeVisible()
      for (const id of ['serverLogs', 'languageStorage', 'complaint'] as const) {
        await expect(
          main.getByRole('heading', { level: 3, name: t.privacy[id].title(), exact: true }),
        ).toBeVisible()
      }
      const today = new Intl.DateTimeFormat(languageLocales[language], {
        dateStyle: 'long',
      }).format(new Date())
      await expect(main).toContainText(t.privacy.statusAsOf({ date: today }))
      await expectContactLink(main, { value: company.legalEmail, kind: 'mailto', language })
    })
  })

  test.describe(`not found (${language})`, () => {
    // A server that answers unknown paths with status 404 makes Chromium log the failed document.
    test.use({ allowedConsoleErrors: [/status of 404/] })

    test('an unknown path shows the not-found view, noindex, and a link home', async ({ page }) => {
      await openPage(page, withLang('/does-not-exist', language))

      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveCount(1)
      await expect(heading).toHaveText(t.notFound.title())
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page).toHaveTitle(pageMeta('notFound', language).title)
      // Bilingual: the other language's sentence is there too, marked with its language.
      await expect(page.getByText(t.notFound.otherLanguage(), { exact: true })).toHaveAttribute(
        'lang',
        otherLanguage(language),
      )
      const robots = page.locator('meta[name="robots"]')
      await expect(robots).toHaveCount(1)
      await expect(robots).toHaveAttribute('content', /\bnoindex\b/)

      const home = page
        .getByRole('main')
        .getByRole('link', { name: t.notFound.home(), exact: true })
      await expect(home).toHaveAttribute('href', withLang('/', language))
      await home.click()
      await expect(page).toHaveURL(withLang('/', language))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        texts[language].home.hero.title(),
      )
      // The home page must not keep the not-found page's noindex (a preview has one of its own).
      await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(
        previewBuild ? 1 : 0,
      )
    })

    test('a nested unknown path shows the not-found view too, with its title and noindex', async ({
      page,
    }) => {
      await openPage(page, withLang('/services/does-not-exist', language))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound.title())
      await expect.soft(page).toHaveTitle(pageMeta('notFound', language).title)
      const robots = page.locator('meta[name="robots"]')
      await expect(robots).toHaveCount(1)
      await expect(robots).toHaveAttribute('content', /\bnoindex\b/)
    })
  })
}
