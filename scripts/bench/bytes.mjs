// First-load bytes: every script and stylesheet a page fetches until the network is idle, without
// any interaction (the HTML's own references plus whatever they load in turn).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromium.mjs'

const kindOfResource = { script: 'js', stylesheet: 'css' }
const loadTimeoutMs = 30_000

function sizesOf(body) {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  }
}

/** Per page: the files it loaded, each with its kind (js or css) and raw, gzip and brotli bytes. */
export async function measureFirstLoad({ pages, origin }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  // Chunks are shared between pages: compress each file once.
  const sizesByPath = new Map()
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
      const files = new Map()
      for (const response of responses) {
        const path = new URL(response.url()).pathname
        if (!sizesByPath.has(path)) sizesByPath.set(path, sizesOf(await response.body()))
        const kind = kindOfResource[response.request().resourceType()]
        files.set(path, { path, kind, ...sizesByPath.get(path) })
      }
      await context.close()
      results.push({ page, files: [...files.values()] })
    }
    return results
  } finally {
    await browser.close()
  }
}
