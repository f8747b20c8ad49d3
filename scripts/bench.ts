// `npm run bench`: builds, serves the production build with `npm start`, and measures it in one run:
// Lighthouse on every page against its JavaScript-free copy, bytes per page, tap to response on a
// throttled phone, the server under load against nginx with the same files (and against Node's own
// ceiling: ./bench/node-ceiling.ts), and inquiries posted while pages load. Prints the report
// and writes it to BENCHMARK.md. BENCH_RUNS (3) sets the runs per page (Lighthouse) and per
// control (taps), BENCH_LOAD_SECONDS (10) each load test's length and BENCH_LOAD_ROUNDS (3) how
// many times the servers take turns.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { cpus, loadavg, tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { measureBytes, sizesOf, type FileSizes } from './bench/bytes.ts'
import { runLighthouse } from './bench/lighthouse.ts'
import { writeLimitPages } from './bench/limit.ts'
import {
  measureHealthLoad,
  measureInquiryLoad,
  measureLoad,
  type LoadMeasurement,
} from './bench/load.ts'
import { measureLockLoad } from './bench/lock.ts'
import { readPages } from './bench/pages.ts'
import {
  formatDuration,
  renderReport,
  type Environment,
  type LoadResults,
  type Phase,
} from './bench/report.ts'
import { medians } from './bench/stats.ts'
import { measureStoredLanguage } from './bench/storedLanguage.ts'
import { measureTaps } from './bench/taps.ts'
import { benchChromiumPath, chromiumVersion } from './lib/chromium.ts'
import { buildExampleSite } from './lib/exampleSite.ts'
import { freePort, startServer } from './lib/processes.ts'
import { forms, healthEndpoint } from './lib/site.ts'

function positiveIntegerFromEnvironment(name: string, fallback: number) {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
}

const runs = positiveIntegerFromEnvironment('BENCH_RUNS', 3)
const loadSeconds = positiveIntegerFromEnvironment('BENCH_LOAD_SECONDS', 10)
const loadRounds = positiveIntegerFromEnvironment('BENCH_LOAD_ROUNDS', 3)

const project = fileURLToPath(new URL('..', import.meta.url))

const startedAt = Date.now()
const loadAverage = loadavg()[0] ?? 0
// Filled in as the phases run.
const durations = {} as Environment['durations']

/** Runs one phase, logs and records how long it took. */
async function phase<T>(name: Phase, work: () => T | Promise<T>): Promise<T> {
  const started = Date.now()
  console.log(`${name}...`)
  const result = await work()
  durations[name] = Date.now() - started
  console.log(`${name}: ${formatDuration(durations[name])}`)
  return result
}

// What visitors get is a production build: the filled-in example company data, built for its
// origin (a preview of the repository's placeholders would be noindex, for one).
const root = await phase('build', () => buildExampleSite())
const clientDirectory = join(root, 'dist', 'client')
const limitDirectory = join(root, 'dist', 'bench-limit')

const pages = await readPages(clientDirectory)
await writeLimitPages({ clientDirectory, limitDirectory, pages })
const home = pages.find((page) => page.path === '/')
if (!home) throw new Error('No home page to measure')
const homeHtml = await readFile(join(clientDirectory, home.file), 'utf8')
/** The first group of `pattern` in the home page's HTML. */
function fromHomeHtml(pattern: RegExp, what: string): string {
  const found = homeHtml.match(pattern)?.[1]
  if (found === undefined) throw new Error(`The home page's HTML has no ${what}`)
  return found
}
// The hashed asset every page loads first (its only request before the first paint).
const stylesheet = fromHomeHtml(/<link rel="stylesheet" href="(\/assets\/[^"]+)"/, 'stylesheet')
// The loader runs inline (the same in every page): JavaScript of the first load, inside the HTML.
const inlineLoader: FileSizes = {
  path: 'inline: src/enhance/loader.ts',
  kind: 'js',
  ...sizesOf(Buffer.from(fromHomeHtml(/<script data-entry[^>]*>([\s\S]*?)<\/script>/, 'loader'))),
}

const sitePort = await freePort()
const siteOrigin = `http://127.0.0.1:${sitePort}`
const siteDataDirectory = await mkdtemp(join(tmpdir(), 'bench-inquiries-'))
const siteServer = await startServer({
  name: 'the production server',
  command: process.execPath,
  args: ['dist/server/server.js'],
  cwd: root,
  // Inquiries of the load phase go to a database of their own, and are not mailed.
  env: {
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    DATA_DIR: siteDataDirectory,
    SMTP_URL: '',
    INQUIRY_RATE_LIMIT: '0',
  },
  url: siteOrigin,
})
const limitPort = await freePort()
const limitOrigin = `http://127.0.0.1:${limitPort}`
const limitServer = await startServer({
  name: 'limit server',
  command: process.execPath,
  args: ['scripts/bench/limit-server.ts', clientDirectory, limitDirectory],
  cwd: project,
  env: { PORT: String(limitPort) },
  url: limitOrigin,
})

/** The median of each figure over the rounds, and every failure of them all. */
const medianLoad = (rounds: LoadMeasurement[]): LoadMeasurement => ({
  ...medians(rounds),
  failures: rounds.reduce((sum, round) => sum + round.failures, 0),
})

// The key the loader reads the stored language under (the example's own slug).
const storageKey = fromHomeHtml(/data-language-storage-key="([^"]+)"/, 'language storage key')

let lighthouse, bytes, taps, storedLanguage, load: LoadResults
try {
  lighthouse = await phase('lighthouse', () =>
    runLighthouse({ pages, siteOrigin, limitOrigin, runs }),
  )
  bytes = await phase('bytes', () => measureBytes({ pages, origin: siteOrigin }))
  taps = await phase('taps', () => measureTaps({ origin: siteOrigin, runs }))
  storedLanguage = await phase('storedLanguage', () =>
    measureStoredLanguage({ origin: siteOrigin, storageKey, runs }),
  )

  const requests = [
    { request: 'HTML of `/`', path: '/' },
    { request: 'stylesheet (hashed asset)', path: stylesheet },
  ]
  const nginxPort = await freePort()
  const nginxOrigin = `http://127.0.0.1:${nginxPort}`
  const nginxServer = await startServer({
    name: 'nginx',
    command: process.execPath,
    args: ['scripts/nginx-local.ts'],
    cwd: root,
    env: { PORT: String(nginxPort) },
    url: nginxOrigin,
  })
  const ceilingPort = await freePort()
  const ceilingOrigin = `http://127.0.0.1:${ceilingPort}`
  const ceilingServer = await startServer({
    name: "Node's ceiling",
    command: process.execPath,
    args: ['scripts/bench/node-ceiling.ts', siteOrigin, ...requests.map(({ path }) => path)],
    cwd: project,
    env: { PORT: String(ceilingPort) },
    url: ceilingOrigin,
  })
  try {
    load = await phase('load', async () => {
      // The three servers in turns, each round alike, so that a slower moment of the machine
      // falls on all; the medians of the rounds are reported.
      const measurements = []
      for (const { request, path } of requests) {
        const rounds: {
          node: LoadMeasurement
          ceiling: LoadMeasurement
          nginx: LoadMeasurement
        }[] = []
        for (let round = 0; round < loadRounds; round += 1)
          rounds.push({
            node: await measureLoad({ url: siteOrigin + path, seconds: loadSeconds }),
            ceiling: await measureLoad({ url: ceilingOrigin + path, seconds: loadSeconds }),
            nginx: await measureLoad({ url: nginxOrigin + path, seconds: loadSeconds }),
          })
        const nginx = medianLoad(rounds.map((each) => each.nginx))
        // nginx is the yardstick: if it failed requests, the comparison would measure its errors.
        if (nginx.failures > 0)
          throw new Error(`nginx failed ${nginx.failures} requests for ${path}; see its error log`)
        measurements.push({
          request,
          node: medianLoad(rounds.map((each) => each.node)),
          ceiling: medianLoad(rounds.map((each) => each.ceiling)),
          nginx,
        })
      }
      const inquiryLoad = await measureInquiryLoad({
        endpoint: `${siteOrigin}${forms.inquiry.endpoint}`,
        pageUrl: `${siteOrigin}/`,
        seconds: loadSeconds,
      })
      const healthLoad = await measureHealthLoad({
        healthUrl: `${siteOrigin}${healthEndpoint}`,
        pageUrl: `${siteOrigin}/`,
        seconds: loadSeconds,
      })
      const lockLoad = await measureLockLoad({
        origin: siteOrigin,
        dataDirectory: siteDataDirectory,
        seconds: Math.max(loadSeconds, 15),
      })
      return {
        seconds: loadSeconds,
        rounds: loadRounds,
        measurements,
        inquiryLoad,
        healthLoad,
        lockLoad,
      }
    })
  } finally {
    await ceilingServer.stop()
    await nginxServer.stop()
    // nginx-local.ts keeps its runtime files per port; this port will not come back.
    await rm(join(root, 'dist', 'nginx', `local-${nginxPort}`), { recursive: true, force: true })
  }
} finally {
  await limitServer.stop()
  await siteServer.stop()
}

durations.total = Date.now() - startedAt
const report = renderReport({
  environment: {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cores: cpus().length,
    node: process.version,
    chromium: `${chromiumVersion(benchChromiumPath)} (${basename(benchChromiumPath)})`,
    lighthouseVersion: createRequire(import.meta.url)('lighthouse/package.json').version,
    runs,
    loadAverage,
    durations,
  },
  lighthouse,
  bytes: bytes.map((page) => ({ ...page, files: [inlineLoader, ...page.files] })),
  taps,
  storedLanguage,
  load,
})
console.log(`\n${report}`)
await writeFile(join(project, 'BENCHMARK.md'), report)
