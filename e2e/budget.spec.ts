/**
 * Byte budgets (bytes, not timings), gzip-compressed as they travel. First load is what `/`
 * downloads before the visitor interacts (the budgets: JavaScript 100 kB, CSS 10 kB); the
 * app that the loader fetches at the first interaction has a guard of its own, so that it cannot
 * grow unnoticed (BENCHMARK.md has the breakdown).
 */
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, languages, test, waitForApp, withLang } from './fixtures'

const budgetsKb = {
  firstLoad: { script: 100, stylesheet: 10 },
  // 135 since `cn()` (clsx and tailwind-merge, 8.3 kB gzip of it) resolves class conflicts.
  afterFirstInteraction: { script: 135, stylesheet: 10 },
}

type Totals = { script: number; stylesheet: number }

/** Adds up the gzip size of every script and stylesheet the page receives from now on. */
function countBytes(page: Page): () => Promise<Totals> {
  const bodies: Array<Promise<{ type: keyof Totals; gzipBytes: number }>> = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    bodies.push(
      response.body().then((body) => ({ type, gzipBytes: gzipSync(body, { level: 9 }).length })),
    )
  })
  return async () => {
    const totals = { script: 0, stylesheet: 0 }
    for (const { type, gzipBytes } of await Promise.all(bodies)) totals[type] += gzipBytes
    return totals
  }
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

function expectWithin(totals: Totals, budget: Totals, moment: string) {
  test.info().annotations.push({
    type: `${moment} (gzip)`,
    description: `JavaScript ${kb(totals.script)} kB, CSS ${kb(totals.stylesheet)} kB`,
  })
  expect(kb(totals.script), `${moment}: JavaScript, kB gzip`).toBeLessThanOrEqual(budget.script)
  expect(kb(totals.stylesheet), `${moment}: CSS, kB gzip`).toBeLessThanOrEqual(budget.stylesheet)
}

for (const language of languages) {
  test(`/ in ${language} stays within its byte budgets`, async ({ page }) => {
    const totals = countBytes(page)
    await page.goto(withLang('/', language), { waitUntil: 'networkidle' })
    // The loader arrives inline in the HTML; it is JavaScript of the first load all the same.
    const inlineLoader = (await page.locator('script[data-entry]').textContent()) ?? ''
    const inlineLoaderBytes = gzipSync(inlineLoader, { level: 9 }).length
    const firstLoad = await totals()
    firstLoad.script += inlineLoaderBytes
    expectWithin(firstLoad, budgetsKb.firstLoad, 'first load')

    // Hydration needs the entry and the page's route chunks, so they have all arrived by now.
    await waitForApp(page)
    const afterFirstInteraction = await totals()
    afterFirstInteraction.script += inlineLoaderBytes
    expectWithin(
      afterFirstInteraction,
      budgetsKb.afterFirstInteraction,
      'after the first interaction',
    )
  })
}
