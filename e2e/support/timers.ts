/**
 * Holding the page's long timers, so that a timed state (the form's 3-second success state) stays
 * on screen while a slow check such as axe runs. Short timers run as usual (axe itself needs them,
 * which is why Playwright's paused clock cannot be used here).
 */
import type { Page } from '@playwright/test'

type TimerHooks = { __e2eReleaseHeldTimers?: () => void }

/**
 * Holds back every `setTimeout` of `minimumMs` or more until `releaseHeldTimers` is called. Call
 * before the page loads.
 */
export async function holdLongTimers(page: Page, minimumMs = 2000): Promise<void> {
  await page.addInitScript((minimum: number) => {
    const realSetTimeout = window.setTimeout.bind(window)
    const realClearTimeout = window.clearTimeout.bind(window)
    const held = new Map<number, () => void>()
    let holding = true
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      if (
        holding &&
        typeof handler === 'function' &&
        typeof timeout === 'number' &&
        timeout >= minimum
      ) {
        const id = realSetTimeout(() => undefined, 0)
        held.set(id, () => (handler as (...rest: unknown[]) => void)(...args))
        return id
      }
      return realSetTimeout(handler, timeout, ...args)
    }) as typeof window.setTimeout
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) held.delete(id)
      realClearTimeout(id)
    }) as typeof window.clearTimeout
    ;(window as unknown as TimerHooks).__e2eReleaseHeldTimers = () => {
      holding = false
      for (const [id, run] of held) {
        held.delete(id)
        realSetTimeout(run, 0)
      }
    }
  }, minimumMs)
}

export async function releaseHeldTimers(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as TimerHooks).__e2eReleaseHeldTimers?.())
}
