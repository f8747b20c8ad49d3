/** Opening a page and waiting until the app runs it, on the signal the app gives itself. */
import type { Page } from '@playwright/test'

/** True once the app has hydrated the page: it says so itself on `<html data-app>` (runs in the page). */
export const pageIsHydrated = () => document.documentElement.dataset.app === 'ready'

/**
 * Starts the app the way a visitor does (the loader starts it at idle or at a first sign of use; a
 * key press moves neither focus nor scroll) and waits until the app has hydrated the page, so that
 * buttons react to clicks and keys.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift')
  await page.waitForFunction(pageIsHydrated)
}

export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForApp(page)
}
