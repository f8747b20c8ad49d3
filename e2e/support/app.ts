/** Opening a page and waiting until the app runs it, on the signal the app gives itself. */
import type { Page } from '@playwright/test'

import { appReady, appStateKey } from '@/enhance/contract'

/** The app's own word that it has hydrated the page: `<html data-app="ready">`. */
const hydratedState = { key: appStateKey, value: appReady }

/** Runs in the page, given {@link hydratedState}. */
const hasState = ({ key, value }: typeof hydratedState) =>
  document.documentElement.dataset[key] === value

export const isHydrated = (page: Page): Promise<boolean> => page.evaluate(hasState, hydratedState)

export async function waitUntilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(hasState, hydratedState)
}

/**
 * Starts the app the way a visitor does (the loader starts it at idle or at a first sign of use; a
 * key press moves neither focus nor scroll) and waits until the app has hydrated the page, so that
 * buttons react to clicks and keys.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift')
  await waitUntilHydrated(page)
}

export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForApp(page)
}
