// The "limit" each page is compared with: the same prerendered HTML and CSS without any
// JavaScript, served at the same addresses by a small static server on another port.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { dirname, join } from 'node:path'
import sirv from 'sirv'

import { brotliBest, gzipBest } from './compression.ts'
import type { BenchPage } from './pages.ts'

/** Every executable script and module preload removed; JSON-LD stays (it is data, not script). */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (element, attributes: string) =>
      /type="application\/ld\+json"/.test(attributes) ? element : '',
    )
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
}

type LimitPages = { clientDirectory: string; limitDirectory: string; pages: BenchPage[] }

/** Writes the script-free copies, precompressed like the build's pages so transfer is comparable. */
export async function writeLimitPages({
  clientDirectory,
  limitDirectory,
  pages,
}: LimitPages): Promise<void> {
  await rm(limitDirectory, { recursive: true, force: true })
  for (const page of pages) {
    const html = Buffer.from(
      withoutScripts(await readFile(join(clientDirectory, page.file), 'utf8')),
    )
    const output = join(limitDirectory, page.file)
    await mkdir(dirname(output), { recursive: true })
    await writeFile(output, html)
    await writeFile(`${output}.gz`, gzipBest(html))
    await writeFile(`${output}.br`, brotliBest(html))
  }
}

/** Pages from the script-free copies, everything else (CSS, favicon) from the build itself. */
export function serveLimit({
  clientDirectory,
  limitDirectory,
  pages,
  port,
}: LimitPages & { port: number }): void {
  const fileOfAddress = new Map(pages.map((page) => [page.address, page.file]))
  const options = { dev: false, etag: true, gzip: true, brotli: true, extensions: [] }
  const limitFiles = sirv(limitDirectory, options)
  const clientFiles = sirv(clientDirectory, options)
  createServer((request, response) => {
    const file = fileOfAddress.get(request.url ?? '')
    if (file) {
      request.url = `/${file}`
      limitFiles(request, response)
      return
    }
    clientFiles(request, response, () => {
      response.writeHead(404).end()
    })
  }).listen(port, '127.0.0.1')
}
