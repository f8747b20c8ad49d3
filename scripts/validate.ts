// `npm run validate`: checks an existing production build (`npm run build`) with three validators
// and exits non-zero if any of them fails:
//   vnu              the W3C Nu HTML Checker on every prerendered page (errors only)
//   structured data  Open Graph and Twitter tags, and the JSON-LD (EmploymentAgency, FAQPage,
//                    JobPosting), as scripts/structured-data.ts requires them
//   links            every internal link and asset, crawled from the production server
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { JSDOM } from 'jsdom'
import { LinkChecker, LinkState, type LinkResult } from 'linkinator'

import { freePort, startServer } from './lib/processes.ts'
import { formRefusalPages, isJobPage, prerenderedPages, sitemapAddresses } from './lib/site.ts'
import { jobPostingProblems, structuredDataProblems } from './structured-data.ts'

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

const projectDirectory = fileURLToPath(new URL('..', import.meta.url))
const clientDirectory = join(projectDirectory, 'dist', 'client')
const serverFile = join(projectDirectory, 'dist', 'server', 'server.js')

// Every page in every language and the not-found view, which is prerendered from (and checked at)
// an address no page has.
const pages = prerenderedPages.map((page) => ({
  ...page,
  file: join(clientDirectory, page.file),
  label: `${page.language}/${page.name}`,
}))
const notFoundViews = pages.filter((page) => page.page === undefined)

type Check = () => Promise<{ problems: string[]; summary: string }>

const fromProject = (path: string) => relative(projectDirectory, path)

// ---- vnu ----------------------------------------------------------------------------------------

/** The part of the Nu HTML Checker's JSON report read here. */
type VnuReport = {
  messages: {
    url?: string
    lastLine?: number
    firstColumn?: number
    lastColumn?: number
    message: string
  }[]
}

const checkHtml: Check = async () => {
  const files = [
    ...pages.map((page) => page.file),
    ...formRefusalPages.map((page) => join(clientDirectory, page.file)),
  ]
  // One short run: without the optimising JIT compiler (C2) it takes a few seconds instead of
  // twenty; the simpler compiled code needs a larger stack than the default for vnu's schemas.
  const jvm = ['-XX:TieredStopAtLevel=1', '-Xss8m', '-jar', vnuJar]
  const args = [...jvm, '--errors-only', '--format', 'json', ...files]
  // vnu exits with 1 when it found errors; its JSON report (on stderr) is what counts.
  type Outcome = { stdout?: string; stderr?: string; code?: string | number }
  const { stdout, stderr, code }: Outcome = await promisify(execFile)('java', args, {
    maxBuffer: 1 << 26,
  }).catch((error: Outcome) => error)
  if (code === 'ENOENT') throw new Error('`java` not found: the Nu HTML Checker needs Java 11+')
  let report: VnuReport
  try {
    report = JSON.parse(stderr ?? '')
  } catch {
    throw new Error(`the Nu HTML Checker gave no report: ${(stderr || stdout || '').trim()}`)
  }
  const where = (message: VnuReport['messages'][number]) =>
    message.url
      ? `${fromProject(fileURLToPath(message.url))}:${message.lastLine}:${message.firstColumn ?? message.lastColumn}`
      : 'vnu'
  const problems = report.messages.map((message) => `${where(message)}: ${message.message}`)
  return { problems, summary: `${files.length} files, ${problems.length} errors` }
}

// ---- structured data ----------------------------------------------------------------------------

const checkStructuredData: Check = async () => {
  const problems: string[] = []
  for (const page of pages) {
    const { document } = new JSDOM(readFileSync(page.file, 'utf8')).window
    // The not-found view and the inquiry's answers are deliberately noindex, without canonical and
    // social tags (src/shared/seo.ts unlistedPageHead): nobody shares them, so only their JSON-LD is
    // checked.
    // A job's page describes the job to search engines while the build lists it (the job is open
    // on the build's day); past its last day it is a notice, still shared as links are.
    const expect = {
      social: page.listed,
      faqPage: page.page === 'services',
      jobPosting: isJobPage(page.page) && listedByTheBuild(page),
    }
    for (const problem of [
      ...structuredDataProblems(document, expect),
      ...(await jobPostingProblems(document)),
    ])
      problems.push(`${page.label}: ${problem}`)
  }
  return { problems, summary: `${pages.length} pages, ${problems.length} failures` }
}

// ---- links --------------------------------------------------------------------------------------

let sitemap: Set<string> | undefined
/** Whether the build's sitemap lists the page: for a job's page, whether the job was open. */
const listedByTheBuild = (page: (typeof pages)[number]) =>
  (sitemap ??= new Set(sitemapAddresses(clientDirectory))).has(page.address)

const checkLinks: Check = async () => {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = await startServer({
    name: 'the server',
    command: process.execPath,
    args: [serverFile],
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: origin,
  })
  try {
    const options = {
      recurse: true,
      checkCss: true,
      checkFragments: true,
      timeout: 10_000,
      // Only this server is checked: social profiles, the EU ODR platform, mailto:, tel: and the
      // build's site origin (canonical, og:image, JSON-LD; a placeholder unless VITE_SITE_ORIGIN).
      linksToSkip: async (link: string) => !URL.canParse(link) || new URL(link).origin !== origin,
    }
    // linkinator recurses only into addresses that begin with its start address, so the crawl
    // starts at `/` (the home page in the default language, linking to every language's version);
    // that it reached every page in every language is checked below.
    const crawled = new Set<string>()
    const siteChecker = new LinkChecker().on('pagestart', (url) => crawled.add(String(url)))
    // Linked from nowhere: the not-found view, the pages that answer an inquiry, a closed job's page.
    const unlistedPages = pages.filter((page) => !listedByTheBuild(page))
    // The unlisted pages (no link leads there) get a run of their own: in the crawl's run, pages
    // they link to would count as seen before the crawl could read them.
    const runs = await Promise.all([
      siteChecker.check({ ...options, path: `${origin}/` }),
      new LinkChecker().check({
        ...options,
        path: unlistedPages.map((page) => `${origin}${page.address}`),
      }),
    ])
    const links = runs.flatMap((run) => run.links)

    // The not-found view answers 404, and its language switch leads to the same view in the other
    // language (the same path), which answers 404 as well: both by design.
    const isNotFoundView = (link: LinkResult) =>
      link.status === 404 && notFoundViews.some((page) => page.path === new URL(link.url).pathname)
    const broken = links.filter((link) => link.state === LinkState.BROKEN && !isNotFoundView(link))
    // One line per broken address, with the pages linking to it (a page's own skip link
    // `#main-content` makes every HTML answer, the not-found one too, link to itself).
    const local = (url: string) => url.replace(origin, '') || '/'
    const brokenLinks = new Map<string, { link: LinkResult; parents: Set<string> }>()
    for (const link of broken) {
      const entry = brokenLinks.get(link.url) ?? { link, parents: new Set() }
      if (link.parent && link.parent !== link.url) entry.parents.add(local(link.parent))
      brokenLinks.set(link.url, entry)
    }
    const reason = (link: LinkResult) =>
      link.failureDetails?.find((detail) => detail instanceof Error)?.message ??
      `status ${link.status || 'none'}`
    const sitePages = pages.filter(listedByTheBuild)
    const notCrawled = sitePages.filter((page) => !crawled.has(`${origin}${page.address}`))
    const problems = [
      ...[...brokenLinks.values()].map(
        ({ link, parents }) =>
          `${local(link.url)}: ${reason(link)} (linked from ${[...parents].join(', ') || 'nowhere: a start address'})`,
      ),
      ...notCrawled.map((page) => `${page.address} was not reached by the crawl`),
    ]
    const countUrls = (filter: (link: LinkResult) => boolean) =>
      new Set(links.filter(filter).map((link) => link.url)).size
    const checked = countUrls((link) => link.state !== LinkState.SKIPPED)
    const skipped = countUrls((link) => link.state === LinkState.SKIPPED)
    const reached = sitePages.length - notCrawled.length
    return {
      problems,
      summary: `${reached}/${sitePages.length} pages reached, ${checked} addresses checked, ${skipped} skipped (not on the local server), ${brokenLinks.size} broken`,
    }
  } finally {
    await server.stop()
  }
}

// ---- main ---------------------------------------------------------------------------------------

const missingPages = pages.filter((page) => !existsSync(page.file)).map((page) => page.label)
if (!existsSync(serverFile) || missingPages.length > 0) {
  const what = existsSync(serverFile)
    ? `an incomplete build (no ${missingPages.join(', ')})`
    : 'no build'
  console.error(`validate: found ${what} in dist/; run \`npm run build\` first`)
  process.exit(1)
}

const validators: [string, Check][] = [
  ['vnu', checkHtml],
  ['structured data', checkStructuredData],
  ['links', checkLinks],
]
// Run side by side (vnu takes a few seconds to start Java), report in a fixed order.
const results = await Promise.all(
  validators.map(async ([name, check]) => {
    try {
      const { problems, summary } = await check()
      return { name, passed: problems.length === 0, lines: [...problems, summary] }
    } catch (error) {
      return { name, passed: false, lines: [`could not run: ${(error as Error).message}`] }
    }
  }),
)
for (const { name, lines } of results) {
  for (const line of lines) console.log(`${name}: ${line}`)
}
const failed = results.filter((result) => !result.passed).length
console.log(`validate: ${results.length - failed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
