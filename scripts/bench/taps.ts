// Tap to response: how long a phone visitor waits, from the touchstart of a tap to the frame in
// which its effect is visible, for the FAQ, the mobile menu and the language switch (in the header
// and in the menu). Chromium runs
// with Lighthouse's mobile throttling (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x
// slower), each run in a fresh browser context with an empty cache. Per control: the first tap 1 s
// after the load event, the first tap after 8 s of reading without touching, and later taps.
import { chromium, type Browser, type Page } from '@playwright/test'

import { benchChromiumPath, playwrightChromiumFlags } from '../lib/chromium.ts'
import { median } from './stats.ts'

/** What the tap recorder keeps in the page. */
type TapRecord = { headingBefore: string | null | undefined; start?: number; end?: number }

declare global {
  var __tapBench: TapRecord | undefined
}

export const throttling = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
}

export const firstTapDelaysMs = [1000, 8000] as const
export type FirstTapDelay = (typeof firstTapDelaysMs)[number]
const laterTaps = 3
const tapTimeoutMs = 15_000

/**
 * The controls. `reset` runs between later taps (undoing the effect, so the next tap has one to
 * show), `before` before every tap (not measured); `target` is the selector of what is tapped, and
 * `shown` (run in the page) tells when the tap's effect is visible. The language switch sits in
 * the header at desktop width, and inside the mobile menu on a phone: it is tapped in both.
 */
type Control = {
  name: string
  path: string
  viewport: { width: number; height: number }
  target: string
  shown: () => boolean
  reset?: (page: Page) => Promise<void>
  before?: (page: Page) => Promise<void>
}

const menuToggle = 'header button[aria-haspopup="dialog"]'
const languageSwitchLink = 'ul[aria-label] a[hreflang]:not([aria-current])'

/** The heading's text changed: the page shows the other language. */
const headingChanged = () =>
  globalThis.document.querySelector('h1')?.textContent !== globalThis.__tapBench?.headingBefore

const controls: Control[] = [
  {
    name: 'FAQ question',
    path: '/services?lang=de',
    viewport: { width: 390, height: 844 },
    target: 'main h3 button',
    // The answer is visible: opened by the app, or every answer shown when the app did not come.
    shown: () => {
      const button = globalThis.document.querySelector('main h3 button')
      const panel = globalThis.document.getElementById(button?.getAttribute('aria-controls') ?? '')
      return panel?.checkVisibility() === true
    },
    reset: async (page) => {
      await page.locator('main h3 button').first().click()
      await page.waitForFunction(
        () =>
          globalThis.document.querySelector('main h3 button')?.getAttribute('aria-expanded') ===
          'false',
      )
    },
  },
  {
    name: 'mobile menu',
    path: '/?lang=de',
    viewport: { width: 390, height: 844 },
    target: menuToggle,
    // The app's dialog, or the plain-HTML menu when the app did not come.
    shown: () =>
      [...globalThis.document.querySelectorAll('[role="dialog"] a, #menu a')].some((link) =>
        link.checkVisibility(),
      ),
    reset: async (page) => {
      await page.keyboard.press('Escape')
      // Closed, the dialog stays in the page, hidden.
      await page.waitForFunction(
        () =>
          ![...globalThis.document.querySelectorAll('[role="dialog"] a')].some((link) =>
            link.checkVisibility(),
          ),
      )
    },
  },
  {
    name: 'language switch',
    path: '/about?lang=de',
    viewport: { width: 1280, height: 800 },
    target: `header ${languageSwitchLink}`,
    shown: headingChanged,
  },
  {
    name: 'language switch in the menu',
    path: '/about?lang=de',
    viewport: { width: 390, height: 844 },
    target: `[role="dialog"] ${languageSwitchLink}`,
    shown: headingChanged,
    // The menu is opened first (that tap is the menu's, measured above); a choice closes it.
    before: async (page) => {
      await page.locator(menuToggle).tap()
      await page.waitForFunction(
        (link) =>
          [...globalThis.document.querySelectorAll(link)].some((each) => each.checkVisibility()),
        `[role="dialog"] ${languageSwitchLink}`,
        { timeout: tapTimeoutMs },
      )
    },
  },
]

/** In the page: records the touchstart of the next tap and the first frame that shows its effect. */
function armTapRecorder(shownSource: string) {
  const shown = new Function(`return (${shownSource})()`) as () => boolean
  const bench: TapRecord = (globalThis.__tapBench = {
    headingBefore: globalThis.document.querySelector('h1')?.textContent,
  })
  const poll = () =>
    globalThis.requestAnimationFrame(() => {
      if (shown()) bench.end = performance.now()
      else poll()
    })
  globalThis.addEventListener(
    'touchstart',
    (event) => {
      bench.start = event.timeStamp
      poll()
    },
    { capture: true, once: true, passive: true },
  )
}

/**
 * Taps the control and returns the milliseconds to its visible effect. Should the tap navigate
 * instead (the app did not come in time and the loader let the link act natively), the time is
 * taken from outside the page, until the new page has loaded.
 */
async function tapAndMeasure(page: Page, control: Control): Promise<number> {
  await control.before?.(page)
  await page.evaluate(armTapRecorder, control.shown.toString())
  const box = await page.locator(control.target).first().boundingBox()
  if (!box) throw new Error(`${control.name}: nothing to tap`)
  const tappedAt = Date.now()
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  try {
    const handle = await page.waitForFunction(
      () => globalThis.__tapBench?.end !== undefined && globalThis.__tapBench,
      undefined,
      { timeout: tapTimeoutMs },
    )
    // Resolved once `end` is set, which the touchstart's `start` precedes.
    const { start, end } = (await handle.jsonValue()) as Required<TapRecord>
    return end - start
  } catch (error) {
    if (!/context was destroyed|navigation/i.test(String(error))) throw error
    await page.waitForLoadState('load')
    return Date.now() - tappedAt
  }
}

/** A fresh context like a phone's, with the throttling above. */
export async function throttledPage(
  browser: Browser,
  viewport: Control['viewport'],
): Promise<Page> {
  // The tap recorder compiles each control's check in the page, which the site's CSP forbids.
  const context = await browser.newContext({
    viewport,
    hasTouch: true,
    isMobile: true,
    bypassCSP: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBitsPerSecond / 8,
    uploadThroughput: throttling.uploadBitsPerSecond / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown })
  return page
}

/** One run: a fresh context, the page loaded, a first tap after `delayMs`, then later taps. */
async function measureRun(browser: Browser, origin: string, control: Control, delayMs: number) {
  const page = await throttledPage(browser, control.viewport)
  try {
    await page.goto(origin + control.path, { waitUntil: 'load', timeout: 60_000 })
    // Brought into view without touching (a touch would be a sign of use that starts the app).
    await page
      .locator(control.target)
      .first()
      .evaluate((element) => element.scrollIntoView({ behavior: 'instant', block: 'center' }))
    await page.waitForTimeout(delayMs)
    const first = await tapAndMeasure(page, control)
    const later: number[] = []
    if (delayMs === Math.max(...firstTapDelaysMs)) {
      for (let tap = 0; tap < laterTaps; tap += 1) {
        await control.reset?.(page)
        later.push(await tapAndMeasure(page, control))
      }
    }
    return { first, later }
  } finally {
    await page.context().close()
  }
}

export type TapMeasurement = {
  control: string
  firstTapMs: Record<FirstTapDelay, number>
  laterTapsMs: number
  samples: number
}

/**
 * Per control: the median first-tap time for each delay, and the median of the later taps, over
 * `runs` runs. Later taps are taken in the runs that waited longest (the app is running by then).
 */
export async function measureTaps({
  origin,
  runs,
}: {
  origin: string
  runs: number
}): Promise<TapMeasurement[]> {
  const browser = await chromium.launch({
    executablePath: benchChromiumPath,
    args: playwrightChromiumFlags,
  })
  try {
    const results: TapMeasurement[] = []
    for (const control of controls) {
      const firstTaps = Object.fromEntries(
        firstTapDelaysMs.map((delay) => [delay, [] as number[]]),
      ) as Record<FirstTapDelay, number[]>
      const laterTapTimes: number[] = []
      for (let run = 0; run < runs; run += 1) {
        for (const delay of firstTapDelaysMs) {
          const { first, later } = await measureRun(browser, origin, control, delay)
          firstTaps[delay].push(first)
          laterTapTimes.push(...later)
        }
      }
      results.push({
        control: control.name,
        firstTapMs: Object.fromEntries(
          firstTapDelaysMs.map((delay) => [delay, median(firstTaps[delay])]),
        ) as Record<FirstTapDelay, number>,
        laterTapsMs: median(laterTapTimes),
        samples: runs,
      })
    }
    return results
  } finally {
    await browser.close()
  }
}
