// Lighthouse over every page and its script-free copy. Each variant has its own Chrome, reused for
// all its runs: a launch per run would add seconds each (Lighthouse opens a fresh tab and clears
// cache and storage anyway), and one Chrome alternating between the two servers stalls about 5 s
// at the end of the trace of nearly every limit run (seen with Chromium 156), adding minutes.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from './chromium.mjs'
import { stopAtExit } from './processes.mjs'
import { medians } from './stats.mjs'

/**
 * Lighthouse's default config (mobile, simulated throttling), minus work that weighs 0 in every
 * category but costs time: bf-cache navigates away and back, the screenshots only feed a report.
 */
const flags = {
  logLevel: 'error',
  output: 'json',
  disableFullPageScreenshot: true,
  skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
}

const attemptsPerRun = 3

/**
 * One Lighthouse run, repeated when Lighthouse reports a runtime error: on a busy machine it now and
 * then misses the trace's start (NO_NAVSTART) and asks to be run again. Each retry is reported.
 */
async function lighthouseRun(url, port, warnings) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, { ...flags, port })
    if (!lhr.runtimeError) return lhr
    const failure = `${url}: ${lhr.runtimeError.code}`
    if (attempt === attemptsPerRun) {
      throw new Error(`Lighthouse failed ${attempt} times on ${failure}`)
    }
    warnings.add(`retried after ${failure}`)
  }
}

function metricsOf(lhr) {
  const score = (category) => Math.round(lhr.categories[category].score * 100)
  const value = (audit) => lhr.audits[audit].numericValue
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
async function launchChrome() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  })
  const forget = stopAtExit(() => chrome.kill())
  return {
    port: chrome.port,
    stop: async () => {
      forget()
      await chrome.kill()
    },
  }
}

/** Audits that cost points outside performance (whose misses show in the metrics). */
function failedAuditsOf(lhr) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter(({ id, weight }) => weight > 0 && lhr.audits[id].score !== null)
      .filter(({ id }) => lhr.audits[id].score < 1)
      .map(({ id }) => `${category}: ${id}`),
  )
}

/**
 * `runs` rounds over all pages, each page measured on the site and then on its limit, so that a
 * disturbance on the machine hits both alike. Returns per page the medians and the site's failed
 * audits (in any run), and Lighthouse's warnings (for example a page that loaded too slowly).
 */
export async function runLighthouse({ pages, siteOrigin, limitOrigin, runs }) {
  const variants = {
    site: { origin: siteOrigin, chrome: await launchChrome() },
    limit: { origin: limitOrigin, chrome: await launchChrome() },
  }
  const measured = pages.map(() => ({ site: [], limit: [], failedAudits: new Set() }))
  const warnings = new Set()
  const total = runs * pages.length * Object.keys(variants).length
  let done = 0
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [index, page] of pages.entries()) {
        for (const [variant, { origin, chrome }] of Object.entries(variants)) {
          const started = Date.now()
          const lhr = await lighthouseRun(origin + page.address, chrome.port, warnings)
          const metrics = metricsOf(lhr)
          measured[index][variant].push(metrics)
          if (variant === 'site') {
            for (const audit of failedAuditsOf(lhr)) measured[index].failedAudits.add(audit)
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
    for (const { chrome } of Object.values(variants)) await chrome.stop()
  }
  return {
    pages: pages.map((page, index) => ({
      page,
      site: medians(measured[index].site),
      limit: medians(measured[index].limit),
      failedAudits: [...measured[index].failedAudits],
    })),
    warnings: [...warnings],
  }
}
