/**
 * Playwright's `test` for every spec, with an automatic check that the page threw no uncaught
 * error and logged no `console.error` (React reports hydration mismatches and failed resources
 * there).
 */
import { test as base, expect } from '@playwright/test'

export { expect }

type Fixtures = {
  /** Console errors matching one of these are tolerated (for example a 404 document status). */
  allowedConsoleErrors: RegExp[]
  failOnPageErrors: void
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  failOnPageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (allowedConsoleErrors.some((allowed) => allowed.test(text))) return
        errors.push(`console.error: ${text}`)
      })
      await use()
      expect(errors, 'uncaught errors or console errors in the page').toEqual([])
    },
    { auto: true },
  ],
})
