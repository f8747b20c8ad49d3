import { describe, expect, it } from 'vitest'

import { jobPagePath, pagePaths } from '@/config/pages'
import { robotsTxt, sitemapXml } from '@/publish/sitemap'
import { siteOrigin } from '@/shared/buildSettings'
import { jobsOpenAtBuild } from '@/shared/jobs'
import { defaultLanguage, languages } from '@/shared/language'
import { pageUrl } from '@/shared/seo'

async function sitemapEntries() {
  const document = new DOMParser().parseFromString(await sitemapXml(), 'application/xml')
  return [...document.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent,
    alternates: Object.fromEntries(
      [...url.getElementsByTagName('xhtml:link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }))
}

describe('sitemapXml', () => {
  it('lists every page in every language, and the page of every job open on the day of the build', async () => {
    expect(jobsOpenAtBuild.length).toBeGreaterThan(0)
    const paths = [...Object.values(pagePaths), ...jobsOpenAtBuild.map(({ id }) => jobPagePath(id))]
    const expected = paths.flatMap((path) => languages.map((language) => pageUrl(path, language)))
    expect((await sitemapEntries()).map(({ loc }) => loc)).toEqual(expected)
  })

  it('gives each address its alternates, x-default being the default language', async () => {
    for (const { loc, alternates } of await sitemapEntries()) {
      const path = new URL(loc!).pathname
      expect(alternates, loc!).toEqual({
        ...Object.fromEntries(languages.map((language) => [language, pageUrl(path, language)])),
        'x-default': pageUrl(path, defaultLanguage),
      })
    }
  })
})

describe('robotsTxt', () => {
  it('allows everything and names the sitemap by its absolute address', () => {
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`)
  })
})
