// Lighthouse itself, in a child process of the benchmark at the lowest CPU priority. While a page
// loads, Lighthouse's own work (taking in the DevTools protocol's events) keeps about half a core
// busy; on a 2-core machine that took the CPU from the page it measures and turned the page's
// 5-10 ms tasks into 20-30 ms ones, which Lighthouse then counted as blocking time. The browsers
// stay with the benchmark process at normal priority. lighthouse.ts sends one `RunRequest` at a
// time and gets one `RunReply` back.
import { constants, setPriority } from 'node:os'
import lighthouse from 'lighthouse'

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

export type Metrics = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
}

export type RunRequest = { url: string; port: number }

export type RunReply =
  | {
      metrics: Metrics
      failedAudits: string[]
      /** Lighthouse's warnings and the retries this run needed. */
      warnings: string[]
      /** Lighthouse's measure of this machine's CPU (`benchmarkIndex`). */
      benchmarkIndex: number
    }
  | { error: string }

/**
 * Lighthouse's default config (mobile, simulated throttling), minus work that weighs 0 in every
 * category but costs time: bf-cache navigates away and back, the screenshots only feed a report.
 */
const flags = {
  logLevel: 'error' as const,
  output: 'json' as const,
  disableFullPageScreenshot: true,
  skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
}

const attemptsPerRun = 3

/**
 * One Lighthouse run, repeated when Lighthouse reports a runtime error: on a busy machine it now and
 * then misses the trace's start (NO_NAVSTART) and asks to be run again. Each retry is reported.
 */
async function lighthouseRun({ url, port }: RunRequest, warnings: string[]): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { ...flags, port })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (!lhr.runtimeError) return lhr
    const failure = `${url}: ${lhr.runtimeError.code}`
    if (attempt === attemptsPerRun) {
      throw new Error(`Lighthouse failed ${attempt} times on ${failure}`)
    }
    warnings.push(`retried after ${failure}`)
  }
}

/** A category or audit Lighthouse always reports. */
function reported<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`Lighthouse reported no ${name}`)
  return value
}

function metricsOf(lhr: Report): Metrics {
  const score = (category: string) =>
    Math.round((reported(lhr.categories[category], category).score ?? 0) * 100)
  const value = (audit: string) => reported(lhr.audits[audit], audit).numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  }
}

/** Audits that cost points outside performance (whose misses show in the metrics). */
function failedAuditsOf(lhr: Report): string[] {
  const scoreOf = (audit: string) => reported(lhr.audits[audit], audit).score
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    reported(lhr.categories[category], category)
      .auditRefs.filter(({ id, weight }) => weight > 0 && scoreOf(id) !== null)
      .filter(({ id }) => (scoreOf(id) ?? 1) < 1)
      .map(({ id }) => `${category}: ${id}`),
  )
}

async function reply(request: RunRequest): Promise<RunReply> {
  try {
    const warnings: string[] = []
    const lhr = await lighthouseRun(request, warnings)
    return {
      metrics: metricsOf(lhr),
      failedAudits: failedAuditsOf(lhr),
      warnings: [...warnings, ...lhr.runWarnings],
      benchmarkIndex: lhr.environment.benchmarkIndex,
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

// Only when started as the child process (lighthouse.ts imports this file for its types).
if (process.send) {
  setPriority(constants.priority.PRIORITY_LOW)
  process.on('message', (request: RunRequest) => {
    void reply(request).then((answer) => process.send?.(answer))
  })
  // Ends with its parent, also when the parent dies without stopping it.
  process.on('disconnect', () => process.exit(0))
}
