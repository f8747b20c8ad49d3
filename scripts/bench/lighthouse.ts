// Lighthouse over every page and its script-free copy. Each variant has its own Chrome, reused for
// all its runs: a launch per run would add seconds each (Lighthouse opens a fresh tab and clears
// cache and storage anyway), and one Chrome alternating between the two servers stalls about 5 s
// at the end of the trace of nearly every limit run (seen with Chromium 156), adding minutes.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromiumFlags, chromiumPath } from '../lib/chromium.ts'
import { stopAtExit } from '../lib/processes.ts'
import type { BenchPage } from './pages.ts'
import { median, medians } from './stats.ts'

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

export type LighthouseResults = {
  pages: { page: BenchPage; site: Metrics; limit: Metrics; failedAudits: string[] }[]
  warnings: string[]
  /** Lighthouse's measure of this machine's CPU (`benchmarkIndex`), median over all runs. */
  benchmarkIndex: number
}

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
async function lighthouseRun(url: string, port: number, warnings: Set<string>): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { ...flags, port })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (!lhr.runtimeError) return lhr
    const failure = `${url}: ${lhr.runtimeError.code}`
    if (attempt === attemptsPerRun) {
      throw new Error(`Lighthouse failed ${attempt} times on ${failure}`)
    }
    warnings.add(`retried after ${failure}`)
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

/** A headless Chrome for Lighthouse; `stop` ends it (Node's exit does too, after a failure). */
async function launchChrome(): Promise<{ port: number; stop: () => void }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  })
  const forget = stopAtExit(() => chrome.kill())
  return {
    port: chrome.port,
    stop: () => {
      forget()
      chrome.kill()
    },
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

/**
 * `runs` rounds over all pages, each page measured on the site and then on its limit, so that a
 * disturbance on the machine hits both alike. Returns per page the medians and the site's failed
 * audits (in any run), Lighthouse's warnings (for example a page that loaded too slowly) and its
 * measure of the machine's CPU.
 */
export async function runLighthouse({
  pages,
  siteOrigin,
  limitOrigin,
  runs,
}: {
  pages: BenchPage[]
  siteOrigin: string
  limitOrigin: string
  runs: number
}): Promise<LighthouseResults> {
  const variants = [
    { variant: 'site', origin: siteOrigin, chrome: await launchChrome() },
    { variant: 'limit', origin: limitOrigin, chrome: await launchChrome() },
  ] as const
  const measured = pages.map((page) => ({
    page,
    site: [] as Metrics[],
    limit: [] as Metrics[],
    failedAudits: new Set<string>(),
  }))
  const warnings = new Set<string>()
  const benchmarkIndexes: number[] = []
  const total = runs * pages.length * variants.length
  let done = 0
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const pageMeasured of measured) {
        const { page } = pageMeasured
        for (const { variant, origin, chrome } of variants) {
          const started = Date.now()
          const lhr = await lighthouseRun(origin + page.address, chrome.port, warnings)
          const metrics = metricsOf(lhr)
          benchmarkIndexes.push(lhr.environment.benchmarkIndex)
          pageMeasured[variant].push(metrics)
          if (variant === 'site') {
            for (const audit of failedAuditsOf(lhr)) pageMeasured.failedAudits.add(audit)
          }
          for (const warning of lhr.runWarnings) {
            warnings.add(`${page.address} (${variant}): ${warning}`)
          }
          done += 1
          console.log(
            `lighthouse ${done}/${total} ${page.address} ${variant}: performance ${metrics.performance}, ` +
              `LCP ${Math.round(metrics.lcp)} ms, TBT ${Math.round(metrics.tbt)} ms ` +
              `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
          )
        }
      }
    }
  } finally {
    for (const { chrome } of variants) chrome.stop()
  }
  return {
    pages: measured.map(({ page, site, limit, failedAudits }) => ({
      page,
      site: medians(site),
      limit: medians(limit),
      failedAudits: [...failedAudits],
    })),
    warnings: [...warnings],
    benchmarkIndex: median(benchmarkIndexes),
  }
}
