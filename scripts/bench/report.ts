// BENCHMARK.md: the measurements in Markdown with their targets; ✗ marks each figure that misses
// its target. Figures are judged as shown, so a mark never contradicts its number.
import type { FileSizes, PageBytes } from './bytes.ts'
import type { LighthouseResults } from './lighthouse.ts'
import { connections, inquiryConnections, wrkThreads, type LoadMeasurement } from './load.ts'
import type { LockLoadResults } from './lock.ts'
import type { BenchPage } from './pages.ts'
import type { StoredLanguageMeasurement } from './storedLanguage.ts'
import { firstTapMomentsMs, slowestFirstTap, throttling, type TapMeasurement } from './taps.ts'

export type InquiryLoadResults = {
  inquiries: LoadMeasurement
  pagesMeanwhile: LoadMeasurement
}

export type HealthLoadResults = {
  health: LoadMeasurement
  pagesMeanwhile: LoadMeasurement
  /** Inquiries waiting in the database the health answer counts over. */
  waiting: number
}

export type LoadResults = {
  seconds: number
  /** Turns of each server per request; the figures are medians over them. */
  rounds: number
  measurements: {
    request: string
    node: LoadMeasurement
    /** Node's HTTP server doing nothing but the answer, a process per core (node-ceiling.ts). */
    ceiling: LoadMeasurement
    nginx: LoadMeasurement
  }[]
  /** Inquiries posted while pages load (Node only: nginx passes inquiries on to it). */
  inquiryLoad: InquiryLoadResults
  /** `/healthz` asked without pause while pages load. */
  healthLoad: HealthLoadResults
  /** Pages and inquiries while another process holds a lock on the inquiry database. */
  lockLoad: LockLoadResults
}

export const targets = {
  score: 100,
  lcpRatio: 1.05,
  tbtMs: 50,
  cls: 0,
  homeJsGzipKb: 100,
  cssGzipKb: 10,
  p99Ms: 10,
  /**
   * Tap to visible response: a first tap at any moment after the first paint, and one after the
   * visitor has read for a while (the last moment measured).
   */
  firstTapMs: 200,
  firstTapAfterReadingMs: 150,
  laterTapMs: 100,
  /** LCP of a visitor whose chosen language the address does not name, against nothing stored. */
  chosenLanguageLcpRatio: 1.1,
}

const figure = (text: string, meetsTarget: boolean) => (meetsTarget ? text : `${text} ✗`)
const roundTo = (value: number, digits: number) => Number(value.toFixed(digits))
const code = (text: string) => `\`${text}\``

export function formatDuration(milliseconds: number): string {
  if (milliseconds < 60_000) return `${(milliseconds / 1000).toFixed(1)} s`
  const seconds = Math.round(milliseconds / 1000)
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

/** Markdown rows and columns padded as Prettier pads them, so they read well in a terminal too. */
type Column = { title: string; right: boolean }

function markdownTable(columns: Column[], rows: string[][]): string {
  const widths = columns.map((column, index) =>
    Math.max(3, column.title.length, ...rows.map((row) => row[index]?.length ?? 0)),
  )
  const pad = (text: string, index: number) =>
    columns[index]?.right ? text.padStart(widths[index] ?? 0) : text.padEnd(widths[index] ?? 0)
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    line(columns.map((column, index) => pad(column.title, index))),
    line(
      columns.map((column, index) =>
        column.right ? `${'-'.repeat((widths[index] ?? 0) - 1)}:` : '-'.repeat(widths[index] ?? 0),
      ),
    ),
    ...rows.map((row) => line(row.map(pad))),
  ].join('\n')
}

const left = (title: string): Column => ({ title, right: false })
const right = (title: string): Column => ({ title, right: true })

function lighthouseSection({ pages, warnings }: LighthouseResults): string[] {
  const failedAudits = pages
    .filter((result) => result.failedAudits.length > 0)
    .map(({ page, failedAudits }) => `- ${code(page.address)}: ${failedAudits.join(', ')}`)
  const score = (value: number) => figure(String(value), value >= targets.score)
  const rows = pages.map(({ page, site, limit }) => {
    const ratio = roundTo(site.lcp / limit.lcp, 3)
    const tbt = Math.round(site.tbt)
    const cls = site.cls === 0 ? '0' : site.cls < 0.001 ? '< 0.001' : site.cls.toFixed(3)
    return [
      code(page.address),
      score(site.performance),
      score(site.accessibility),
      score(site.bestPractices),
      score(site.seo),
      String(Math.round(site.lcp)),
      String(Math.round(limit.lcp)),
      figure(ratio.toFixed(3), ratio <= targets.lcpRatio),
      figure(String(tbt), tbt <= targets.tbtMs),
      figure(cls, site.cls === targets.cls),
    ]
  })
  return [
    '## Lighthouse',
    '',
    "Mobile, Lighthouse's default config and simulated throttling (medians). The limit is the same " +
      'prerendered HTML and CSS with every script and module preload removed (JSON-LD kept), served ' +
      'at the same address by a small static server.',
    '',
    markdownTable(
      [
        left('Page'),
        right('Performance (100)'),
        right('Accessibility (100)'),
        right('Best practices (100)'),
        right('SEO (100)'),
        right('LCP ms'),
        right('Limit LCP ms'),
        right(`LCP / limit (≤ ${targets.lcpRatio})`),
        right(`TBT ms (≤ ${targets.tbtMs})`),
        right(`CLS (${targets.cls})`),
      ],
      rows,
    ),
    ...(failedAudits.length > 0
      ? ['', 'Audits that cost the site points outside performance:', '', ...failedAudits]
      : []),
    ...(warnings.length > 0
      ? ['', 'Lighthouse warnings:', '', ...warnings.map((warning) => `- ${warning}`)]
      : []),
  ]
}

const kilobytes = (bytes: number) => roundTo(bytes / 1000, 1)
type Measure = 'raw' | 'gzip' | 'brotli'
const measures: Measure[] = ['raw', 'gzip', 'brotli']
const sizeColumns = (kind: string) => measures.map((measure) => `${kind} ${measure} kB`)

const sumOf = (files: FileSizes[], kind: FileSizes['kind'], measure: Measure) =>
  files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file[measure], 0)

/** One row per page: JS file count and JS and CSS sizes; `judge` marks figures against targets. */
function sizeRows(
  pagesWithFiles: { page: BenchPage; files: FileSizes[] }[],
  judge: boolean,
): string[][] {
  return pagesWithFiles.map(({ page, files }) => {
    const js = kilobytes(sumOf(files, 'js', 'gzip'))
    const css = kilobytes(sumOf(files, 'css', 'gzip'))
    return [
      code(page.address),
      String(files.filter((file) => file.kind === 'js').length),
      kilobytes(sumOf(files, 'js', 'raw')).toFixed(1),
      judge
        ? figure(js.toFixed(1), page.path !== '/' || js <= targets.homeJsGzipKb)
        : js.toFixed(1),
      kilobytes(sumOf(files, 'js', 'brotli')).toFixed(1),
      kilobytes(sumOf(files, 'css', 'raw')).toFixed(1),
      judge ? figure(css.toFixed(1), css <= targets.cssGzipKb) : css.toFixed(1),
      kilobytes(sumOf(files, 'css', 'brotli')).toFixed(1),
    ]
  })
}

const sizeTableColumns = [
  left('Page'),
  right('JS files'),
  ...[...sizeColumns('JS'), ...sizeColumns('CSS')].map(right),
]

function filesTable(files: FileSizes[]): string {
  return markdownTable(
    [left('File'), right('raw kB'), right('gzip kB'), right('brotli kB')],
    [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .map((file) => [
        code(file.path),
        ...measures.map((measure) => kilobytes(file[measure]).toFixed(1)),
      ]),
  )
}

function bytesSection(measurements: PageBytes[]): string[] {
  const home = measurements.find(({ page }) => page.path === '/')
  if (!home) throw new Error('No bytes measured for the home page')
  return [
    '## Bytes per page',
    '',
    'Every script and stylesheet Chromium fetched for the page (Playwright, empty cache), in two ' +
      'steps: until the load event (first load), then what the loader fetched after it while the ' +
      'visitor reads, until the app had hydrated and the network was quiet. ' +
      'kB = 1000 bytes; gzip level 9 and brotli quality 11 (node:zlib). The loader ' +
      `(${code('src/enhance/loader.ts')}) arrives inline in every page's HTML; it is counted as one ` +
      'JavaScript file of the first load, compressed on its own.',
    '',
    `### First load (targets: JavaScript of ${code('/')} ≤ ${targets.homeJsGzipKb} kB gzip, ` +
      `CSS ≤ ${targets.cssGzipKb} kB gzip)`,
    '',
    markdownTable(sizeTableColumns, sizeRows(measurements, true)),
    '',
    '### Added after the load event (the app)',
    '',
    markdownTable(
      sizeTableColumns,
      sizeRows(
        measurements.map(({ page, appFiles }) => ({ page, files: appFiles })),
        false,
      ),
    ),
    '',
    `Files of ${code(home.page.address)}, first load:`,
    '',
    filesTable(home.files),
    '',
    'Added after the load event:',
    '',
    filesTable(home.appFiles),
  ]
}

function loadSection(
  { seconds, rounds, measurements, inquiryLoad, healthLoad, lockLoad }: LoadResults,
  cores: number,
): string[] {
  const ratioToNginx = (measured: LoadMeasurement, nginx: LoadMeasurement) =>
    roundTo(measured.requestsPerSecond / nginx.requestsPerSecond, 2)
  const rows = measurements.flatMap(({ request, node, ceiling, nginx }) => [
    [
      request,
      'Node',
      String(Math.round(node.requestsPerSecond)),
      String(node.p50),
      figure(String(node.p99), node.p99 <= targets.p99Ms),
      figure(String(node.failures), node.failures === 0),
      ratioToNginx(node, nginx).toFixed(2),
    ],
    [
      request,
      "Node's ceiling",
      String(Math.round(ceiling.requestsPerSecond)),
      String(ceiling.p50),
      String(ceiling.p99),
      String(ceiling.failures),
      ratioToNginx(ceiling, nginx).toFixed(2),
    ],
    [
      request,
      'nginx',
      String(Math.round(nginx.requestsPerSecond)),
      String(nginx.p50),
      String(nginx.p99),
      String(nginx.failures),
      '1.00',
    ],
  ])
  return [
    '## Server under load',
    '',
    `wrk on loopback (${wrkThreads} thread, ${connections} connections, ` +
      `${code('Accept-Encoding: br, gzip')}), ${seconds} s a turn, the servers taking ${rounds} ` +
      'turns each; medians. Node is the production server ' +
      `(${code('dist/server/server.js')}, as ${code('npm start')} runs it) with its log sent to ` +
      `/dev/null; nginx is ${code('scripts/nginx-local.ts')} with the generated ` +
      `${code('dist/nginx/site.conf')} over the same files. Node's ceiling ` +
      `(${code('scripts/bench/node-ceiling.ts')}) is what Node's HTTP server allows here: it sends ` +
      "the production server's answer (the same headers and body) and does nothing else, in a " +
      'process per core. Errors count connection errors, timeouts and answers of 400 or more. ' +
      `wrk and the servers share the same ${cores} cores: Node runs as one process, nginx as one ` +
      'worker per core and without an access log. ' +
      "The ratio to nginx is information, not a mark: on these cores even Node's ceiling stays " +
      'near half of nginx, and the production setups put nginx or Caddy in front ' +
      `(docs/performance.md). Targets for Node: p99 ≤ ${targets.p99Ms} ms, no errors.`,
    '',
    markdownTable(
      [
        left('Request'),
        left('Server'),
        right('Requests/s'),
        right('p50 ms'),
        right(`p99 ms (≤ ${targets.p99Ms})`),
        right('Errors (0)'),
        right('vs nginx'),
      ],
      rows,
    ),
    '',
    ...inquiryLoadSection(inquiryLoad, seconds),
    '',
    ...healthLoadSection(healthLoad, seconds),
    '',
    ...lockLoadSection(lockLoad),
  ]
}

function healthLoadSection(
  { health, pagesMeanwhile, waiting }: HealthLoadResults,
  seconds: number,
): string[] {
  return [
    '## Health checks under load',
    '',
    `One wrk connection asks ${code('/healthz')} without pause (an uptime monitor asks once a ` +
      `minute) while ${connections} more load the HTML of ${code('/')}, both for ${seconds} s, on ` +
      `the database the inquiries above left (${waiting} inquiries waiting, which the answer ` +
      `counts). Target: the pages keep their p99 ≤ ${targets.p99Ms} ms meanwhile.`,
    '',
    loadTable(
      loadRow('health answers', health),
      loadRow('HTML of `/` meanwhile', pagesMeanwhile, targets.p99Ms),
    ),
  ]
}

function lockLoadSection({ seconds, pagesMeanwhile, inquiries }: LockLoadResults): string[] {
  const stored = inquiries.filter(({ status }) => status === 200)
  const refused = inquiries.filter(({ status }) => status !== 200)
  const slowest = (answers: typeof inquiries) =>
    answers.length ? `${Math.round(Math.max(...answers.map(({ ms }) => ms)))} ms` : '-'
  return [
    '## A lock on the inquiry database',
    '',
    `Another process holds ${code('BEGIN EXCLUSIVE')} on the inquiry database for ${seconds} s ` +
      `(an admin in ${code('sqlite3')}, a stuck tool) while ${connections} wrk connections load ` +
      `the HTML of ${code('/')} and an inquiry is posted every second. Target: the pages keep ` +
      `their p99 ≤ ${targets.p99Ms} ms; every inquiry is answered within the app's wait (10 s).`,
    '',
    loadTable(loadRow('HTML of `/` during the lock', pagesMeanwhile, targets.p99Ms)),
    '',
    `Inquiries: ${stored.length} stored and answered "received" (slowest ${slowest(stored)}), ` +
      `${refused.length} answered "not sent" and not stored (slowest ${slowest(refused)}).`,
  ]
}

/** One kind of request and the pages meanwhile: requests per second, latency and errors. */
const loadTable = (...rows: string[][]) =>
  markdownTable(
    [left('Requests'), right('per second'), right('p50 ms'), right('p99 ms'), right('Errors (0)')],
    rows,
  )

const loadRow = (what: string, measured: LoadMeasurement, p99Target?: number) => [
  what,
  String(Math.round(measured.requestsPerSecond)),
  String(measured.p50),
  p99Target === undefined
    ? String(measured.p99)
    : figure(String(measured.p99), measured.p99 <= p99Target),
  figure(String(measured.failures), measured.failures === 0),
]

function inquiryLoadSection(
  { inquiries, pagesMeanwhile }: InquiryLoadResults,
  seconds: number,
): string[] {
  return [
    '## Inquiries under load',
    '',
    `${inquiryConnections} wrk connections post inquiries to the production server (each one different, so ` +
      'each is stored in SQLite with a full sync before it is answered; no mail server, so none is ' +
      `mailed) while ${connections} more load the HTML of ${code('/')}, both for ${seconds} s, ` +
      'with wrk on the same cores. Target: the pages keep their p99 ' +
      `≤ ${targets.p99Ms} ms meanwhile.`,
    '',
    loadTable(
      loadRow('inquiries stored and answered', inquiries),
      loadRow('HTML of `/` meanwhile', pagesMeanwhile, targets.p99Ms),
    ),
  ]
}

function tapsSection(taps: TapMeasurement[]): string[] {
  const milliseconds = (value: number) => String(Math.round(value))
  const readingMoment = Math.max(...firstTapMomentsMs)
  const firstTapTarget = (moment: number) =>
    moment === readingMoment ? targets.firstTapAfterReadingMs : targets.firstTapMs
  const rows = taps.map((measurement) => {
    const { control, firstTapMs, laterTapsMs } = measurement
    const slowest = slowestFirstTap(measurement)
    return [
      control,
      ...firstTapMomentsMs.map((moment) =>
        figure(milliseconds(firstTapMs[moment]), firstTapMs[moment] <= firstTapTarget(moment)),
      ),
      figure(milliseconds(slowest), slowest <= targets.firstTapMs),
      figure(milliseconds(laterTapsMs), laterTapsMs <= targets.laterTapMs),
    ]
  })
  const seconds = (moment: number) => `${moment / 1000} s`
  return [
    '## Tap to response',
    '',
    'From the touchstart of a tap to the first frame that shows its effect (the FAQ answer, the ' +
      `menu's links, the page in the other language), in Chromium with Lighthouse's mobile ` +
      `throttling emulated (${throttling.latencyMs} ms round trip, ` +
      `${throttling.downloadBitsPerSecond / 1e6} Mbit/s down, ` +
      `${throttling.uploadBitsPerSecond / 1e3} kbit/s up, CPU ${throttling.cpuSlowdown}× slower). ` +
      `Each run is a fresh browser context with an empty cache; medians of ${taps[0]?.samples ?? 0} ` +
      'runs per column. The first tap comes at a moment after the first contentful paint: at ' +
      'once, while the app is fetched, evaluated and hydrated, while it prepares, and after ' +
      `${seconds(readingMoment)} of reading without touching (≤ ${targets.firstTapAfterReadingMs} ` +
      `ms there, ≤ ${targets.firstTapMs} ms at every moment); later taps are the next three taps ` +
      `of the ${seconds(readingMoment)} runs. FAQ and menu at 390 px; the language switch at ` +
      '1280 px, where it is in the header, and at 390 px in the menu (opened by a tap first).',
    '',
    markdownTable(
      [
        left('Control'),
        ...firstTapMomentsMs.map((moment) => right(`First tap at ${seconds(moment)}, ms`)),
        right(`Slowest first tap, ms (≤ ${targets.firstTapMs})`),
        right(`Later taps, ms (≤ ${targets.laterTapMs})`),
      ],
      rows,
    ),
  ]
}

function storedLanguageSection(measurements: StoredLanguageMeasurement[]): string[] {
  const nothingStored = measurements[0]?.lcpMs ?? 0
  return [
    '## The chosen language painted first',
    '',
    'A visitor who chose English before opens an address without `?lang`. With the language ' +
      'cookie the server answers in English at once; with the choice stored but no cookie, the ' +
      'inline loader sends the visitor, before anything is painted, to the page in English. Largest ' +
      "contentful paint from the visitor's own navigation (both pages' time for that visitor), " +
      `with the taps' throttling, at 390 px; medians of ${measurements[0]?.samples ?? 0} runs, and ` +
      `the ratio to the first row (≤ ${targets.chosenLanguageLcpRatio} for the chosen language ` +
      'through its cookie).',
    '',
    markdownTable(
      [left('Visitor'), left('Opens'), left('Sees'), right('LCP, ms'), right('× nothing stored')],
      measurements.map(({ name, cookie, address, landedOn, lcpMs }) => {
        const ratio = nothingStored ? lcpMs / nothingStored : 0
        const judged = cookie && !address.includes('?')
        return [
          name,
          code(address),
          code(landedOn),
          String(Math.round(lcpMs)),
          judged
            ? figure(ratio.toFixed(2), ratio <= targets.chosenLanguageLcpRatio)
            : ratio.toFixed(2),
        ]
      }),
    ),
  ]
}

/** The benchmark's phases, in the order they run. */
export type Phase = 'build' | 'lighthouse' | 'bytes' | 'taps' | 'storedLanguage' | 'load'

export type Environment = {
  date: string
  cores: number
  node: string
  chromium: string
  lighthouseVersion: string
  runs: number
  loadAverage: number
  /** Milliseconds per phase and in total. */
  durations: Record<Phase | 'total', number>
}

/**
 * The benchmark indexes for which Lighthouse's 4x CPU slowdown (used by Lighthouse and by the
 * taps) is calibrated: there it gives a mid-tier phone (Lighthouse's docs/throttling.md). On a
 * slower machine every 4x figure reads slower than such a phone.
 */
const calibratedBenchmarkIndex = { from: 1500, to: 2000 }

function cpuLine(benchmarkIndex: number): string {
  const line = `- CPU: Lighthouse's benchmark index ${Math.round(benchmarkIndex)} (median of its runs)`
  const { from, to } = calibratedBenchmarkIndex
  if (benchmarkIndex >= from) return line
  return (
    `${line}, below the ${from}-${to} that Lighthouse's 4x CPU slowdown is meant for: every ` +
    'figure taken at 4x (TBT, taps) reads slower here than on the mid-tier phone it stands for'
  )
}

export function renderReport({
  environment,
  lighthouse,
  bytes,
  taps,
  storedLanguage,
  load,
}: {
  environment: Environment
  lighthouse: LighthouseResults
  bytes: PageBytes[]
  taps: TapMeasurement[]
  storedLanguage: StoredLanguageMeasurement[]
  load: LoadResults
}): string {
  const { date, cores, node, chromium, lighthouseVersion, runs, loadAverage, durations } =
    environment
  // A machine already busy before the run (other tests, builds) slows Chrome and the servers.
  const busy = loadAverage >= cores ? ': busy before the run, expect noisy timings' : ''
  return [
    '# Benchmark',
    '',
    `Measured by ${code('npm run bench')} (${code('scripts/bench.ts')}) on a production build: ` +
      `the filled-in example company data (${code('src/config/examples/company.ts')}) in place of ` +
      'the placeholders, built for its own origin, as a site goes live.',
    '',
    `- Date: ${date}`,
    `- Machine: ${cores} CPU cores, 1-minute load average ${loadAverage.toFixed(2)} at the start${busy}`,
    cpuLine(lighthouse.benchmarkIndex),
    `- Node ${node}, ${chromium}, Lighthouse ${lighthouseVersion}`,
    `- Lighthouse runs per page: ${runs} (medians)`,
    `- Duration: ${formatDuration(durations.total)} (build ${formatDuration(durations.build)}, ` +
      `Lighthouse ${formatDuration(durations.lighthouse)}, bytes ${formatDuration(durations.bytes)}, ` +
      `taps ${formatDuration(durations.taps)}, stored language ${formatDuration(durations.storedLanguage)}, ` +
      `load ${formatDuration(durations.load)})`,
    '',
    '✗ marks a figure that misses its target (targets are in the column headers).',
    '',
    ...lighthouseSection(lighthouse),
    '',
    ...bytesSection(bytes),
    '',
    ...tapsSection(taps),
    '',
    ...storedLanguageSection(storedLanguage),
    '',
    ...loadSection(load, cores),
    '',
  ].join('\n')
}
