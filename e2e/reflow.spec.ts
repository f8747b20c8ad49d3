/**
 * Reflow (WCAG 1.4.10): at 320 CSS px no page scrolls sideways or cuts text off, in either
 * language, also with WCAG 1.4.12's text spacing applied. And the legal pages keep a readable
 * measure at desktop width.
 */
import { charactersPerFullLine, reflowProblems, wcagTextSpacing } from './support/reflow'
import { languages, legalNavigation, pageById, sitePages, withLang } from './support/site'
import { expect, test } from './support/test'
import { viewports } from './support/viewports'

test.describe('reflow at 320 px', () => {
  // A reader's style sheet is not allowed by the site's Content-Security-Policy.
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true })

  for (const language of languages) {
    for (const sitePage of sitePages) {
      test(`${withLang(sitePage.path, language)}, as designed and with 1.4.12 text spacing`, async ({
        page,
      }) => {
        await page.goto(withLang(sitePage.path, language))
        expect(await page.evaluate(reflowProblems), 'as designed').toEqual([])
        await page.addStyleTag({ content: wcagTextSpacing })
        expect(await page.evaluate(reflowProblems), 'with text spacing').toEqual([])
      })
    }
  }
})

test.describe('legal pages: a readable measure', () => {
  test.use({ viewport: viewports.desktop })

  for (const language of languages) {
    for (const { path } of legalNavigation.map(pageById)) {
      test(`${withLang(path, language)}: at most 80 characters per line, and lines that use the width`, async ({
        page,
      }) => {
        await page.goto(withLang(path, language))
        const counts = await page.evaluate(charactersPerFullLine)
        expect(counts.length, 'wrapped lines measured').toBeGreaterThan(0)
        const longest = Math.max(...counts)
        test.info().annotations.push({ type: 'characters per line', description: `${longest}` })
        expect(longest).toBeLessThanOrEqual(80)
        expect(longest).toBeGreaterThanOrEqual(65)
      })
    }
  }
})
