/**
 * The FAQ on /services (R-FAQ-1 in docs/requirements.md): five questions, at most one answer
 * open; clicking a closed question opens it and closes any other; clicking the open one closes it.
 */
import type { Page } from '@playwright/test'

import { openPage } from './support/app'
import { faqAnswer, faqButton, faqRegion } from './support/locators'
import { faqEntries, languages, withLang, type Language } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

/** Asserts that exactly the answer at `openIndex` (or none) is open. */
async function expectOpen(page: Page, language: Language, openIndex: number | null) {
  const count = faqEntries(language).length
  for (let index = 0; index < count; index += 1) {
    const open = index === openIndex
    await expect(faqButton(page, language, index)).toHaveAttribute('aria-expanded', String(open))
    if (open) await expect(faqAnswer(page, language, index)).toBeVisible()
    else await expect(faqAnswer(page, language, index)).toBeHidden()
  }
}

for (const language of languages) {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test.describe(`FAQ (${language}, ${viewportName})`, () => {
      test.use({ viewport })

      test('five questions, all closed at first, each inside a heading', async ({ page }) => {
        await openPage(page, withLang('/services', language))
        await expect(faqRegion(page, language).getByRole('button')).toHaveCount(5)
        await expect(faqRegion(page, language).getByRole('heading', { level: 3 })).toHaveText(
          faqEntries(language).map((entry) => entry.question),
        )
        await expectOpen(page, language, null)
      })

      test('only one answer is open at a time; clicking the open question closes it', async ({
        page,
      }) => {
        await openPage(page, withLang('/services', language))
        await faqButton(page, language, 0).click()
        await expectOpen(page, language, 0)
        await faqButton(page, language, 1).click()
        await expectOpen(page, language, 1)
        await faqButton(page, language, 4).click()
        await expectOpen(page, language, 4)
        await faqButton(page, language, 4).click()
        await expectOpen(page, language, null)
        // And it keeps working after being closed.
        await faqButton(page, language, 2).click()
        await expectOpen(page, language, 2)
        await faqButton(page, language, 0).click()
        await expectOpen(page, language, 0)
        await expect(faqButton(page, language, 0)).toBeFocused()
      })

      test('the question buttons control their answers', async ({ page }) => {
        await openPage(page, withLang('/services', language))
        await faqButton(page, language, 3).click()
        const controls = await faqButton(page, language, 3).getAttribute('aria-controls')
        expect(controls).toBeTruthy()
        await expect(page.locator(`[id="${controls}"]`)).toHaveText(
          faqEntries(language)[3]?.answer ?? '',
        )
      })
    })
  }
}
