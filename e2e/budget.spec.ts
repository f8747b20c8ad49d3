/**
 * Byte budgets (bytes, not timings), gzip-compressed as they travel. First load is what `/`
 * downloads until its load event: the inline loader is its only JavaScript, and the budget is
 * the loader's (3.5 kB; a script requested before the load event would exceed it). The app, which
 * the loader fetches after that while the visitor reads, has a guard of its own, so that it
 * cannot grow unnoticed (BENCHMARK.md has the breakdown).
 */
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'

import { waitForApp } from './support/app'
import { languages, withLang } from './support/site'
import { expect, test } from './support/test'

const budgetsKb = {
  firstLoad: { script: 3.5, stylesheet: 10 },
  // Room for small changes, not for another library; the figures and what raised them are in
  // docs/performance.md (both languages' dictionaries travel with the app).
  withApp: { script: 152, stylesheet: 10 },
}

type Totals = { script: number; stylesheet: number }
type Received = { url: string; type: keyof Totals; gzipBytes: number }

/** Records the gzip size of every script and stylesheet the page receives from now on. */
function recordBytes(page: Page): () => Promise<Received[]> {
  const bodies: Array<Promise<Received>> = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    bodies.push(
      response.body().then((body) => ({
        url: response.url(),
        type,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      })),
    )
  })
  return () => Promise.all(bodies)
}

function sum(received: Received[]): Totals {
  const totals = { script: 0, stylesheet: 0 }
  for (const { type, gzipBytes } of received) totals[type] += gzipBytes
  return totals
}

/** The addresses the page requested before its load event (runs in the page). */
const requestedBeforeLoad = () => {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const loadEventStart = navigation?.loadEventStart ?? 0
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime < loadEventStart)
    .map((entry) => entry.name)
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
    const received = recordBytes(page)
    await page.goto(withLang('/', language))
    // Hydration needs the entry and the page's route chunks, so they have all arrived by then.
    await waitForApp(page)
    const beforeLoad = new Set(await page.evaluate(requestedBeforeLoad))
    // The loader arrives inline in the HTML; it is JavaScript of the first load all the same.
    const inlineLoader = (await page.locator('script[data-entry]').textContent()) ?? ''
    const inlineLoaderBytes = gzipSync(inlineLoader, { level: 9 }).length

    const all = await received()
    const firstLoad = sum(all.filter(({ url }) => beforeLoad.has(url)))
    firstLoad.script += inlineLoaderBytes
    expectWithin(firstLoad, budgetsKb.firstLoad, 'first load')

    const withApp = sum(all)
    withApp.script += inlineLoaderBytes
    expectWithin(withApp, budgetsKb.withApp, 'with the app')
  })
}

test('a page without a Headless UI component runs none of its helpers', async ({ page }) => {
  // React Aria, which Headless UI's disclosure (the FAQ) uses, starts watching every pointer, key
  // and focus event of the page as soon as it is evaluated, and wraps `HTMLElement#focus` to do so:
  // kept in the app's shared code, it made every tap on every page do that work.
  await page.goto(withLang('/about', 'de'))
  await waitForApp(page)
  expect(await page.evaluate(() => HTMLElement.prototype.focus.toString())).toContain(
    '[native code]',
  )
})
