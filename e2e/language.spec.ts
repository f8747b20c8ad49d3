/**
 * Language handling: `?lang` survives every kind of navigation, the DE/EN switch (texts, `<html lang>`,
 * address without a new history entry, stored preference), the stored preference on its own, and
 * junk in the address or in storage, or storage that throws.
 */
import type { Page } from '@playwright/test'

import { isLanguage, languageCookieName } from '@/shared/language'

import { openPage, waitForApp } from './support/app'
import { languageAddresses } from './support/languageAddresses'
import {
  banner,
  headerNavigation,
  languageItemName,
  menuCloseButton,
  openMobileMenu,
} from './support/locators'
import {
  company,
  fact,
  languages,
  legalNavigation,
  mainNavigation,
  otherLanguage,
  pageById,
  sitePages,
  texts,
  withLang,
  type Language,
} from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

/** The `lang` parameters of the page's current address. */
const langInUrl = (page: Page) => new URL(page.url()).searchParams.getAll('lang')

/** Expects the page at `path` in `language`: address, h1, `<html lang>`. */
async function expectPageIn(page: Page, path: string, language: Language, h1: string) {
  await expect(page).toHaveURL(withLang(path, language))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

/** The stored language preference: every localStorage entry whose key ends with `-language`. */
function storedPreference(page: Page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.endsWith('-language'))
      .map((key) => ({ key, value: localStorage.getItem(key) })),
  )
}

/** Clicks the language switch's link to `target` inside `scope` (header or mobile menu). */
const switchLink = (page: Page, current: Language, target: Language) =>
  page.getByRole('list', { name: texts[current].languageSwitch.label() }).getByRole('link', {
    name: languageItemName(current, target),
    exact: true,
  })

for (const language of languages) {
  const t = texts[language]

  test.describe(`?lang=${language} survives navigation`, () => {
    test('desktop header, footer and logo links keep the language', async ({ page }) => {
      await page.setViewportSize(viewports.desktop)
      await openPage(page, withLang('/', language))

      for (const id of ['services', 'about', 'contact', 'home'] as const) {
        await headerNavigation(page, language)
          .getByRole('link', { name: t.navigation[id](), exact: true })
          .click()
        const target = pageById(id)
        await expectPageIn(page, target.path, language, target.h1(language))
        await expect(
          headerNavigation(page, language).getByRole('link', {
            name: t.navigation[id](),
            exact: true,
          }),
        ).toHaveAttribute('aria-current', 'page')
      }
      for (const id of legalNavigation) {
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: t.footer[id](), exact: true })
          .click()
        const target = pageById(id)
        await expectPageIn(page, target.path, language, target.h1(language))
      }
      await banner(page).getByRole('link', { name: t.navigation.cta(), exact: true }).click()
      await expectPageIn(page, '/contact', language, pageById('contact').h1(language))
      await banner(page)
        .getByRole('link', {
          name: t.navigation.homeLink({ company: fact(company.name, language) }),
        })
        .click()
      await expectPageIn(page, '/', language, pageById('home').h1(language))
    })

    test('mobile menu links keep the language and close the menu', async ({ page }) => {
      await page.setViewportSize(viewports.mobile)
      await openPage(page, withLang('/', language))

      for (const id of ['services', 'about', 'contact', 'home'] as const) {
        const menu = await openMobileMenu(page, language)
        const link = menu.getByRole('link', { name: t.navigation[id](), exact: true })
        await expect(link).toHaveAttribute('href', withLang(pageById(id).path, language))
        await link.click()
        await expect(menuCloseButton(page, language)).toBeHidden()
        const target = pageById(id)
        await expectPageIn(page, target.path, language, target.h1(language))
      }
      const menu = await openMobileMenu(page, language)
      await menu.getByRole('link', { name: t.navigation.cta(), exact: true }).click()
      await expect(menuCloseButton(page, language)).toBeHidden()
      await expectPageIn(page, '/contact', language, pageById('contact').h1(language))
    })

    for (const sitePage of sitePages) {
      test(`every internal link on ${sitePage.path} carries lang=${language}`, async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize(viewports.desktop)
        await openPage(page, withLang(sitePage.path, language))
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        const origin = new URL(baseURL ?? page.url()).origin
        const links = await page.locator('a[href]').evaluateAll((anchors) =>
          anchors.map((anchor) => ({
            href: (anchor as HTMLAnchorElement).href,
            hreflang: anchor.getAttribute('hreflang'),
            text: anchor.textContent?.trim() ?? '',
          })),
        )
        const internal = links.filter((link) => new URL(link.href).origin === origin)
        expect(internal.length, 'internal links found').toBeGreaterThan(8)
        for (const link of internal) {
          const url = new URL(link.href)
          // The language switch points at the same page in the other language.
          const expected = link.hreflang ? link.hreflang : language
          expect(url.searchParams.getAll('lang'), `${link.text} → ${link.href}`).toEqual([expected])
          if (link.hreflang) expect(url.pathname, `${link.text} → ${link.href}`).toBe(sitePage.path)
        }
      })
    }
  })

  const target = otherLanguage(language)

  test.describe(`switching from ${language} to ${target}`, () => {
    test('changes texts, <html lang> and the address, stores the choice, adds no history entry', async ({
      page,
    }) => {
      await page.setViewportSize(viewports.desktop)
      await openPage(page, withLang('/services', language))
      await expectPageIn(page, '/services', language, pageById('services').h1(language))
      const historyLength = await page.evaluate(() => history.length)

      await switchLink(page, language, target).click()

      await expectPageIn(page, '/services', target, pageById('services').h1(target))
      await expect(
        headerNavigation(page, target).getByRole('link', {
          name: texts[target].navigation.services(),
          exact: true,
        }),
      ).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText(texts[target].footer.tagline())
      await expect
        .poll(() => storedPreference(page))
        .toEqual([{ key: expect.stringMatching(/-language$/), value: target }])
      expect(await page.evaluate(() => history.length)).toBe(historyLength)

      // Back leaves the site (the page before it was about:blank), not the previous language.
      await page.goBack()
      await expect(page).not.toHaveURL(/\/services/)
    })

    test('going back after a switch returns to the previous page, not to the previous language', async ({
      page,
    }) => {
      await page.setViewportSize(viewports.desktop)
      await openPage(page, withLang('/', language))
      await headerNavigation(page, language)
        .getByRole('link', { name: t.navigation.services(), exact: true })
        .click()
      await expectPageIn(page, '/services', language, pageById('services').h1(language))
      const historyLength = await page.evaluate(() => history.length)

      await switchLink(page, language, target).click()
      await expectPageIn(page, '/services', target, pageById('services').h1(target))
      expect(await page.evaluate(() => history.length)).toBe(historyLength)

      await page.goBack()
      await expect(page).toHaveURL((url) => url.pathname === '/')
    })

    test('the switch in the mobile menu works and closes the menu', async ({ page }) => {
      await page.setViewportSize(viewports.mobile)
      await openPage(page, withLang('/about', language))
      await openMobileMenu(page, language)
      await switchLink(page, language, target).click()
      await expect(menuCloseButton(page, target)).toBeHidden()
      await expectPageIn(page, '/about', target, pageById('about').h1(target))
      await expect
        .poll(() => storedPreference(page))
        .toEqual([{ key: expect.stringMatching(/-language$/), value: target }])
    })

    test('the stored choice applies to a page opened without ?lang; a valid ?lang still wins', async ({
      page,
    }) => {
      await page.setViewportSize(viewports.desktop)
      await openPage(page, withLang('/services', language))
      await switchLink(page, language, target).click()
      await expect(page.locator('html')).toHaveAttribute('lang', target)
      await expect.poll(() => storedPreference(page)).toHaveLength(1)

      await openPage(page, '/about')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageById('about').h1(target))
      await expect(page.locator('html')).toHaveAttribute('lang', target)
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === '/about' && ['', target].includes(url.searchParams.get('lang') ?? ''),
      )

      await openPage(page, withLang('/contact', language))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        pageById('contact').h1(language),
      )
      await expect(page.locator('html')).toHaveAttribute('lang', language)
    })
  })
}

test.describe('junk in the address', () => {
  const longValue = 'x'.repeat(5000)
  const junk: Array<[string, string]> = [
    ['unsupported language', '?lang=xx'],
    ['wrong case', '?lang=EN'],
    ['empty value', '?lang='],
    ['markup', `?lang=${encodeURIComponent('<script>window.__pwned=1</script>')}`],
    ['markup, unencoded', '?lang=<img src=x onerror="window.__pwned=1">'],
    ['5000 characters', `?lang=${longValue}`],
    ['repeated parameter', '?lang=en&lang=de'],
    ['JSON array', `?lang=${encodeURIComponent('["en"]')}`],
  ]

  for (const [name, query] of junk) {
    test(`${name} (${query.slice(0, 40)}) renders German and never reaches the page`, async ({
      page,
    }) => {
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      for (const sitePage of [pageById('home'), pageById('services')]) {
        await openPage(page, `${sitePage.path}${query}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePage.h1('de'))
        await expect(page.locator('html')).toHaveAttribute('lang', 'de')
        expect(
          await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
        ).toBeUndefined()
        const html = await page.content()
        expect(html).not.toContain('__pwned')
        expect(html).not.toContain(longValue.slice(0, 200))
        // Internal links never carry the junk value.
        const hrefs = await page
          .locator('a[href^="/"]')
          .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
        for (const href of hrefs) {
          const values = new URL(href).searchParams.getAll('lang')
          expect(values.every(isLanguage), href).toBe(true)
        }
      }
      expect(dialogs, 'dialogs opened by the page').toEqual([])
    })
  }

  test('junk in the address with a stored English preference renders English', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await openPage(page, withLang('/services', 'de'))
    await switchLink(page, 'de', 'en').click()
    await expect.poll(() => storedPreference(page)).toHaveLength(1)

    for (const query of ['?lang=xx', '?lang=', '?lang=DE', `?lang=${'y'.repeat(5000)}`]) {
      await openPage(page, `/about${query}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageById('about').h1('en'))
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    }
  })
})

test.describe('stored preference edge cases', () => {
  const storageKey = `${company.slug}-language`

  for (const stored of [
    'xx',
    'EN',
    '',
    '<script>window.__pwned=1</script>',
    '{"lang":"en"}',
    'z'.repeat(5000),
  ]) {
    test(`a stored junk value (${JSON.stringify(stored.slice(0, 30))}) yields German`, async ({
      page,
    }) => {
      await page.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem('e2e-seeded')) {
            localStorage.setItem(key, value)
            sessionStorage.setItem('e2e-seeded', '1')
          }
        },
        [storageKey, stored] as const,
      )
      await openPage(page, '/contact')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageById('contact').h1('de'))
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      expect(
        await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
      ).toBeUndefined()
    })
  }

  test(`a stored 'en' (key ${storageKey}) yields English without ?lang`, async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem(key, 'en')
        sessionStorage.setItem('e2e-seeded', '1')
      }
    }, storageKey)
    await openPage(page, '/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageById('home').h1('en'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  const throwingStorage: Array<[string, () => void]> = [
    [
      'getItem and setItem throw',
      () => {
        const fail = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        }
        Storage.prototype.getItem = fail
        Storage.prototype.setItem = fail
        Storage.prototype.removeItem = fail
      },
    ],
    [
      'window.localStorage itself throws',
      () => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError')
          },
        })
      },
    ],
  ]

  for (const [name, breakStorage] of throwingStorage) {
    test(`storage where ${name} breaks neither the page nor the switch`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop)
      await page.addInitScript(breakStorage)

      await openPage(page, '/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageById('home').h1('de'))

      await openPage(page, withLang('/services', 'de'))
      await switchLink(page, 'de', 'en').click()
      await expectPageIn(page, '/services', 'en', pageById('services').h1('en'))
      await headerNavigation(page, 'en')
        .getByRole('link', { name: texts.en.navigation.about(), exact: true })
        .click()
      await expectPageIn(page, '/about', 'en', pageById('about').h1('en'))
      expect(langInUrl(page)).toEqual(['en'])
    })
  }
})

test('the main navigation lists the pages in order', async ({ page }) => {
  await page.setViewportSize(viewports.desktop)
  await openPage(page, withLang('/', 'en'))
  await expect(headerNavigation(page, 'en').getByRole('link')).toHaveText(
    mainNavigation.map((id) => texts.en.navigation[id]()),
  )
})

test.describe('the chosen language at every host, through its cookie', () => {
  /** The language cookies the browser holds, by name. */
  async function languageCookies(page: Page) {
    const cookies = await page.context().cookies()
    return cookies.filter((cookie) => languages.some((l) => cookie.name === languageCookieName(l)))
  }

  /** The documents the page requests from here on (the loader's swap would be a second one). */
  function documentRequests(page: Page): string[] {
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    return documents
  }

  test('a switch sets the strictly necessary cookie, and the next address without ?lang comes in that language at once', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop)
    await openPage(page, withLang('/services', 'de'))
    await switchLink(page, 'de', 'en').click()
    await expect.poll(() => languageCookies(page)).toHaveLength(1)
    const [cookie] = await languageCookies(page)
    expect(cookie).toMatchObject({
      name: languageCookieName('en'),
      value: '1',
      path: '/',
      sameSite: 'Lax',
      httpOnly: false,
    })
    // A year, give or take the test's own time.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000)

    const documents = documentRequests(page)
    const answer = await page.goto('/about')
    expect(await answer?.text()).toContain('<html lang="en"')
    await waitForApp(page)
    await expectPageIn(page, '/about', 'en', pageById('about').h1('en'))
    expect(documents, 'the page is fetched once').toHaveLength(1)

    // Back to German: the English cookie goes, the German one comes.
    await switchLink(page, 'en', 'de').click()
    await expect
      .poll(async () => (await languageCookies(page)).map(({ name }) => name))
      .toEqual([languageCookieName('de')])
    const german = await page.goto('/contact')
    expect(await german?.text()).toContain('<html lang="de"')
  })

  test('a choice stored before the cookie existed gets its cookie from the loader, once', async ({
    page,
  }) => {
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('e2e-seeded')) {
          localStorage.setItem(key, value)
          sessionStorage.setItem('e2e-seeded', '1')
        }
      },
      [`${company.slug}-language`, 'en'] as const,
    )
    const documents = documentRequests(page)
    await openPage(page, '/about')
    await expectPageIn(page, '/about', 'en', pageById('about').h1('en'))
    // The German page, then the English one: the loader's fallback, this once.
    expect(documents).toHaveLength(2)
    expect((await languageCookies(page)).map(({ name }) => name)).toEqual([
      languageCookieName('en'),
    ])
    documents.length = 0
    await openPage(page, '/services')
    await expectPageIn(page, '/services', 'en', pageById('services').h1('en'))
    expect(documents).toHaveLength(1)
  })
})

test.describe('odd addresses with a stored choice', () => {
  type Frame = { language: string; heading: string | null; shown: boolean }

  /** Records, in every document, the language and heading of each frame about to be painted. */
  async function recordFrames(page: Page): Promise<Frame[]> {
    const frames: Frame[] = []
    await page.exposeBinding('recordFrame', (_source, frame: Frame) => void frames.push(frame))
    await page.addInitScript(() => {
      const record = () => {
        const shown = !!document.body && getComputedStyle(document.body).visibility !== 'hidden'
        void (window as unknown as { recordFrame: (frame: object) => void }).recordFrame({
          language: document.documentElement.lang,
          heading: document.querySelector('h1')?.textContent ?? null,
          shown,
        })
        requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    return frames
  }

  for (const withCookie of [true, false])
    test(`no address of the table paints a page in one language and then another (English stored, ${withCookie ? 'with' : 'without'} its cookie)`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      const frames = await recordFrames(page)
      await page.goto(withLang('/services', 'en'))
      await page.evaluate((key) => localStorage.setItem(key, 'en'), `${company.slug}-language`)
      const services = pageById('services')
      for (const { target, named, why } of languageAddresses) {
        if (withCookie)
          await page
            .context()
            .addCookies([{ name: languageCookieName('en'), value: '1', url: baseURL! }])
        else await page.context().clearCookies()
        // From an empty document, so that every frame recorded is the address's own.
        await page.goto('about:blank')
        frames.length = 0
        await openPage(page, target)
        const expected = named ?? 'en'
        await expect(page.getByRole('heading', { level: 1 }), why).toHaveText(services.h1(expected))
        const painted = frames.filter((frame) => frame.shown && frame.heading !== null)
        expect(painted.length, why).toBeGreaterThan(0)
        expect(
          painted.filter(
            (frame) => frame.language !== expected || frame.heading !== services.h1(expected),
          ),
          `${target}: ${why}`,
        ).toEqual([])
      }
    })
})
