// Lighthouse over every page and its script-free copy. Each variant has its own Chrome, reused for
// all its runs: a launch per run would add seconds each (Lighthouse opens a fresh tab and clears
// cache and storage anyway), and one Chrome alternating between the two servers stalls about 5 s
// at the end of the trace of nearly every limit run (seen with Chromium 156), adding minutes.
import { fork } from 'node:child_process'
import * as chromeLauncher from 'chrome-launcher'

import { benchChromiumPath, lighthouseChromeFlags } from '../lib/chromium.ts'
import { stopAtExit } from '../lib/processes.ts'
import type { Metrics, RunReply, RunRequest } from './lighthouse-runner.ts'
import type { BenchPage } from './pages.ts'
import { median, medians } from './stats.ts'

export type { Metrics }

export type LighthouseResults = {
  pages: { page: BenchPage; site: Metrics; limit: Metrics; failedAudits: string[] }[]
  warnings: string[]
  /** Lighthouse's measure of this machine's CPU (`benchmarkIndex`), median over all runs. */
  benchmarkIndex: number
}

/** Lighthouse in its child process (lighthouse-runner.ts, which says why); `stop` ends it. */
function startRunner(): { run: (request: RunRequest) => Promise<RunReply>; stop: () => void } {
  const runner = fork(new URL('lighthouse-runner.ts', import.meta.url))
  const forget = stopAtExit(() => runner.kill())
  return {
    run: (request) =>
      new Promise((resolve, reject) => {
        const exited = (code: number | null) =>
          reject(new Error(`The Lighthouse process ended (exit code ${code})`))
        runner.once('exit', exited)
        runner.once('message', (reply) => {
          runner.off('exit', exited)
          resolve(reply as RunReply)
        })
        runner.send(request)
      }),
    stop: () => {
      forget()
      runner.kill()
    },
  }
}

/** A headless Chrome for Lighthouse; `stop` ends it (Node's exit does too, after a failure). */
async function launchChrome(): Promise<{ port: number; stop: () => void }> {
  const chrome = await chromeLauncher.launch({
    chromePath: benchChromiumPath,
    chromeFlags: lighthouseChromeFlags(chromeLauncher.Launcher.defaultFlags()),
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
  const runner = startRunner()
  let done = 0
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const pageMeasured of measured) {
        const { page } = pageMeasured
        for (const { variant, origin, chrome } of variants) {
          const started = Date.now()
          const reply = await runner.run({ url: origin + page.address, port: chrome.port })
          if ('error' in reply) throw new Error(reply.error)
          const { metrics } = reply
          benchmarkIndexes.push(reply.benchmarkIndex)
          pageMeasured[variant].push(metrics)
          if (variant === 'site') {
            for (const audit of reply.failedAudits) pageMeasured.failedAudits.add(audit)
          }
          for (const warning of reply.warnings) {
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
    runner.stop()
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
