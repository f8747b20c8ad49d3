/**
 * Keyboard focus: moving it with Tab, and what a sighted keyboard visitor sees of it, measured in
 * pixels: each focus stop is photographed focused and unfocused, and the two pictures must differ
 * by a visible indicator.
 */
import type { Locator, Page } from '@playwright/test'

import { expect } from './test'

/** Presses Tab until `target` has focus; fails if it does not within `maxPresses`. */
export async function tabUntilFocused(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `not reached with ${maxPresses} presses of Tab`).toBeFocused({ timeout: 1 })
}

/** Room around an element's box in which its indicator is drawn (the ring is 5 px wide). */
const margin = 6

export type FocusStop = {
  description: string
  /** The box of the element, and of each line box for an inline element that wraps. */
  box: { x: number; y: number; width: number; height: number }
  perimeter: number
  headerBottom: number
  viewportHeight: number
  /**
   * Header controls, fixed elements, an open dialog and the skip link's target (the whole main
   * element) are not content that can scroll under the fixed header.
   */
  exemptFromHeader: boolean
}

/** Where the focused element is, as the visitor sees it now (null: focus is on the document). */
export function focusedStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body || element === document.documentElement) return null
    const header = document.querySelector('header')
    const rect = element.getBoundingClientRect()
    const perimeter = [...element.getClientRects()].reduce(
      (sum, line) => sum + 2 * (line.width + line.height),
      0,
    )
    const name = element.getAttribute('aria-label') ?? element.textContent ?? ''
    return {
      description: `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 40)}"`,
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      perimeter,
      headerBottom: header ? header.getBoundingClientRect().bottom : 0,
      viewportHeight: window.innerHeight,
      exemptFromHeader:
        !header ||
        header.contains(element) ||
        getComputedStyle(element).position === 'fixed' ||
        element.closest('[role="dialog"]') !== null ||
        element.tagName === 'MAIN',
    }
  })
}

/**
 * The focused element's indicator is in view: not under the fixed header (WCAG 2.4.11, the
 * ring included), and not below the viewport.
 */
export function expectClearOfHeader(stop: FocusStop, step: string): void {
  const where = `${step}: ${stop.description}`
  if (!stop.exemptFromHeader) {
    expect(
      stop.box.y - margin,
      `${where} has its indicator under the fixed header`,
    ).toBeGreaterThanOrEqual(stop.headerBottom)
  }
  expect(stop.box.y, `${where} is below the viewport`).toBeLessThan(stop.viewportHeight)
}

/**
 * Pixels that changed between two pictures of the same area by a contrast of at least 3:1 (WCAG's
 * measure of a focus indicator, 2.4.13). Decoded in the page, which needs no image library here.
 */
function contrastingChanges(page: Page, before: Buffer, after: Buffer): Promise<number> {
  return page.evaluate(
    async ([beforeBase64, afterBase64]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext('2d')
        if (!context) throw new Error('no 2d canvas')
        context.drawImage(bitmap, 0, 0)
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data
      }
      const channel = (value: number) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      const luminance = (data: Uint8ClampedArray, i: number) =>
        0.2126 * channel(data[i] ?? 0) +
        0.7152 * channel(data[i + 1] ?? 0) +
        0.0722 * channel(data[i + 2] ?? 0)
      const [a, b] = await Promise.all([pixels(beforeBase64), pixels(afterBase64)])
      let count = 0
      for (let i = 0; i < a.length; i += 4) {
        const [light, dark] = [luminance(a, i), luminance(b, i)].sort((x, y) => y - x)
        if (((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) >= 3) count += 1
      }
      return count
    },
    [before.toString('base64'), after.toString('base64')] as const,
  )
}

/**
 * Checks the element that has keyboard focus now: its indicator is in view (`expectClearOfHeader`),
 * and the pixels around it change, focused versus unfocused, by at least 3:1 over an area of at
 * least a 2 px thick perimeter of the element (WCAG 2.4.13, the stricter sibling of 2.4.7).
 * Returns false when focus is on the document (the end of the page's Tab order).
 */
export async function expectVisibleFocus(page: Page, step: string): Promise<boolean> {
  // Chromium scrolls a text area in only as far as its caret, so the rest of its ring is one
  // scroll away. Bring all of it in (scroll padding still applies) to measure the whole ring.
  // Never upwards: an element under the fixed header must fail, not be scrolled clear.
  await page.evaluate(() => {
    const element = document.activeElement
    if (element && element.getBoundingClientRect().bottom > window.innerHeight) {
      element.scrollIntoView({ block: 'nearest' })
    }
  })
  const stop = await focusedStop(page)
  if (stop === null) return false
  expectClearOfHeader(stop, step)
  const where = `${step}: ${stop.description}`
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('no viewport')
  const x = Math.max(0, Math.floor(stop.box.x - margin))
  const y = Math.max(0, Math.floor(stop.box.y - margin))
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(stop.box.x + stop.box.width + margin)) - x,
    height: Math.min(viewport.height, Math.ceil(stop.box.y + stop.box.height + margin)) - y,
  }
  expect(clip.width > 0 && clip.height > 0, `${where} is outside the viewport`).toBe(true)

  const element = await page.evaluateHandle(() => document.activeElement as HTMLElement)
  const focused = await page.screenshot({ clip, animations: 'disabled' })
  await element.evaluate((focusedElement) => focusedElement.blur())
  const unfocused = await page.screenshot({ clip, animations: 'disabled' })
  // Back to where the visitor was, so that the next Tab continues from this element.
  await element.evaluate((blurredElement) => blurredElement.focus({ preventScroll: true }))
  await element.dispose()

  const changed = await contrastingChanges(page, unfocused, focused)
  expect(
    changed,
    `${where}: pixels changed by 3:1 when focused (needed: 2 px around its ${Math.round(stop.perimeter)} px perimeter)`,
  ).toBeGreaterThanOrEqual(2 * stop.perimeter)
  return true
}

/**
 * Presses Tab until focus leaves the page (or, in a dialog that traps it, comes back to the element
 * focused at the start), checking every stop with `expectVisibleFocus`. `beforeCheck` may act on a
 * stop first (for example open a FAQ answer). Returns the number of stops.
 */
export async function tabThroughCheckingFocus(
  page: Page,
  beforeCheck?: () => Promise<void>,
  maxStops = 120,
): Promise<number> {
  await page.evaluate(() => document.activeElement?.setAttribute('data-e2e-first-stop', ''))
  const backAtStart = () =>
    page.evaluate(() => document.activeElement?.hasAttribute('data-e2e-first-stop') ?? false)
  let stops = 0
  for (let press = 1; press <= maxStops; press += 1) {
    await page.keyboard.press('Tab')
    if (await backAtStart()) break
    await beforeCheck?.()
    if (!(await expectVisibleFocus(page, `Tab #${press}`))) break
    stops += 1
  }
  return stops
}
