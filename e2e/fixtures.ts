/**
 * Shared ground for the end-to-end specs: the routes, the expected texts per language (taken from the
 * dictionaries themselves, never copied), viewports, and small helpers that wait on the page rather
 * than on the clock.
 *
 * Every test gets an automatic check that the page threw no uncaught error and logged no
 * `console.error` (React reports hydration mismatches and failed resources there).
 */
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { i18nObject } from 'typesafe-i18n'
import de from '../i18n/de/index'
import en from '../i18n/en/index'
import type { Formatters, Locales, TranslationFunctions, Translations } from '../i18n/i18n-types'
import { company, type CompanyText } from '../src/config/company'
import { mainNavigation, type PageId, pagePaths } from '../src/config/pages'
import { companyText } from '../src/lib/companyText'

export { expect }
export { company }

/** A company fact as the page shows it: the value, or its placeholder label in that language. */
export const fact = (value: CompanyText, language: Language) => companyText(value, language)

export const languages = ['de', 'en'] as const satisfies readonly Locales[]
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'de'

/** The raw dictionaries, for walking keys (e.g. the FAQ questions). */
export const dictionaries = { de, en } as const

/** Translation functions built the way the site builds them, so `{company}` etc. are filled in. */
export const texts: Record<Language, TranslationFunctions> = {
  de: i18nObject<Locales, Translations, TranslationFunctions, Formatters>(
    'de',
    de as Translations,
    {},
  ),
  en: i18nObject<Locales, Translations, TranslationFunctions, Formatters>(
    'en',
    en as Translations,
    {},
  ),
}

export const otherLanguage = (language: Language): Language => (language === 'de' ? 'en' : 'de')

export type { PageId }

export type SitePage = {
  id: PageId
  path: string
  /** The one `h1` of the page in the given language. */
  h1: (language: Language) => string
}

const headings: Record<PageId, SitePage['h1']> = {
  home: (l) => texts[l].home.hero.title(),
  services: (l) => texts[l].services.header.title(),
  about: (l) => texts[l].about.header.title(),
  contact: (l) => texts[l].contact.header.title(),
  imprint: (l) => texts[l].imprint.title(),
  privacy: (l) => texts[l].privacy.title(),
}

/** Every page of the site (src/config/pages.ts) with the `h1` it must show. */
export const sitePages: readonly SitePage[] = (Object.keys(pagePaths) as PageId[]).map((id) => ({
  id,
  path: pagePaths[id],
  h1: headings[id],
}))

export const pageById = (id: PageId): SitePage => {
  const page = sitePages.find((candidate) => candidate.id === id)
  if (!page) throw new Error(`unknown page ${id}`)
  return page
}

/** The header's main navigation, in order; each id is also the dictionary key of its label. */
export { mainNavigation }

/** Title and description of a page in a language, as the dictionaries define them. */
export function pageMeta(id: PageId | 'notFound', language: Language) {
  const meta = texts[language].meta[id]
  return {
    title: meta.title({ company: fact(company.name, language) }),
    description:
      id === 'notFound'
        ? texts[language].meta.notFound.description()
        : meta.description({ company: fact(company.name, language) }),
  }
}

/** The five FAQ entries in dictionary order: `{ question, answer }`. */
export function faqEntries(language: Language) {
  const faq = texts[language].services.faq
  const ids = Object.keys(dictionaries[language].services.faq).filter(
    (key) => key !== 'heading',
  ) as Array<Exclude<keyof typeof de.services.faq, 'heading'>>
  return ids.map((id) => ({ question: faq[id].question(), answer: faq[id].answer() }))
}

/** The only success text, German in every language (R-LANG-6 in docs/requirements.md). */
export const successMessage = texts.de.contact.form.success()

export const withLang = (path: string, language: Language) => `${path}?lang=${language}`

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const
export type ViewportName = keyof typeof viewports

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type Fixtures = {
  /** Console errors matching one of these are tolerated (for example a 404 document status). */
  allowedConsoleErrors: RegExp[]
  failOnPageErrors: void
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  failOnPageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (allowedConsoleErrors.some((allowed) => allowed.test(text))) return
        errors.push(`console.error: ${text}`)
      })
      await use()
      expect(errors, 'uncaught errors or console errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

/** True once the app has hydrated the page: it says so itself on `<html data-app>` (runs in the page). */
export const pageIsHydrated = () => document.documentElement.dataset.app === 'ready'

/**
 * Starts the app the way a visitor does (the loader starts it at idle or at a first sign of use; a
 * key press moves neither focus nor scroll) and waits until the app has hydrated the page, so that
 * buttons react to clicks and keys.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift')
  await page.waitForFunction(pageIsHydrated)
}

export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForApp(page)
}

export const banner = (page: Page) => page.getByRole('banner')

/** The desktop navigation in the fixed header. */
export const headerNavigation = (page: Page, language: Language) =>
  banner(page).getByRole('navigation', { name: texts[language].navigation.label() })

export const menuToggle = (page: Page, language: Language) =>
  banner(page).getByRole('button', { name: texts[language].navigation.openMenu() })

/**
 * The mobile menu. Headless UI's dialog root has no box of its own (its children are fixed), so
 * visibility is asserted on its content, for example `menuCloseButton`.
 */
export const mobileMenu = (page: Page, language: Language) =>
  page.getByRole('dialog', { name: texts[language].navigation.menuTitle() })

export const menuCloseButton = (page: Page, language: Language) =>
  mobileMenu(page, language).getByRole('button', { name: texts[language].navigation.closeMenu() })

export async function openMobileMenu(page: Page, language: Language): Promise<Locator> {
  await menuToggle(page, language).click()
  await expect(menuCloseButton(page, language)).toBeVisible()
  return mobileMenu(page, language)
}

export const faqRegion = (page: Page, language: Language) =>
  page.getByRole('region', { name: texts[language].services.faq.heading() })

export const faqButton = (page: Page, language: Language, index: number) => {
  const entry = faqEntries(language)[index]
  if (!entry) throw new Error(`no FAQ entry ${index}`)
  return faqRegion(page, language).getByRole('button', { name: entry.question, exact: true })
}

export const faqAnswer = (page: Page, language: Language, index: number) => {
  const entry = faqEntries(language)[index]
  if (!entry) throw new Error(`no FAQ entry ${index}`)
  return faqRegion(page, language).getByText(entry.answer, { exact: true })
}

/** The inquiry form's controls, by role and accessible name. */
export function contactForm(page: Page, language: Language) {
  const form = texts[language].contact.form
  return {
    name: page.getByRole('textbox', { name: form.name(), exact: true }),
    email: page.getByRole('textbox', { name: form.email(), exact: true }),
    company: page.getByRole('textbox', { name: form.company() }),
    message: page.getByRole('textbox', { name: form.message(), exact: true }),
    consent: page.getByRole('checkbox', { name: form.consent() }),
    submit: page.getByRole('button', { name: form.submit(), exact: true }),
    status: page.getByRole('status').filter({ hasText: successMessage }),
  }
}

export const sampleInquiry = {
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  company: 'Trattoria Test',
  message: 'Wir brauchen am Wochenende zwei Fahrer mit Fahrrad.',
}

export async function fillContactForm(page: Page, language: Language): Promise<void> {
  const form = contactForm(page, language)
  await form.name.fill(sampleInquiry.name)
  await form.email.fill(sampleInquiry.email)
  await form.company.fill(sampleInquiry.company)
  await form.message.fill(sampleInquiry.message)
  await form.consent.check()
}

/** Runs axe-core with the project's WCAG tags; returns the violations in a readable shape. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze()
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([])
}

type TimerHooks = { __e2eReleaseHeldTimers?: () => void }

/**
 * Holds back every `setTimeout` of `minimumMs` or more until `releaseHeldTimers` is called, so that
 * a timed state (the form's 3-second success state) stays on screen while a slow check such as axe
 * runs. Short timers run as usual (axe itself needs them, which is why Playwright's paused clock
 * cannot be used here). Call before the page loads.
 */
export async function holdLongTimers(page: Page, minimumMs = 2000): Promise<void> {
  await page.addInitScript((minimum: number) => {
    const realSetTimeout = window.setTimeout.bind(window)
    const realClearTimeout = window.clearTimeout.bind(window)
    const held = new Map<number, () => void>()
    let holding = true
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      if (
        holding &&
        typeof handler === 'function' &&
        typeof timeout === 'number' &&
        timeout >= minimum
      ) {
        const id = realSetTimeout(() => undefined, 0)
        held.set(id, () => (handler as (...rest: unknown[]) => void)(...args))
        return id
      }
      return realSetTimeout(handler, timeout, ...args)
    }) as typeof window.setTimeout
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) held.delete(id)
      realClearTimeout(id)
    }) as typeof window.clearTimeout
    ;(window as unknown as TimerHooks).__e2eReleaseHeldTimers = () => {
      holding = false
      for (const [id, run] of held) {
        held.delete(id)
        realSetTimeout(run, 0)
      }
    }
  }, minimumMs)
}

export async function releaseHeldTimers(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as TimerHooks).__e2eReleaseHeldTimers?.())
}

/** Presses Tab until `target` has focus; fails if it does not within `maxPresses`. */
export async function tabUntilFocused(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `not reached with ${maxPresses} presses of Tab`).toBeFocused({ timeout: 1 })
}

/** The `lang` parameter of the page's current address (null when absent). */
export const langInUrl = (page: Page) => new URL(page.url()).searchParams.getAll('lang')
