// Bytes per page: every script and stylesheet it fetches until its load event (first load), then
// what the loader adds while the visitor reads (the app, fetched at idle after the load event).
import { chromium, type Response } from '@playwright/test'

import { appReady, appStateKey } from '../../src/enhance/contract.ts'
import { benchChromiumPath, playwrightChromiumFlags } from '../lib/chromium.ts'
import { brotliBest, gzipBest } from './compression.ts'
import type { BenchPage } from './pages.ts'

const kindOfResource: Record<string, FileKind> = { script: 'js', stylesheet: 'css' }
const loadTimeoutMs = 30_000

export type FileKind = 'js' | 'css'
export type Sizes = { raw: number; gzip: number; brotli: number }
export type FileSizes = Sizes & { path: string; kind: FileKind }
export type PageBytes = { page: BenchPage; files: FileSizes[]; appFiles: FileSizes[] }

export function sizesOf(body: Buffer): Sizes {
  return {
    raw: body.length,
    gzip: gzipBest(body).length,
    brotli: brotliBest(body).length,
  }
}

/** Resolves once no response has arrived for `quietMs` (Playwright's networkidle fires only once). */
async function networkQuiet(responses: Response[], quietMs = 500) {
  let count = -1
  while (count !== responses.length) {
    count = responses.length
    await new Promise((resolve) => setTimeout(resolve, quietMs))
  }
}

/**
 * Per page: `files` loaded until the load event and `appFiles` added after it until the app has
 * hydrated and the network is quiet, each with its kind (js or css) and raw, gzip and brotli bytes.
 */
export async function measureBytes({
  pages,
  origin,
}: {
  pages: BenchPage[]
  origin: string
}): Promise<PageBytes[]> {
  const browser = await chromium.launch({
    executablePath: benchChromiumPath,
    args: playwrightChromiumFlags,
  })
  // Chunks are shared between pages: compress each file once.
  const sizesByPath = new Map<string, Sizes>()
  const describe = async (responses: Response[]) => {
    const files = new Map<string, FileSizes>()
    for (const response of responses) {
      const path = new URL(response.url()).pathname
      const sizes = sizesByPath.get(path) ?? sizesOf(await response.body())
      sizesByPath.set(path, sizes)
      const kind = kindOfResource[response.request().resourceType()]
      if (kind) files.set(path, { path, kind, ...sizes })
    }
    return [...files.values()]
  }
  try {
    const results: PageBytes[] = []
    for (const page of pages) {
      // A fresh context per page: an empty cache, as on a first visit.
      const context = await browser.newContext()
      const tab = await context.newPage()
      const responses: Response[] = []
      tab.on('response', (response) => {
        if (response.request().resourceType() in kindOfResource) responses.push(response)
      })
      await tab.goto(origin + page.address, { timeout: loadTimeoutMs })
      await tab.waitForFunction(
        ({ key, value }) => globalThis.document.documentElement.dataset[key] === value,
        { key: appStateKey, value: appReady },
        { timeout: loadTimeoutMs },
      )
      await networkQuiet(responses)
      // The app starts after the load event, possibly before the load is reported here: split
      // the responses by the page's own resource timing.
      const beforeLoad = new Set(
        await tab.evaluate(() => {
          // Every document has its navigation entry.
          const navigation = performance.getEntriesByType(
            'navigation',
          )[0] as PerformanceNavigationTiming
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < navigation.loadEventStart)
            .map((entry) => entry.name)
        }),
      )
      const firstLoad = responses.filter((response) => beforeLoad.has(response.url()))
      const appResponses = responses.filter((response) => !beforeLoad.has(response.url()))
      results.push({
        page,
        files: await describe(firstLoad),
        appFiles: await describe(appResponses),
      })
      await context.close()
    }
    return results
  } finally {
    await browser.close()
  }
}
