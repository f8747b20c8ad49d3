// The chosen language painted first: a visitor who chose English before and opens an address
// without `?lang` (a bookmark, a shared link). With the language cookie the server answers in
// English at once; with the choice stored but no cookie (chosen before the cookie existed, or
// cookies blocked) the inline loader sends the visitor, before the first paint, to the same page
// in English, which costs a second request for the page's HTML. Measured on a phone throttled as
// for the taps (./taps.ts), from the visitor's own navigation to the largest contentful paint of
// the page they end on, in a fresh context each run.
import { chromium } from '@playwright/test'

import { benchChromiumPath, playwrightChromiumFlags } from '../lib/chromium.ts'
import { median } from './stats.ts'
import { throttledPage } from './taps.ts'

declare global {
  var __largestPaint: number | undefined
}

const path = '/about'
const cases = [
  { name: 'nothing stored', address: path, stored: undefined, cookie: false },
  {
    name: 'English chosen (stored, and its cookie), address without `?lang`',
    address: path,
    stored: 'en',
    cookie: true,
  },
  {
    name: 'English stored without its cookie, address without `?lang`',
    address: path,
    stored: 'en',
    cookie: false,
  },
  {
    name: 'English stored, address with `?lang=en`',
    address: `${path}?lang=en`,
    stored: 'en',
    cookie: false,
  },
] as const

export type StoredLanguageMeasurement = {
  name: string
  /** Whether the visitor has the language cookie (src/shared/language.ts). */
  cookie: boolean
  address: string
  /** Where the visitor ends up. */
  landedOn: string
  lcpMs: number
  samples: number
}

/** Runs in every document before its scripts: the stored choice, and the clock's start. */
function prepareDocument({ storageKey, stored }: { storageKey: string; stored?: string }) {
  if (stored) localStorage.setItem(storageKey, stored)
  // The first document of the run keeps its start; a document the loader leads to adds its own.
  if (!sessionStorage.getItem('benchStart'))
    sessionStorage.setItem('benchStart', String(performance.timeOrigin))
  new PerformanceObserver((entries) => {
    globalThis.__largestPaint = entries.getEntries().at(-1)?.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
}

export async function measureStoredLanguage({
  origin,
  storageKey,
  runs,
}: {
  origin: string
  /**
   * The key the site stores the choice under (the loader's `data-language-storage-key`); each
   * language's cookie is named `<key>-<id>`.
   */
  storageKey: string
  runs: number
}): Promise<StoredLanguageMeasurement[]> {
  const browser = await chromium.launch({
    executablePath: benchChromiumPath,
    args: playwrightChromiumFlags,
  })
  try {
    const results: StoredLanguageMeasurement[] = []
    for (const { name, address, stored, cookie } of cases) {
      const samples: number[] = []
      let landedOn = ''
      for (let run = 0; run < runs; run += 1) {
        const page = await throttledPage(browser, { width: 390, height: 844 })
        try {
          await page.addInitScript(prepareDocument, { storageKey, stored })
          if (cookie && stored)
            await page
              .context()
              .addCookies([{ name: `${storageKey}-${stored}`, value: '1', url: origin }])
          await page.goto(origin + address, { waitUntil: 'load', timeout: 60_000 })
          await page.waitForFunction(() => globalThis.__largestPaint !== undefined)
          // Later, larger paints would still be reported; the page has settled by then.
          await page.waitForTimeout(1000)
          landedOn = new URL(page.url()).pathname + new URL(page.url()).search
          samples.push(
            await page.evaluate(
              () =>
                performance.timeOrigin +
                globalThis.__largestPaint! -
                Number(sessionStorage.getItem('benchStart')),
            ),
          )
        } finally {
          await page.context().close()
        }
      }
      results.push({ name, cookie, address, landedOn, lcpMs: median(samples), samples: runs })
    }
    return results
  } finally {
    await browser.close()
  }
}
