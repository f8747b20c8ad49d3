/**
 * The prerender step, run by scripts/build.ts after `vite build` (client) and `vite build --ssr`
 * (this bundle, as dist/server/prerender.js): renders every page in both languages, the 404 view
 * and the pages that answer a form to static HTML, and writes sitemap, robots.txt, host configs,
 * the server's systemd unit, journald setting and cron jobs, and precompressed copies of every
 * text file. Each job is a module of this folder; this step only
 * reads and writes.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Manifest } from 'vite'

import { company } from '@/config/company'
import { forms } from '@/config/forms'
import { refusalReasonAttribute } from '@/config/inquiry'
import { loaderScriptHash } from '@/addressing/httpPolicy'
import { formRefusalPages, prerenderTargets } from '@/addressing/pageFiles'
import { renderPage } from '@/entry-server'
import { siteOrigin } from '@/shared/buildSettings'
import { problemText } from '@/shared/formProblems'
import { formTextsOf } from '@/shared/formTexts'
import { translators } from '@/shared/i18n'

import { isLegalPage, missingLegalParts } from './checks/legalPageCheck'
import { clientEntries, manifestChunk, pageAssets } from './clientManifest'
import { caddySite } from './hosts/caddy'
import { netlifyHeaders, netlifyRedirects } from './hosts/netlify'
import { nginxSite } from './hosts/nginx'
import { cronJobs, journalRetention, systemdUnit } from './hosts/serverSetup'
import {
  contentSecurityHash,
  headTags,
  loaderScriptData,
  pageRouteFiles,
  stylesheetTags,
} from './pageHead'
import { appendToHead, fillElement, inlineScriptFile, takeOutInlineScripts } from './pageHtml'
import { precompressDirectory } from './precompress'
import { robotsTxt, sitemapXml } from './sitemap'

const distDirectory = join(dirname(fileURLToPath(import.meta.url)), '..')
const clientDirectory = join(distDirectory, 'client')
const manifestDirectory = join(clientDirectory, '.vite')

async function write(path: string, content: string | Buffer) {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, content)
}

const manifest: Manifest = JSON.parse(
  await readFile(join(manifestDirectory, 'manifest.json'), 'utf8'),
)
const loaderFile = join(clientDirectory, manifestChunk(manifest, clientEntries.loader).file)
const loaderSource = await readFile(loaderFile, 'utf8')
const loaderHash = contentSecurityHash(loaderSource)
if (loaderHash !== loaderScriptHash)
  throw new Error(`The loader's hash ${loaderHash} is not the one the CSP allows`)

for (const target of prerenderTargets) {
  const { status, html } = await renderPage(target.url)
  const expected = target.page ? 200 : 404
  if (status !== expected) throw new Error(`${target.url} rendered ${status}, expected ${expected}`)
  if (isLegalPage(target.page)) {
    const missing = missingLegalParts(target.page, target.language, html)
    if (missing.length > 0)
      throw new Error(
        `The ${target.page} page (${target.language}) would lack what the law asks of it; fix src/config/company.ts:\n  ${missing.join('\n  ')}`,
      )
  }
  const { html: withoutScripts, scripts } = takeOutInlineScripts(html)
  const bootstrapFiles = scripts.map(inlineScriptFile)
  for (const [index, file] of bootstrapFiles.entries())
    await write(join(clientDirectory, file), scripts[index]!)
  const assets = pageAssets(manifest, pageRouteFiles(target.page))
  const bootstrap = bootstrapFiles.map((file) => `/${file}`)
  const tags = headTags(
    loaderScriptData(assets, bootstrap, target.language),
    loaderSource,
    assets.stylesheets,
  )
  await write(join(clientDirectory, target.file), appendToHead(withoutScripts, tags))
  // The server answers a refused form post with the form's not-sent page and its reason. Without
  // the app: the answer's address is the endpoint's, which no route renders, so the app must not
  // take over.
  for (const { form, language, reason, file } of formRefusalPages) {
    if (language !== target.language || forms[form].pages.notSent !== target.page) continue
    const text = problemText(form, formTextsOf[form](translators[language]), reason)
    const page = fillElement(withoutScripts, refusalReasonAttribute, text)
    await write(join(clientDirectory, file), appendToHead(page, stylesheetTags(assets.stylesheets)))
  }
}

// The manifest was only needed to find the assets, and the loader is inside every page.
await rm(manifestDirectory, { recursive: true })
await rm(loaderFile)
await write(join(clientDirectory, 'sitemap.xml'), await sitemapXml())
await write(join(clientDirectory, 'robots.txt'), robotsTxt())
await write(join(clientDirectory, '_redirects'), netlifyRedirects())
await write(join(clientDirectory, '_headers'), netlifyHeaders())
await write(join(distDirectory, 'nginx', 'site.conf'), nginxSite({ root: '/var/www/site/client' }))
await write(
  join(distDirectory, 'caddy', 'Caddyfile'),
  caddySite({ domain: new URL(siteOrigin).host }),
)
await write(join(distDirectory, 'systemd', 'site.service'), systemdUnit())
await write(join(distDirectory, 'systemd', 'journald-site.conf'), journalRetention())
await write(join(distDirectory, 'cron', 'site'), cronJobs(company))
await precompressDirectory(clientDirectory)
console.log(`Prerendered ${prerenderTargets.length} pages to ${clientDirectory}`)
