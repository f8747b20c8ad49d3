/**
 * Visible focus, proved in pixels: every Tab stop of every page at phone and desktop widths (one
 * language per width and page, alternating), with the mobile menu open and a FAQ answer open,
 * looks different focused than unfocused, and its indicator is never under the fixed header. The
 * same in forced colours (Windows high contrast) for a sample of pages.
 */
import type { Page } from '@playwright/test'

import { openPage } from './support/app'
import { expectVisibleFocus, tabThroughCheckingFocus, tabUntilFocused } from './support/focus'
import { faqButton, menuCloseButton, menuToggle } from './support/locators'
import { languages, sitePages, texts, withLang, type Language } from './support/site'
import { expect, test } from './support/test'
import { viewports, type ViewportName } from './support/viewports'

// Two pictures per stop, up to 40 stops per page.
test.describe.configure({ timeout: 90_000 })

/** Opens the first FAQ answer when the sweep reaches its question, so later stops see it open. */
const openingFirstFaqAnswer = (page: Page, language: Language) => async () => {
  const question = faqButton(page, language, 0)
  const focused = await question.evaluate((element) => element === document.activeElement)
  if (!focused || (await question.getAttribute('aria-expanded')) === 'true') return
  await page.keyboard.press('Enter')
  await expect(question).toHaveAttribute('aria-expanded', 'true')
}

async function sweepPage(page: Page, path: string, language: Language): Promise<void> {
  await openPage(page, withLang(path, language))
  const stops = await tabThroughCheckingFocus(
    page,
    path === '/services' ? openingFirstFaqAnswer(page, language) : undefined,
  )
  expect(stops, 'Tab stops checked').toBeGreaterThan(5)
  if (path === '/services') {
    await expect(faqButton(page, language, 0)).toHaveAttribute('aria-expanded', 'true')
  }
}

async function sweepOpenMenu(page: Page, language: Language): Promise<void> {
  await openPage(page, withLang('/', language))
  await tabUntilFocused(page, menuToggle(page, language), 10)
  await page.keyboard.press('Enter')
  // The dialog opens with focus on a control that can show it, not on its box-less container.
  await expect(menuCloseButton(page, language)).toBeFocused()
  expect(await expectVisibleFocus(page, 'initial focus in the menu')).toBe(true)
  // Close button, four pages, two languages, call to action; then focus wraps around.
  expect(await tabThroughCheckingFocus(page)).toBe(7)
}

// Each page at both widths and in both languages, but not all four combinations: the Tab stops
// differ by width (header navigation or menu toggle), not by language, and each sweep takes two
// pictures per stop. Page by page, the language swept at each width alternates.
const viewportNames = Object.keys(viewports) as ViewportName[]
for (const [viewportIndex, viewportName] of viewportNames.entries()) {
  test.describe(`visible focus at every Tab stop (${viewportName})`, () => {
    test.use({ viewport: viewports[viewportName], reducedMotion: 'reduce' })

    for (const [pageIndex, sitePage] of sitePages.entries()) {
      const language = languages[(pageIndex + viewportIndex) % languages.length] as Language
      test(`${withLang(sitePage.path, language)}`, async ({ page }) => {
        await sweepPage(page, sitePage.path, language)
      })
    }
  })
}

test.describe('visible focus in the open mobile menu', () => {
  test.use({ viewport: viewports.mobile, reducedMotion: 'reduce' })

  for (const language of languages) {
    test(`menu (${language})`, async ({ page }) => {
      await sweepOpenMenu(page, language)
    })
  }
})

test.describe('visible focus in forced colours', () => {
  test.use({ forcedColors: 'active', reducedMotion: 'reduce' })

  test('/services?lang=de at desktop width, FAQ answer open', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await sweepPage(page, '/services', 'de')
  })

  test('/contact?lang=en at phone width', async ({ page }) => {
    await page.setViewportSize(viewports.mobile)
    await sweepPage(page, '/contact', 'en')
  })

  test('menu (en)', async ({ page }) => {
    await page.setViewportSize(viewports.mobile)
    await sweepOpenMenu(page, 'en')
  })

  test('filled buttons keep a visible edge (/contact?lang=en)', async ({ page }) => {
    // Forced colours drop every background: a button drawn by its fill alone would read as text.
    await page.setViewportSize(viewports.desktop)
    await openPage(page, withLang('/contact', 'en'))
    const filled = [
      page.getByRole('banner').getByRole('link', { name: texts.en.navigation.cta() }),
      page.getByRole('button', { name: texts.en.contact.form.submit() }),
    ]
    for (const control of filled) {
      const edge = await control.evaluate((element) => {
        const style = getComputedStyle(element)
        return {
          width: style.borderTopWidth,
          color: style.borderTopColor,
          fill: style.backgroundColor,
        }
      })
      expect(edge.width, await control.innerText()).not.toBe('0px')
      expect(edge.color, await control.innerText()).not.toBe(edge.fill)
    }
  })
})
