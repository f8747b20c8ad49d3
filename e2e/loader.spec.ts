/**
 * The loader (src/enhance/loader.ts): a page requests nothing but its stylesheet before it has
 * loaded, then prepares the app while the visitor reads; what the visitor does before the app has
 * hydrated is not lost: a FAQ answer and the menu show at once, other clicks are held (shown as
 * busy, counted once) and replayed with the app's behaviour, the language switch shows the other
 * language at once, typed text stays, and without the app links still work.
 */
import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'

import { appHydrating, appReady, appStateKey, switchedPageTag } from '@/enhance/contract'
import { languageStorageKey, type Language } from '@/shared/language'

import { isHydrated, waitUntilHydrated } from './support/app'
import {
  contactForm,
  faqAnswer,
  faqButton,
  fillContactForm,
  headerNavigation,
  languageItemName,
  menuCloseButton,
  menuToggle,
  sampleInquiry,
} from './support/locators'
import { pageMeta, texts, withLang } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

const appEntry = /\/assets\/entry-client-[^/]+\.js$/

declare global {
  // Set in the page by actWhileHydrating (below).
  var stepsWhileHydrating:
    Promise<{ appState: string | undefined; onSwitchedPage: boolean[] }> | undefined
  var headingsWhileHydrating: Promise<string[]> | undefined
  var recordHeadings: (() => void) | undefined
}

/**
 * Holds the app's entry back, as a slow network would, so that the visitor acts first; the
 * returned function lets it through (well within the loader's 3 s limit for held clicks).
 */
async function slowAppDownload(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(appEntry, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Opens `path` in `language` with the app held back (see {@link slowAppDownload}), and resolves
 * once the loader has fetched the page in `other`, which a tap on the switch then shows at once.
 * `bare`: at the address without `?lang` (in the default language).
 */
async function openWithOtherLanguage(
  page: Page,
  path: string,
  language: Language,
  other: Language,
  { bare = false } = {},
): Promise<() => void> {
  const letAppThrough = await slowAppDownload(page)
  const fetched = page.waitForResponse(
    (response) =>
      response.request().resourceType() === 'fetch' &&
      response.url().endsWith(withLang(path, other)),
  )
  await page.goto(bare ? path : withLang(path, language))
  await fetched
  return letAppThrough
}

/** Keeps the loader's fetch of the other language's page from coming, so that a tap on the switch waits. */
const holdOtherLanguageFetch = (page: Page) =>
  page.route(/\?lang=/, async (route) => {
    // Left unanswered: the page stays on its way.
    if (route.request().resourceType() !== 'fetch') await route.continue()
  })

const languageSwitchLink = (page: Page, pageLanguage: Language, item: Language) =>
  page
    .getByRole('list', { name: texts[pageLanguage].languageSwitch.label() })
    .getByRole('link', { name: languageItemName(pageLanguage, item), exact: true })

// Smooth scrolling would make each click wait for the scroll, eating into the loader's 3 s for held
// clicks: reduced motion turns it off.
test.use({ viewport: viewports.desktop, reducedMotion: 'reduce' })

test('before its load event and first paint a page requests only its stylesheet; the app follows unasked', async ({
  page,
}) => {
  await page.goto(withLang('/services', 'de'), { waitUntil: 'load' })
  await waitUntilHydrated(page)
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const [firstPaint] = performance.getEntriesByName('first-contentful-paint')
    return {
      // The app's requests wait for both: each could otherwise delay the paint.
      quietUntil: Math.max(navigation?.loadEventStart ?? 0, firstPaint?.startTime ?? Infinity),
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }
  })
  const beforePaint = timing.resources.filter((entry) => entry.startTime < timing.quietUntil)
  expect(beforePaint.map((entry) => entry.path)).toEqual([
    expect.stringMatching(/^\/assets\/.+\.css$/),
  ])
  expect(timing.resources.map((entry) => entry.path)).toContainEqual(
    expect.stringMatching(appEntry),
  )
})

test('on a phone the mobile menu is fetched after the app itself, which it would otherwise slow down', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile)
  await page.goto(withLang('/', 'de'), { waitUntil: 'load' })
  await waitUntilHydrated(page)
  // The menu's modules load once the app's own have all arrived (not timed: only the order).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const data = document.querySelector<HTMLElement>('script[data-entry]')?.dataset ?? {}
        const list = (value = '') => value.split(' ').filter(Boolean)
        const timing = (address: string) =>
          performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).pathname === address) as
            PerformanceResourceTiming | undefined
        const app = [data.entry ?? '', ...list(data.preload)].map(timing)
        const menu = list(data.preloadNarrow).map(timing)
        if (!menu.length || [...app, ...menu].some((entry) => !entry)) return 'not all fetched yet'
        const appArrived = Math.max(...app.map((entry) => entry!.responseEnd))
        return menu.every((entry) => entry!.startTime >= appArrived) ? 'after' : 'alongside'
      }),
    )
    .toBe('after')
})

test('a page whose first paint is never reported (a background tab) still prepares the app', async ({
  page,
}) => {
  // Paint timing stays silent, as it does for a page loaded where it is not shown.
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe
    PerformanceObserver.prototype.observe = function (options) {
      if (options?.type !== 'paint') observe.call(this, options)
    }
  })
  await page.goto(withLang('/services', 'de'), { waitUntil: 'load' })
  await waitUntilHydrated(page)
})

test('a page whose address names its language never reads the stored language', async ({
  page,
}) => {
  // A page's first storage read can block the main thread for milliseconds; a valid `?lang` makes
  // the stored choice irrelevant, so neither the loader nor the app should pay for it.
  await page.addInitScript(() => {
    const keysRead: string[] = []
    Object.assign(window, { keysRead })
    const getItem = Storage.prototype.getItem
    Storage.prototype.getItem = function (this: Storage, key: string) {
      keysRead.push(key)
      return getItem.call(this, key)
    }
  })
  await page.goto(withLang('/services', 'de'), { waitUntil: 'load' })
  await waitUntilHydrated(page)
  const keysRead = await page.evaluate(() => (window as unknown as { keysRead: string[] }).keysRead)
  expect(keysRead).not.toContain(languageStorageKey)
})

test('the app hydrates the page where the visitor is reading, without scrolling it', async ({
  page,
}) => {
  const letAppThrough = await slowAppDownload(page)
  await page.goto(withLang('/services', 'en'))
  const readingAt = await page.evaluate(() => {
    window.scrollTo({ top: 600, behavior: 'instant' })
    return window.scrollY
  })
  expect(readingAt).toBeGreaterThan(0)
  letAppThrough()
  await waitUntilHydrated(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(readingAt)

  // Navigations after that still start at the top of the new page.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: texts.en.navigation.about(), exact: true })
    .click()
  await expect(page).toHaveURL(/\/about\?lang=en$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the inline loader is exactly the script the Content-Security-Policy allows', async ({
  page,
}) => {
  const response = await page.goto(withLang('/', 'en'))
  const policy = response?.headers()['content-security-policy'] ?? ''
  const loader = await page.locator('script[data-entry]').textContent()
  const hash = createHash('sha256')
    .update(loader ?? '')
    .digest('base64')
  expect(policy).toContain(`'sha256-${hash}'`)
})

test('a FAQ question tapped before the app has hydrated shows its answer at once, and the app keeps it open', async ({
  page,
}) => {
  const letAppThrough = await slowAppDownload(page)
  await page.goto(withLang('/services', 'en'))
  const [first, second] = [0, 1].map((index) => ({
    question: faqButton(page, 'en', index),
    answer: faqAnswer(page, 'en', index),
  }))
  await first!.question.click()
  await expect(first!.answer).toBeVisible()
  await expect(first!.question).toHaveAttribute('aria-expanded', 'true')
  // Answered, not waiting.
  await expect(first!.question).not.toHaveAttribute('aria-busy')
  // One answer at a time, as with the app; a second tap closes it again.
  await second!.question.click()
  await expect(second!.answer).toBeVisible()
  await expect(first!.answer).toBeHidden()
  await expect(first!.question).toHaveAttribute('aria-expanded', 'false')
  await second!.question.click()
  await expect(second!.answer).toBeHidden()
  await first!.question.click()
  expect(await isHydrated(page)).toBe(false)
  letAppThrough()

  await waitUntilHydrated(page)
  await expect(first!.answer).toBeVisible()
  await expect(first!.question).toHaveAttribute('aria-expanded', 'true')
  await expect(second!.answer).toBeHidden()
  // The app holds the same state: its next tap closes the answer.
  await first!.question.click()
  await expect(first!.answer).toBeHidden()
  await expect(first!.question).toHaveAttribute('aria-expanded', 'false')
})

test.describe('the mobile menu before the app has hydrated', () => {
  test.use({ viewport: viewports.mobile })

  const plainMenu = (page: Page) => page.locator('#menu')

  test('a tap shows the plain menu at once over the page, and the app’s menu takes its place', async ({
    page,
  }) => {
    const letAppThrough = await slowAppDownload(page)
    await page.goto(withLang('/', 'de'))
    await menuToggle(page, 'de').click()
    await expect(
      plainMenu(page).getByRole('link', { name: texts.de.navigation.services(), exact: true }),
    ).toBeVisible()
    await expect(
      plainMenu(page).getByRole('button', { name: texts.de.navigation.closeMenu() }),
    ).toBeFocused()
    expect(await isHydrated(page)).toBe(false)
    await expect(page.locator('[aria-busy]')).toHaveCount(0)
    letAppThrough()

    await expect(menuCloseButton(page, 'de')).toBeFocused()
    await expect(plainMenu(page)).toBeHidden()
  })

  test('a language chosen in the plain menu is shown at once, the menu closed as the app closes it', async ({
    page,
  }) => {
    const letAppThrough = await openWithOtherLanguage(page, '/about', 'de', 'en')
    const historyLength = await page.evaluate(() => history.length)
    await menuToggle(page, 'de').click()
    await plainMenu(page)
      .getByRole('link', { name: languageItemName('de', 'en'), exact: true })
      .click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.about.header.title())
    await expect(page).toHaveURL(/\/about\?lang=en$/)
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    await expect(plainMenu(page)).toBeHidden()
    await expect(menuToggle(page, 'en')).toBeFocused()
    expect(await isHydrated(page)).toBe(false)
    letAppThrough()

    await waitUntilHydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(menuCloseButton(page, 'en')).toBeHidden()
    await expect(menuToggle(page, 'en')).toBeFocused()
  })

  test('a choice in the plain menu before the other language has come waits for the app', async ({
    page,
  }) => {
    await holdOtherLanguageFetch(page)
    const letAppThrough = await slowAppDownload(page)
    await page.goto(withLang('/about', 'de'))
    await menuToggle(page, 'de').click()
    const english = plainMenu(page).getByRole('link', {
      name: languageItemName('de', 'en'),
      exact: true,
    })
    await english.click()
    await expect(english).toHaveAttribute('aria-busy', 'true')
    letAppThrough()

    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveURL(/\/about\?lang=en$/)
    await expect(plainMenu(page)).toBeHidden()
    await expect(menuToggle(page, 'en')).toBeFocused()
  })

  test('the plain menu closed before the app has hydrated stays closed', async ({ page }) => {
    const letAppThrough = await slowAppDownload(page)
    await page.goto(withLang('/', 'en'))
    await menuToggle(page, 'en').click()
    await expect(plainMenu(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(plainMenu(page)).toBeHidden()
    await expect(menuToggle(page, 'en')).toBeFocused()
    letAppThrough()

    await waitUntilHydrated(page)
    // Whatever the app would do with it, it has done once the browser is idle again.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    await expect(menuCloseButton(page, 'en')).toBeHidden()
    await expect(menuToggle(page, 'en')).toHaveAttribute('aria-expanded', 'false')
  })
})

test('the language switch tapped before the app has hydrated shows the other language at once, as the app would', async ({
  page,
}) => {
  const letAppThrough = await openWithOtherLanguage(page, '/about', 'de', 'en')
  const historyLength = await page.evaluate(() => history.length)
  await languageSwitchLink(page, 'de', 'en').click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.about.header.title())
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle(pageMeta('about', 'en').title)
  await expect(page).toHaveURL(/\/about\?lang=en$/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
  expect(await page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe('en')
  await expect(languageSwitchLink(page, 'en', 'en')).toBeFocused()
  await expect(languageSwitchLink(page, 'en', 'en')).toHaveAttribute('aria-current', 'true')
  expect(await isHydrated(page)).toBe(false)
  letAppThrough()

  // The app hydrates the page in its new language (a mismatch would be a console error) and runs it.
  await waitUntilHydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.about.header.title())
  await languageSwitchLink(page, 'en', 'de').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.de.about.header.title())
  await expect(page).toHaveURL(/\/about\?lang=de$/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
})

test('the language switch tapped before the other language has come waits for the app, and adds no history entry', async ({
  page,
}) => {
  await holdOtherLanguageFetch(page)
  const letAppThrough = await slowAppDownload(page)
  await page.goto(withLang('/about', 'de'))
  const historyLength = await page.evaluate(() => history.length)
  const english = languageSwitchLink(page, 'de', 'en')
  await english.click()
  await expect(english).toHaveAttribute('aria-busy', 'true')
  letAppThrough()

  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveURL(/\/about\?lang=en$/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
})

/** What {@link actWhileHydrating} does in the page: a click, or a field given a value (as typing leaves it). */
type Step = { selector: string; index?: number; type?: string }

/**
 * Opens `path` like {@link openWithOtherLanguage} (and does `before` there), lets the app through
 * on a CPU slowed down 4 times (the tap benchmark's phone), and takes `steps` in the page on the
 * `index`th match of each selector, while the app hydrates: the first as soon as the app starts,
 * or, `midway`, once React has hydrated the page's first link (it then holds on to the page's
 * elements); each next one once the loader shows the other page. Resolves to how far the app had
 * come after the last step and whether each step was on the page the loader shows over the
 * hydrating one; the returned `fullSpeed` gives the CPU its speed back. From the first step on,
 * the page records the first heading's text in every frame, until the app shows its own page
 * ({@link headingsShown}).
 */
async function actWhileHydrating(
  page: Page,
  path: string,
  [language, other]: [Language, Language],
  steps: Step[],
  {
    before,
    midway = false,
    bare = false,
  }: { before?: () => Promise<void>; midway?: boolean; bare?: boolean } = {},
) {
  const letAppThrough = await openWithOtherLanguage(page, path, language, other, { bare })
  await before?.()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const fullSpeed = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  // Set up before the app may come, and kept in the page: a round trip could let it finish first.
  await page.evaluate(
    ({ steps, midway, key, hydrating, ready, switchedPage }) => {
      const { dataset } = document.documentElement
      const headings: string[] = []
      globalThis.headingsWhileHydrating = new Promise((resolve) => {
        const record = () => {
          const heading = document.querySelector('h1')?.textContent ?? ''
          if (heading !== headings.at(-1)) headings.push(heading)
          if (dataset[key] === ready && !document.querySelector(switchedPage)) resolve(headings)
          else requestAnimationFrame(record)
        }
        globalThis.recordHeadings = record
      })
      globalThis.stepsWhileHydrating = new Promise((resolve) => {
        // React's own mark on an element it has hydrated (set as it renders, before it commits):
        // looked at here only, to act mid-way.
        const hydratedByReact = (element: Element | null) =>
          !!element && Object.keys(element).some((name) => name.startsWith('__reactFiber'))
        const onSwitchedPage: boolean[] = []
        const takeStep = (next: number) => {
          const step = steps[next]
          if (!step) return resolve({ appState: dataset[key], onSwitchedPage })
          if (next > 0 && !document.querySelector(switchedPage) && dataset[key] !== ready) {
            setTimeout(() => takeStep(next))
            return
          }
          const element = document.querySelectorAll<HTMLInputElement>(step.selector)[
            step.index ?? 0
          ]
          onSwitchedPage.push(!!element?.closest(switchedPage))
          if (step.type === undefined) element?.click()
          else if (element) element.value = step.type
          if (next === 0) requestAnimationFrame(() => globalThis.recordHeadings?.())
          setTimeout(() => takeStep(next + 1))
        }
        const waitForMoment = () => {
          const moment =
            dataset[key] === hydrating && (!midway || hydratedByReact(document.querySelector('a')))
          if (moment) takeStep(0)
          else setTimeout(waitForMoment)
        }
        waitForMoment()
      })
    },
    {
      steps,
      midway,
      key: appStateKey,
      hydrating: appHydrating,
      ready: appReady,
      switchedPage: switchedPageTag,
    },
  )
  letAppThrough()
  const taken = await page.evaluate(() => globalThis.stepsWhileHydrating)
  return { ...taken, fullSpeed }
}

/**
 * The first heading's texts, in the order the page showed them, from the first frame after the
 * first step of {@link actWhileHydrating} until the app showed its own page.
 */
const headingsShown = (page: Page) => page.evaluate(() => globalThis.headingsWhileHydrating)

/** Records, in the page, how far the app had come when the first heading first read `heading`. */
const recordAppStateWhenHeadingReads = (page: Page, heading: string) =>
  page.evaluate(
    ({ heading, key }) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent !== heading) return
        document.body.dataset.appStateAtHeading = document.documentElement.dataset[key]
        observer.disconnect()
      })
      observer.observe(document, { subtree: true, childList: true, characterData: true })
    },
    { heading, key: appStateKey },
  )

const appStateAtHeading = (page: Page) =>
  page.evaluate(() => document.body.dataset.appStateAtHeading)

const switchTo = (language: Language, where = 'header') => ({
  selector: `${where} a[hreflang="${language}"]`,
})

test.describe('the language switch tapped while the app hydrates', () => {
  test('shows the other language at once, and the app then shows the same page', async ({
    page,
  }) => {
    const english = texts.en.about.header.title()
    let historyLength = 0
    const { appState, fullSpeed } = await actWhileHydrating(
      page,
      '/about',
      ['de', 'en'],
      [switchTo('en')],
      {
        midway: true,
        before: async () => {
          historyLength = await page.evaluate(() => history.length)
          await recordAppStateWhenHeadingReads(page, english)
        },
      },
    )
    expect(appState).toBe(appHydrating)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english)
    await fullSpeed()
    await waitUntilHydrated(page)
    // Shown over the page React was hydrating, before the app had hydrated it, and never the
    // other language again.
    expect(await appStateAtHeading(page)).toBe(appHydrating)
    expect(await headingsShown(page)).toEqual([english])

    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveURL(/\/about\?lang=en$/)
    await expect(page).toHaveTitle(pageMeta('about', 'en').title)
    await expect(page.locator(switchedPageTag)).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english)
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    expect(await page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe('en')
    // The app runs the page it shows.
    await languageSwitchLink(page, 'en', 'de').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.de.about.header.title())
  })

  test('at an address without ?lang, never shows the old language again', async ({ page }) => {
    const english = texts.en.about.header.title()
    const { appState, fullSpeed } = await actWhileHydrating(
      page,
      '/about',
      ['de', 'en'],
      [switchTo('en')],
      { midway: true, bare: true },
    )
    expect(appState).toBe(appHydrating)
    await fullSpeed()
    await waitUntilHydrated(page)
    expect(await headingsShown(page)).toEqual([english])
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveURL(/\/about\?lang=en$/)
    await expect(page.getByRole('main')).toContainText(texts.en.about.header.title())
    expect(await page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe('en')
  })

  test('leaves focus on the switch where it had it', async ({ page }) => {
    const { appState, fullSpeed } = await actWhileHydrating(
      page,
      '/about',
      ['de', 'en'],
      [switchTo('en')],
      { midway: true, before: () => languageSwitchLink(page, 'de', 'en').focus() },
    )
    expect(appState).toBe(appHydrating)
    await expect(languageSwitchLink(page, 'en', 'en')).toBeFocused()
    await fullSpeed()
    await waitUntilHydrated(page)
    await expect(page.locator(switchedPageTag)).toHaveCount(0)
    await expect(languageSwitchLink(page, 'en', 'en')).toBeFocused()
  })

  test('from the plain menu as the app starts, closes it, and focus ends on the app’s menu toggle', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.mobile)
    const english = texts.en.about.header.title()
    const { appState, fullSpeed } = await actWhileHydrating(
      page,
      '/about',
      ['de', 'en'],
      [switchTo('en', '#menu')],
      {
        before: async () => {
          await menuToggle(page, 'de').click()
          await recordAppStateWhenHeadingReads(page, english)
        },
      },
    )
    expect(appState).toBe(appHydrating)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english)
    await expect(menuToggle(page, 'en')).toBeFocused()
    await fullSpeed()
    await waitUntilHydrated(page)
    expect(await appStateAtHeading(page)).toBe(appHydrating)
    expect(await headingsShown(page)).toEqual([english])
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator(switchedPageTag)).toHaveCount(0)
    await expect(menuToggle(page, 'en')).toBeFocused()
    await expect(menuCloseButton(page, 'en')).toBeHidden()
    await expect(page.locator('#menu')).toBeHidden()
  })

  test('a FAQ question tapped on the page shown meanwhile opens in the app’s page', async ({
    page,
  }) => {
    const { appState, onSwitchedPage, fullSpeed } = await actWhileHydrating(
      page,
      '/services',
      ['de', 'en'],
      [switchTo('en'), { selector: 'main h3 button', index: 1 }],
      { midway: true },
    )
    expect(appState).toBe(appHydrating)
    // The question was tapped on the page shown meanwhile: the app's page answers it.
    expect(onSwitchedPage).toEqual([false, true])
    await fullSpeed()

    await waitUntilHydrated(page)
    await expect(page.locator(switchedPageTag)).toHaveCount(0)
    await expect(faqAnswer(page, 'en', 1)).toBeVisible()
    await expect(faqButton(page, 'en', 1)).toHaveAttribute('aria-expanded', 'true')
    await faqButton(page, 'en', 1).click()
    await expect(faqAnswer(page, 'en', 1)).toBeHidden()
  })

  test('text typed on the page shown meanwhile stays, in the app’s form', async ({ page }) => {
    const { appState, onSwitchedPage, fullSpeed } = await actWhileHydrating(
      page,
      '/contact',
      ['en', 'de'],
      [
        switchTo('de'),
        { selector: 'form[action^="/api/inquiries"] [name="name"]', type: sampleInquiry.name },
        {
          selector: 'form[action^="/api/inquiries"] [name="message"]',
          type: sampleInquiry.message,
        },
      ],
      { midway: true },
    )
    expect(appState).toBe(appHydrating)
    expect(onSwitchedPage).toEqual([false, true, true])
    await fullSpeed()

    await waitUntilHydrated(page)
    await expect(page.locator(switchedPageTag)).toHaveCount(0)
    const form = contactForm(page, 'de')
    await expect(form.name).toHaveValue(sampleInquiry.name)
    await expect(form.message).toHaveValue(sampleInquiry.message)
  })
})

test('a FAQ answer shown before the app has hydrated stays shown when the language is switched', async ({
  page,
}) => {
  const letAppThrough = await openWithOtherLanguage(page, '/services', 'de', 'en')
  await faqButton(page, 'de', 1).click()
  await languageSwitchLink(page, 'de', 'en').click()

  await expect(faqAnswer(page, 'en', 1)).toBeVisible()
  await expect(faqButton(page, 'en', 1)).toHaveAttribute('aria-expanded', 'true')
  await expect(faqAnswer(page, 'en', 0)).toBeHidden()
  expect(await isHydrated(page)).toBe(false)
  letAppThrough()

  await waitUntilHydrated(page)
  await expect(faqAnswer(page, 'en', 1)).toBeVisible()
  // The app holds the same state: its next tap closes the answer.
  await faqButton(page, 'en', 1).click()
  await expect(faqAnswer(page, 'en', 1)).toBeHidden()
})

test('a visitor whose browser asks to save data is not sent the other language ahead', async ({
  page,
}) => {
  // Chromium's Data Saver is gone; its signal, `navigator.connection.saveData`, is what the loader reads.
  await page.addInitScript(() => {
    const { connection } = navigator as Navigator & { connection: object }
    Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => true })
  })
  const fetches: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') fetches.push(request.url())
  })
  await page.goto(withLang('/about', 'de'))
  await waitUntilHydrated(page)
  expect(fetches).toEqual([])
  // The switch works as ever, by the app.
  await languageSwitchLink(page, 'de', 'en').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.about.header.title())
})

test('text typed before the app has hydrated stays when the language is switched', async ({
  page,
}) => {
  const letAppThrough = await openWithOtherLanguage(page, '/contact', 'en', 'de')
  await fillContactForm(page, 'en')
  await languageSwitchLink(page, 'en', 'de').click()
  // Not exchanged for the other language's empty form: held until the app switches it.
  await expect(languageSwitchLink(page, 'en', 'de')).toHaveAttribute('aria-busy', 'true')
  letAppThrough()

  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const form = contactForm(page, 'de')
  await expect(form.name).toHaveValue(sampleInquiry.name)
  await expect(form.message).toHaveValue(sampleInquiry.message)
})

test('text typed before the app has hydrated is kept and can be sent', async ({ page }) => {
  const letAppThrough = await slowAppDownload(page)
  await page.goto(withLang('/contact', 'en'))
  const form = contactForm(page, 'en')
  await fillContactForm(page, 'en')
  await form.submit.click()
  expect(await isHydrated(page)).toBe(false)
  letAppThrough()

  await expect(form.status).toBeVisible()
  await expect(form.name).toHaveValue(sampleInquiry.name)
  await expect(form.message).toHaveValue(sampleInquiry.message)
})

test.describe('when the app cannot load', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] })

  test('links still navigate, as plain HTML', async ({ page }) => {
    await page.route(appEntry, (route) => route.abort())
    await page.goto(withLang('/', 'en'))
    await headerNavigation(page, 'en')
      .getByRole('link', { name: texts.en.navigation.about(), exact: true })
      .click()
    await expect(page).toHaveURL(/\/about\?lang=en$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.about.header.title())
  })
})
