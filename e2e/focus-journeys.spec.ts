/**
 * Focus is never lost: after a language change it stays on the switch, after a client-side page
 * change it moves to the new page's heading and the new title is announced, and the mobile menu
 * opens with focus on a visible control.
 */
import type { Locator, Page } from '@playwright/test'

import { openPage } from './support/app'
import { expectClearOfHeader, focusedStop, tabUntilFocused } from './support/focus'
import { headerNavigation, languageItemName, menuCloseButton, menuToggle } from './support/locators'
import {
  languages,
  mainNavigation,
  otherLanguage,
  pageById,
  pageMeta,
  texts,
  withLang,
} from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

/** The polite live region that names the page after a client-side page change. */
const pageAnnouncer = (page: Page) => page.locator('[aria-live="polite"]')

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement)

const focusIsOnBody = (page: Page) =>
  page.evaluate(() => document.activeElement === null || document.activeElement === document.body)

for (const language of languages) {
  const target = otherLanguage(language)
  const t = texts[language]

  test.describe(`focus journeys (${language})`, () => {
    test.use({ viewport: viewports.desktop })

    test('Enter on the language switch keeps focus on it, on the new current item', async ({
      page,
    }) => {
      await openPage(page, withLang('/services', language))
      const switchList = page
        .getByRole('banner')
        .getByRole('list', { name: t.languageSwitch.label() })
      const item = switchList.getByRole('link', { name: languageItemName(language, target) })
      await tabUntilFocused(page, item, 20)
      await page.keyboard.press('Enter')

      await expect(page.locator('html')).toHaveAttribute('lang', target)
      const newSwitchList = page
        .getByRole('banner')
        .getByRole('list', { name: texts[target].languageSwitch.label() })
      const current = newSwitchList.getByRole('link', { name: languageItemName(target, target) })
      await expect(current).toHaveAttribute('aria-current', 'true')
      await expect(current).toBeFocused()
      expect(await focusIsOnBody(page), 'focus fell back to the document').toBe(false)
      // Only the language changed: no page change is announced, and Tab goes on in the header
      // (from the document, it would reach the skip link first).
      await expect(pageAnnouncer(page)).toBeEmpty()
      await page.keyboard.press('Tab')
      await expect
        .poll(() =>
          page.getByRole('banner').evaluate((banner) => banner.contains(document.activeElement)),
        )
        .toBe(true)
    })

    test('after a client-side page change focus is on the new h1 and its title is announced', async ({
      page,
    }) => {
      await openPage(page, withLang('/', language))
      // Nothing is announced on the first load, and focus is left alone.
      await expect(pageAnnouncer(page)).toBeEmpty()
      expect(await focusIsOnBody(page)).toBe(true)
      // The header's last control: from there, and from each new page, Shift+Tab leads back.
      const headerCta = page.getByRole('banner').getByRole('link', { name: t.navigation.cta() })
      await tabUntilFocused(page, headerCta, 20)

      for (const id of mainNavigation.filter((pageId) => pageId !== 'home')) {
        const link = headerNavigation(page, language).getByRole('link', {
          name: t.navigation[id](),
          exact: true,
        })
        for (let press = 0; press < 20 && !(await isFocused(link)); press += 1) {
          await page.keyboard.press('Shift+Tab')
        }
        await expect(link).toBeFocused()
        await page.keyboard.press('Enter')

        const heading = page.getByRole('heading', { level: 1 })
        await expect(heading).toHaveText(pageById(id).h1(language))
        await expect(heading).toBeFocused()
        await expect(page).toHaveTitle(pageMeta(id, language).title)
        await expect(pageAnnouncer(page)).toHaveText(
          t.common.pageOpened({ title: pageMeta(id, language).title }),
        )
        // The heading is focusable by script only: it is no Tab stop of its own.
        await expect(heading).toHaveAttribute('tabindex', '-1')
        // The focused heading is clear of the fixed header (once the new page has scrolled to its
        // top, smoothly where motion is allowed).
        await expect(async () => {
          const stop = await focusedStop(page)
          expect(stop, 'focus is on the page').not.toBeNull()
          expectClearOfHeader(stop!, `the h1 of ${id}`)
        }).toPass()
        // The next Tab starts at the new page's content, not back at the top of the header.
        await page.keyboard.press('Tab')
        await expect
          .poll(() =>
            page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
          )
          .toBe(true)
      }
    })

    test('a page change from the mobile menu puts focus on the new h1', async ({ page }) => {
      await page.setViewportSize(viewports.mobile)
      await openPage(page, withLang('/', language))
      await tabUntilFocused(page, menuToggle(page, language), 10)
      await page.keyboard.press('Enter')
      // The dialog opens with focus on its close button, a control with a visible box.
      const close = menuCloseButton(page, language)
      await expect(close).toBeFocused()
      const box = await close.boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24)

      const link = page.getByRole('dialog').getByRole('link', {
        name: t.navigation.about(),
        exact: true,
      })
      await tabUntilFocused(page, link, 10)
      await page.keyboard.press('Enter')
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(pageById('about').h1(language))
      await expect(heading).toBeFocused()
      await expect(pageAnnouncer(page)).toHaveText(
        t.common.pageOpened({ title: pageMeta('about', language).title }),
      )
    })
  })
}
