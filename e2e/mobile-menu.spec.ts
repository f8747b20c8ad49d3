/**
 * The mobile menu at 390 px (R-HEADER-2 in docs/requirements.md: it closes on any choice made in
 * it). Headless UI's dialog root has no box of its own, so visibility is asserted on its content.
 */
import { openPage } from './support/app'
import {
  banner,
  headerNavigation,
  languageItemName,
  menuCloseButton,
  menuToggle,
  openMobileMenu,
} from './support/locators'
import { languages, mainNavigation, otherLanguage, pageById, texts, withLang } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

test.use({ viewport: viewports.mobile })

for (const language of languages) {
  const t = texts[language]

  test.describe(`mobile menu (${language})`, () => {
    test('the header shows the toggle instead of the desktop navigation', async ({ page }) => {
      await openPage(page, withLang('/', language))
      await expect(menuToggle(page, language)).toBeVisible()
      await expect(menuToggle(page, language)).toHaveAttribute('aria-expanded', 'false')
      await expect(headerNavigation(page, language)).toBeHidden()
      // The toggle is a target of at least 24 x 24 px (WCAG 2.5.8).
      const box = await menuToggle(page, language).boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(24)
      expect(box?.height).toBeGreaterThanOrEqual(24)
    })

    test('it lists the pages, marks the current one, and has the switch and the CTA', async ({
      page,
    }) => {
      await openPage(page, withLang('/about', language))
      const menu = await openMobileMenu(page, language)
      const navigation = menu.getByRole('navigation', { name: t.navigation.label() })
      await expect(navigation.getByRole('link')).toHaveText(
        mainNavigation.map((id) => t.navigation[id]()),
      )
      await expect(
        navigation.getByRole('link', { name: t.navigation.about(), exact: true }),
      ).toHaveAttribute('aria-current', 'page')
      await expect(
        menu.getByRole('link', {
          name: languageItemName(language, otherLanguage(language)),
          exact: true,
        }),
      ).toBeVisible()
      await expect(menu.getByRole('link', { name: t.navigation.cta(), exact: true })).toBeVisible()
      // The page behind is out of reach while the menu is open.
      await expect(banner(page)).toHaveCount(0)
    })

    test('the close button closes it', async ({ page }) => {
      await openPage(page, withLang('/', language))
      await openMobileMenu(page, language)
      await menuCloseButton(page, language).click()
      await expect(menuCloseButton(page, language)).toBeHidden()
      await expect(menuToggle(page, language)).toHaveAttribute('aria-expanded', 'false')
      await expect(menuToggle(page, language)).toBeFocused()
    })

    test('Escape and a click outside close it', async ({ page }) => {
      await openPage(page, withLang('/', language))
      await openMobileMenu(page, language)
      await page.keyboard.press('Escape')
      await expect(menuCloseButton(page, language)).toBeHidden()

      await openMobileMenu(page, language)
      // The panel leaves a strip of backdrop on the left at 390 px.
      await page.mouse.click(2, viewports.mobile.height / 2)
      await expect(menuCloseButton(page, language)).toBeHidden()
    })

    test('choosing the current page closes it too', async ({ page }) => {
      await openPage(page, withLang('/services', language))
      const menu = await openMobileMenu(page, language)
      await menu.getByRole('link', { name: t.navigation.services(), exact: true }).click()
      await expect(menuCloseButton(page, language)).toBeHidden()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        pageById('services').h1(language),
      )
    })
  })
}
