/**
 * The site's landmarks and controls, found by role and accessible name in the page's language,
 * and the few steps on them that many specs take.
 */
import type { Locator, Page } from '@playwright/test'

import { dialNumber, isPlaceholder, type CompanyText } from '@/config/companyFacts'

import {
  consentText,
  fact,
  faqEntries,
  phoneText,
  successMessage,
  texts,
  type Language,
} from './site'
import { expect } from './test'

export const banner = (page: Page) => page.getByRole('banner')

/** The desktop navigation in the fixed header. */
export const headerNavigation = (page: Page, language: Language) =>
  banner(page).getByRole('navigation', { name: texts[language].navigation.label() })

/**
 * The accessible name of a language switch item on a page in `pageLanguage`: the visible label
 * first (WCAG 2.5.3, so "click EN" works by voice), then the language's name.
 */
export const languageItemName = (pageLanguage: Language, item: Language) =>
  `${item.toUpperCase()} ${texts[pageLanguage].languageSwitch[item]()}`

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

function faqEntry(language: Language, index: number) {
  const entry = faqEntries(language)[index]
  if (!entry) throw new Error(`no FAQ entry ${index}`)
  return entry
}

export const faqButton = (page: Page, language: Language, index: number) =>
  faqRegion(page, language).getByRole('button', {
    name: faqEntry(language, index).question,
    exact: true,
  })

export const faqAnswer = (page: Page, language: Language, index: number) =>
  faqRegion(page, language).getByText(faqEntry(language, index).answer, { exact: true })

/**
 * The inquiry form's controls, by role and accessible name, in its own region: the contact page
 * has the callback request beside it, whose fields are named alike.
 */
export function contactForm(page: Page, language: Language) {
  const form = texts[language].contact.form
  const region = page.getByRole('region', { name: form.heading() })
  return {
    region,
    name: region.getByRole('textbox', { name: form.name(), exact: true }),
    email: region.getByRole('textbox', { name: form.email(), exact: true }),
    company: region.getByRole('textbox', { name: form.company() }),
    message: region.getByRole('textbox', { name: form.message(), exact: true }),
    consent: region.getByRole('checkbox', { name: consentText(language) }),
    submit: region.getByRole('button', { name: form.submit(), exact: true }),
    status: region.getByRole('status').filter({ hasText: successMessage }),
  }
}

export const sampleInquiry = {
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  company: 'Trattoria Test',
  message: 'Wir brauchen am Wochenende zwei Fahrer mit Fahrrad.',
}

export async function fillContactForm(
  page: Page,
  language: Language,
  values: Record<keyof typeof sampleInquiry, string> = sampleInquiry,
): Promise<void> {
  const form = contactForm(page, language)
  await form.name.fill(values.name)
  await form.email.fill(values.email)
  await form.company.fill(values.company)
  await form.message.fill(values.message)
  await untilScrollingStops(form.consent)
  await form.consent.check()
}

/**
 * Waits until `target` stands still. A focused field is scrolled clear of the fixed header, and
 * smoothly where motion is allowed: a click while that scroll runs can press on one spot and
 * release on another, which clicks nothing. Read from outside the page, so that it works with
 * JavaScript off too.
 */
export async function untilScrollingStops(target: Locator): Promise<void> {
  let last = await target.boundingBox()
  for (;;) {
    // Sampled: a smooth scroll moves the target in every frame until it ends.
    await target.page().waitForTimeout(100)
    const now = await target.boundingBox()
    if (now?.y === last?.y) return
    last = now
  }
}

/**
 * A phone number or e-mail address of the company data as a page must show it: a link that dials
 * or mails exactly that, named `name` (the value itself unless given); while it is a placeholder,
 * its label as text, and no link.
 */
export async function expectContactLink(
  scope: Locator,
  {
    value,
    kind,
    language,
    name,
  }: {
    value: CompanyText
    kind: 'tel' | 'mailto'
    language: Language
    name?: string
  },
): Promise<void> {
  const shown = name ?? (kind === 'tel' ? phoneText(value, language) : fact(value, language))
  const target = isPlaceholder(value)
    ? undefined
    : kind === 'tel'
      ? dialNumber(value) && `tel:${dialNumber(value)}`
      : `mailto:${value}`
  if (target) {
    await expect(scope.getByRole('link', { name: shown, exact: true }).first()).toHaveAttribute(
      'href',
      target,
    )
  } else {
    await expect(scope.getByText(shown, { exact: true }).first()).toBeVisible()
    await expect(scope.getByRole('link', { name: shown, exact: true })).toHaveCount(0)
  }
}
