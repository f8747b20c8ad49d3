/**
 * Build step after `vite build` (client) and `vite build --ssr` (this bundle): renders every page in
 * both languages and the 404 view to static HTML, and writes sitemap, robots.txt, host configs and
 * precompressed copies of every text file.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { SitemapStream, streamToPromise } from 'sitemap'
import { type PageId, pagePaths } from '@/config/pages'
import { translators } from '@/lib/i18n'
import { type Language, languageStorageKey, languages } from '@/lib/language'
import { pageUrl } from '@/lib/seo'
import { siteOrigin } from '@/config/site'
import { renderPage } from '../entry-server'
import { netlifyHeaders, netlifyRedirects, nginxSite } from './hostConfigs'
import { loaderScriptHash } from './httpPolicy'
import { pageName, prerenderTargets } from './pageFiles'

const distDirectory = join(dirname(fileURLToPath(import.meta.url)), '..')
const clientDirectory = join(distDirectory, 'client')

type ManifestChunk = { file: string; css?: string[]; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

const manifest: Manifest = JSON.parse(
  await readFile(join(clientDirectory, '.vite/manifest.json'), 'utf8'),
)

/**
 * A chunk and everything it imports statically, each file once, dependencies first: the loader
 * evaluates them in this order, so that each evaluation runs one chunk's code.
 */
function chunkFiles(key: string, files = new Set<string>(), visited = new Set<string>()) {
  const chunk = manifest[key]
  if (!chunk || visited.has(key)) return files
  visited.add(key)
  for (const imported of chunk.imports ?? []) chunkFiles(imported, files, visited)
  files.add(chunk.file)
  return files
}

function manifestChunk(key: string): ManifestChunk {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The client manifest has no ${key}`)
  return chunk
}

const appEntryKey = 'src/entry-client.tsx'
const mobileMenuDialogKey = 'src/components/layout/MobileMenuDialog.tsx'
const appEntry = manifestChunk(appEntryKey)
const loader = manifestChunk('src/entry-loader.ts')

/**
 * The loader (src/entry-loader.ts) goes into every page inline, so that the stylesheet is the only
 * request before the first paint; the Content-Security-Policy names its hash (scripts/build.mjs).
 */
const loaderSource = await readFile(join(clientDirectory, loader.file), 'utf8')
const loaderSourceHash = `sha256-${createHash('sha256').update(loaderSource).digest('base64')}`
if (loaderSourceHash !== loaderScriptHash)
  throw new Error(`The loader's hash ${loaderSourceHash} is not the one the CSP allows`)
// It runs as a classic script, so everything in it must stay inside its one function scope.
if (!/^\(\(\)=>\{[\s\S]*\}\)\(\);?\s*$/.test(loaderSource))
  throw new Error('The loader must compile to a single arrow function called at once')

/**
 * The stylesheet and the loader, which is the page's only script before the visitor interacts.
 * Its data attributes name what it starts: the router's bootstrap scripts, the app's entry, and
 * the modules of the entry and of the page's own route, so that they are fetched in parallel
 * instead of one after the other.
 */
function assetTags(
  page: PageId | undefined,
  language: Language,
  bootstrapScripts: string[],
): string {
  const routeFiles = page ? ['src/routes/_site.tsx', `src/routes/_site/${pageName(page)}.tsx`] : []
  // Split route chunks are keyed like `src/routes/_site/services.tsx?tsr-split=component`.
  const routeKeys = Object.keys(manifest).filter((key) => routeFiles.includes(key.split('?')[0]!))
  const preloads = new Set([
    ...chunkFiles(appEntryKey),
    ...routeKeys.flatMap((key) => [...chunkFiles(key)]),
  ])
  preloads.delete(appEntry.file)
  // The mobile menu's dialog loads after hydration on narrow screens; fetched with the app there.
  const narrowPreloads = [...chunkFiles(mobileMenuDialogKey)].filter((file) => !preloads.has(file))
  const asUrls = (files: Iterable<string>) => [...files].map((file) => `/${file}`).join(' ')
  // A classic script before the stylesheet: it marks the page before the body is parsed, without
  // waiting for the stylesheet (a classic script after it would).
  return [
    `<script data-entry="/${appEntry.file}"`,
    ` data-bootstrap="${asUrls(bootstrapScripts)}" data-preload="${asUrls(preloads)}"`,
    ` data-preload-narrow="${asUrls(narrowPreloads)}"`,
    ` data-busy-text="${escapeAttribute(translators[language].loader.busy())}"`,
    ` data-language-storage-key="${languageStorageKey}">${loaderSource}</script>`,
    ...(appEntry.css ?? []).map((href) => `<link rel="stylesheet" href="/${href}">`),
  ].join('')
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/**
 * The router's bootstrap scripts (its dehydrated state) are inline; the Content-Security-Policy
 * allows no inline script, and they are only needed when the app starts. Each one moves to a file
 * named by its hash, for the loader to run (JSON-LD is data, not script, and stays).
 */
async function moveInlineScriptsToFiles(html: string): Promise<{ html: string; files: string[] }> {
  const files: string[] = []
  for (const [whole, attributes = '', body = ''] of html.matchAll(
    /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g,
  )) {
    if (!body.trim() || /\ssrc=/.test(attributes) || /application\/ld\+json/.test(attributes))
      continue
    const file = `assets/inline-${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`
    await writeFile(join(clientDirectory, file), body)
    files.push(file)
    html = html.replace(whole, '')
  }
  return { html, files }
}

async function prerenderPages() {
  for (const target of prerenderTargets) {
    const { status, html } = await renderPage(target.url)
    const expected = target.page ? 200 : 404
    if (status !== expected)
      throw new Error(`${target.url} rendered ${status}, expected ${expected}`)
    const { html: withoutScripts, files } = await moveInlineScriptsToFiles(html)
    const output = join(clientDirectory, target.file)
    await mkdir(dirname(output), { recursive: true })
    await writeFile(
      output,
      withoutScripts.replace('</head>', `${assetTags(target.page, target.language, files)}</head>`),
    )
  }
}

async function writeSitemapAndRobots() {
  const sitemap = new SitemapStream({
    hostname: siteOrigin,
    xmlns: { xhtml: true, news: false, image: false, video: false },
  })
  for (const page of Object.keys(pagePaths) as PageId[]) {
    const links = [
      ...languages.map((language) => ({ lang: language, url: pageUrl(pagePaths[page], language) })),
      { lang: 'x-default', url: pageUrl(pagePaths[page], 'de') },
    ]
    for (const language of languages)
      sitemap.write({ url: pageUrl(pagePaths[page], language), links })
  }
  sitemap.end()
  await writeFile(join(clientDirectory, 'sitemap.xml'), (await streamToPromise(sitemap)).toString())
  await writeFile(
    join(clientDirectory, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`,
  )
}

async function writeHostConfigs() {
  await writeFile(join(clientDirectory, '_redirects'), netlifyRedirects())
  await writeFile(join(clientDirectory, '_headers'), netlifyHeaders())
  await mkdir(join(distDirectory, 'nginx'), { recursive: true })
  await writeFile(
    join(distDirectory, 'nginx', 'site.conf'),
    nginxSite({ root: '/var/www/site/client' }),
  )
}

const compressible = /\.(html|js|css|svg|xml|txt|json)$/
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** `.br` and `.gz` beside every text file, for servers that send precompressed files. */
async function precompress(directory: string) {
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    const content = await readFile(path)
    await writeFile(
      `${path}.br`,
      await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
    await writeFile(`${path}.gz`, await gzipAsync(content, { level: 9 }))
  }
}

await prerenderPages()
// The manifest was only needed to find the assets, and the loader is inside every page.
await rm(join(clientDirectory, '.vite'), { recursive: true })
await rm(join(clientDirectory, loader.file))
await writeSitemapAndRobots()
await writeHostConfigs()
await precompress(clientDirectory)
console.log(`Prerendered ${prerenderTargets.length} pages to ${clientDirectory}`)
