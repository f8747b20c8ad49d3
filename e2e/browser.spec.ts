/**
 * The browser the tests (and benchmarks) drive: Debian's full Chromium, whose headless windows
 * carry browser UI that Playwright's own build leaves out. scripts/lib/chromium.ts turns the
 * costly part off; these tests keep that from silently undoing Playwright's own settings.
 */
import { playwrightDisabledFeatures } from '../scripts/lib/chromium.ts'
import { expect, test } from './support/test'

test('a new page starts no renderers for browser UI that a headless window never shows', async ({
  browser,
}) => {
  const cdp = await browser.newBrowserCDPSession()
  const otherTargets: string[] = []
  cdp.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'page') otherTargets.push(targetInfo.url)
  })
  await cdp.send('Target.setDiscoverTargets', { discover: true })
  const context = await browser.newContext()
  await context.newPage()
  await context.close()
  expect(otherTargets).toEqual([])
})

test('Chromium keeps every feature Playwright disables (only the last --disable-features counts)', async ({
  page,
}) => {
  await page.goto('chrome://version')
  const commandLine = (await page.locator('#command_line').textContent()) ?? ''
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) =>
    (match[1] ?? '').split(','),
  )
  const effective = lists.at(-1) ?? []
  expect(lists.length).toBeGreaterThan(1)
  // Playwright's own list comes first; an upgrade that changes it means updating the copy.
  expect(lists[0]).toEqual(playwrightDisabledFeatures)
  for (const list of lists) expect(effective).toEqual(expect.arrayContaining(list))
})
