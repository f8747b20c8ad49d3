// Bytes per page: every script and stylesheet it fetches until the network is idle without any
// interaction (first load), then what a first interaction adds (the loader starts the app).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromium.mjs'

const kindOfResource = { script: 'js', stylesheet: 'css' }
const loadTimeoutMs = 30_000

export function sizesOf(body) {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  }
}

/** Resolves once no response has arrived for `quietMs` (Playwright's networkidle fires only once). */
async function networkQuiet(responses, quietMs = 500) {
  let count = -1
  while (count !== responses.length) {
    count = responses.length
    await new Promise((resolve) => setTimeout(resolve, quietMs))
  }
}

/**
 * Per page: `files` loaded before any interaction and `interactionFiles` added by the first one
 * (a key press, as in the end-to-end tests) until the app has hydrated and the network is quiet,
 * each with its kind (js or css) and raw, gzip and brotli bytes.
 */
export async function measureBytes({ pages, origin }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  // Chunks are shared between pages: compress each file once.
  const sizesByPath = new Map()
  const describe = async (responses) => {
    const files = new Map()
    for (const response of responses) {
      const path = new URL(response.url()).pathname
      if (!sizesByPath.has(path)) sizesByPath.set(path, sizesOf(await response.body()))
      const kind = kindOfResource[response.request().resourceType()]
      files.set(path, { path, kind, ...sizesByPath.get(path) })
    }
    return [...files.values()]
  }
  try {
    const results = []
    for (const page of pages) {
      // A fresh context per page: an empty cache, as on a first visit.
      const context = await browser.newContext()
      const tab = await context.newPage()
      const responses = []
      tab.on('response', (response) => {
        if (response.request().resourceType() in kindOfResource) responses.push(response)
      })
      await tab.goto(origin + page.address, { waitUntil: 'networkidle', timeout: loadTimeoutMs })
      const firstLoad = responses.splice(0)
      await tab.keyboard.press('Shift')
      await tab.waitForFunction(
        () =>
          Object.keys(globalThis.document.querySelector('h1') ?? {}).some((key) =>
            key.startsWith('__reactFiber$'),
          ),
        undefined,
        { timeout: loadTimeoutMs },
      )
      await networkQuiet(responses)
      results.push({
        page,
        files: await describe(firstLoad),
        interactionFiles: await describe(responses),
      })
      await context.close()
    }
    return results
  } finally {
    await browser.close()
  }
}
