// Tap to response: how long a phone visitor waits, from the touchstart of a tap to the frame in
// which its effect is visible, for the FAQ, the mobile menu and the language switch (in the header
// and in the menu). Chromium runs
// with Lighthouse's mobile throttling (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x
// slower), each run in a fresh browser context with an empty cache. Per control: the first tap at
// several moments after the first contentful paint (right after it, while the app loads and
// hydrates, while it prepares, and after 8 s of reading without touching), and later taps.
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

/**
 * When the first tap comes, in milliseconds after the first contentful paint: at once, while the
 * app is fetched and evaluated, while it hydrates (about 1-3 s on this throttled phone), while it
 * prepares the menu (from 3 s after its start), and once the visitor has read for a while.
 */
export const firstTapMomentsMs = [0, 1000, 2000, 3000, 5000, 8000] as const
export type FirstTapMoment = (typeof firstTapMomentsMs)[number]
const laterTaps = 3
const tapTimeoutMs = 15_000

/**
 * The controls. `reset` runs between later taps (undoing the effect, so the next tap has one to
 * show), `before` before every tap (not measured); `target` is the selector of what is tapped (the
 * first visible match), `inView` what is brought into view before the first tap (the target, unless
 * it appears only later), and `shown` (run in the page) tells when the tap's effect is visible. The
 * language switch sits in the header at desktop width, and inside the mobile menu on a phone: it is
 * tapped in both.
 */
type Control = {
  name: string
  path: string
  viewport: { width: number; height: number }
  target: string
  inView?: string
  shown: () => boolean
  reset?: (page: Page) => Promise<void>
  before?: (page: Page) => Promise<void>
}

const menuToggle = 'header button[aria-haspopup="dialog"]'
/** The menu's content: the app's dialog, or its plain-HTML copy shown before the dialog is ready. */
const menuContent = ['[role="dialog"]', '#menu']
const languageSwitchLink = 'ul[aria-label] a[hreflang]:not([aria-current])'
const inMenu = (selector: string) => menuContent.map((menu) => `${menu} ${selector}`).join(', ')

/** The heading's text changed: the page shows the other language. */
const headingChanged = () =>
  globalThis.document.querySelector('h1')?.textContent !== globalThis.__tapBench?.headingBefore

const controls: Control[] = [
  {
    name: 'FAQ question',
    path: '/services?lang=de',
    viewport: { width: 390, height: 844 },
    target: 'main h3 button',
    // The answer below the question is visible: opened by the app, shown by the loader before the
    // app, or every answer shown when the app did not come.
    shown: () =>
      globalThis.document
        .querySelector('main h3 button')
        ?.closest('h3')
        ?.nextElementSibling?.checkVisibility() === true,
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
    // The app's dialog, or the plain-HTML menu (shown over the page before the dialog is ready,
    // or in the page when the app did not come).
    shown: () =>
      [...globalThis.document.querySelectorAll('[role="dialog"] a, #menu a')].some((link) =>
        link.checkVisibility(),
      ),
    reset: async (page) => {
      await page.keyboard.press('Escape')
      // Closed, the dialog stays in the page, hidden.
      await page.waitForFunction(
        (links) =>
          ![...globalThis.document.querySelectorAll(links)].some((link) => link.checkVisibility()),
        inMenu('a'),
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
    target: inMenu(languageSwitchLink),
    inView: menuToggle,
    shown: headingChanged,
    // The menu is opened first (that tap is the menu's, measured above); a choice closes it.
    before: async (page) => {
      await page.locator(menuToggle).tap()
      await page.waitForFunction(
        (link) =>
          [...globalThis.document.querySelectorAll(link)].some((each) => each.checkVisibility()),
        inMenu(languageSwitchLink),
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
 * Where the first visible match of `selector` is. The menu's plain copy can give way to the dialog,
 * in the same place, between finding the one and measuring it: then the other is measured.
 */
async function boxOfVisible(page: Page, selector: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const box = await page.locator(selector).filter({ visible: true }).first().boundingBox()
    if (box) return box
  }
  throw new Error(`Nothing visible to tap: ${selector}`)
}

/**
 * Taps the control and returns the milliseconds to its visible effect. Should the tap navigate
 * instead (the app did not come in time and the loader let the link act natively), the time is
 * taken from outside the page, until the new page has loaded.
 */
async function tapAndMeasure(page: Page, control: Control): Promise<number> {
  await control.before?.(page)
  await page.evaluate(armTapRecorder, control.shown.toString())
  const box = await boxOfVisible(page, control.target)
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

/** In the page: when its first contentful paint was presented, in milliseconds since the epoch. */
const firstPaintTime = () =>
  new Promise<number>((resolve) =>
    new PerformanceObserver((entries, observer) => {
      const paint = entries.getEntriesByName('first-contentful-paint')[0]
      if (!paint) return
      observer.disconnect()
      resolve(performance.timeOrigin + paint.startTime)
    }).observe({ type: 'paint', buffered: true }),
  )

/**
 * One run: a fresh context, the page opened, a first tap `momentMs` after its first contentful
 * paint, then later taps. The moment is kept by this process's clock rather than a timer in the
 * page, so that a busy page cannot move the tap to a quieter moment.
 */
async function measureRun(browser: Browser, origin: string, control: Control, momentMs: number) {
  const page = await throttledPage(browser, control.viewport)
  try {
    await page.goto(origin + control.path, { waitUntil: 'commit', timeout: 60_000 })
    const tapAt = (await page.evaluate(firstPaintTime)) + momentMs
    // Brought into view without touching (a touch would be a sign of use that starts the app).
    await page
      .locator(control.inView ?? control.target)
      .first()
      .evaluate((element) => element.scrollIntoView({ behavior: 'instant', block: 'center' }))
    await page.waitForTimeout(Math.max(0, tapAt - Date.now()))
    const first = await tapAndMeasure(page, control)
    const later: number[] = []
    if (momentMs === Math.max(...firstTapMomentsMs)) {
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
  /** The median first tap at each moment after the first contentful paint. */
  firstTapMs: Record<FirstTapMoment, number>
  laterTapsMs: number
  samples: number
}

/** A control's slowest first tap over the moments: what a visitor may meet. */
export const slowestFirstTap = ({ firstTapMs }: TapMeasurement) =>
  Math.max(...firstTapMomentsMs.map((moment) => firstTapMs[moment]))

/**
 * Per control: the median first-tap time at each moment, and the median of the later taps, over
 * `runs` runs. Later taps are taken in the runs that waited longest (the app is running by then).
 * Each round takes every moment once, so that a busier stretch of the machine falls on all.
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
        firstTapMomentsMs.map((moment) => [moment, [] as number[]]),
      ) as Record<FirstTapMoment, number[]>
      const laterTapTimes: number[] = []
      for (let run = 0; run < runs; run += 1) {
        for (const moment of firstTapMomentsMs) {
          const { first, later } = await measureRun(browser, origin, control, moment)
          firstTaps[moment].push(first)
          laterTapTimes.push(...later)
        }
      }
      results.push({
        control: control.name,
        firstTapMs: Object.fromEntries(
          firstTapMomentsMs.map((moment) => [moment, median(firstTaps[moment])]),
        ) as Record<FirstTapMoment, number>,
        laterTapsMs: median(laterTapTimes),
        samples: runs,
      })
    }
    return results
  } finally {
    await browser.close()
  }
}
