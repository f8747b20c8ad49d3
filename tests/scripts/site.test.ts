import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

import { pagePaths, servedPagePaths, type ServedPageId } from '@/config/pages'
import { languages } from '@/shared/language'

import { prerenderedPages } from '../../scripts/lib/site'

describe('prerenderedPages', () => {
  it('lists every page and inquiry answer in every language, then the not-found view', () => {
    const pageIds = Object.keys(servedPagePaths) as ServedPageId[]
    expect(prerenderedPages.map(({ language, page }) => [language, page])).toEqual(
      languages.flatMap((language) => [
        ...pageIds.map((page) => [language, page]),
        [language, undefined],
      ]),
    )
  })

  it('names the address and the file of each', () => {
    expect(
      prerenderedPages.find((page) => page.page === 'services' && page.language === 'en'),
    ).toEqual({
      language: 'en',
      page: 'services',
      listed: true,
      name: 'services',
      path: '/services',
      address: '/services?lang=en',
      file: '_pages/en/services.html',
    })
    const notFound = prerenderedPages.find((page) => page.page === undefined)
    expect(notFound?.name).toBe('404')
    expect(notFound?.file).toBe(`_pages/${notFound?.language}/404.html`)
    expect(Object.values(pagePaths)).not.toContain(notFound?.path)
    expect(notFound?.listed).toBe(false)
    expect(prerenderedPages.find((page) => page.page === 'inquiryReceived')?.listed).toBe(false)
  })

  it('loads in plain Node, which runs the scripts', () => {
    const printed = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        "const { prerenderedPages } = await import('./scripts/lib/site.ts'); console.log(JSON.stringify(prerenderedPages))",
      ],
      { encoding: 'utf8' },
    )
    expect(JSON.parse(printed)).toEqual(prerenderedPages)
  })
})
