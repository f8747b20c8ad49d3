/**
 * The mobile menu at 390 px (R-HEADER-2 in docs/requirements.md: it closes on any choice made in
 * it). Headless UI's dialog root has no box of its own, so visibility is asserted on its content.
 */
import { openPage, waitUntilHydrated } from './support/app'
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

declare global {
  /** Elements whose `inert` attribute changed, in order (recorded from the start of the page). */
  var __inertChanged: Element[] | undefined
}

test('preparing the first opening leaves focus, selection and the page as they were', async ({
  page,
}) => {
  const language = 'de'
  await page.addInitScript(() => {
    const changed: Element[] = (globalThis.__inertChanged = [])
    new MutationObserver((records) => {
      for (const record of records) changed.push(record.target as Element)
    }).observe(document, { attributes: true, attributeFilter: ['inert'], subtree: true })
  })
  // A keyboard visitor is on a link in the page, and has selected a sentence in the footer, before
  // the app has started, and so before the preparation (once the page has settled after it).
  let releaseScripts = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto(withLang('/', language))
  const link = page.getByRole('main').getByRole('link').first()
  await link.focus()
  const selected = await page.evaluate(() => {
    const paragraph = document.querySelector('footer p')
    if (!paragraph) throw new Error('no paragraph in the footer')
    globalThis.getSelection()?.selectAllChildren(paragraph)
    return globalThis.getSelection()?.toString()
  })
  releaseScripts()
  await waitUntilHydrated(page)
  expect(selected).toBeTruthy()

  // It has run: parts of the page were made inert for a moment, and nothing changes any more.
  let changes = 0
  await expect
    .poll(
      async () => {
        const before = changes
        changes = await page.evaluate(() => globalThis.__inertChanged?.length ?? 0)
        return changes > 0 && changes === before
      },
      { intervals: [500], timeout: 10_000 },
    )
    .toBe(true)

  await expect(link).toBeFocused()
  expect(await page.evaluate(() => globalThis.getSelection()?.toString())).toBe(selected)
  expect(
    await page.evaluate(() =>
      globalThis.__inertChanged?.some(
        (element) =>
          element.contains(document.activeElement) ||
          globalThis.getSelection()?.getRangeAt(0).intersectsNode(element),
      ),
    ),
  ).toBe(false)
  await expect(page.locator('[inert], [data-preparing]')).toHaveCount(0)
  await expect(page.locator('#menu')).toBeHidden()

  // And the menu opens as it should.
  await openMobileMenu(page, language)
  await expect(banner(page)).toHaveCount(0)
})
