/** `sitemap.xml` and `robots.txt`, with absolute addresses on the site's origin (src/shared/buildSettings.ts). */
import { SitemapStream, streamToPromise } from 'sitemap'

import { jobPagePath, pagePaths } from '@/config/pages'
import { isPreviewBuild, siteOrigin } from '@/shared/buildSettings'
import { jobsOpenAtBuild } from '@/shared/jobs'
import { defaultLanguage, languages } from '@/shared/language'
import { pageUrl } from '@/shared/seo'

/**
 * Every page in every language, and the page of every job open on the day of the build, each with
 * the same alternates as the page's own `<head>`: one per language, and `x-default` for the default
 * language.
 */
export async function sitemapXml(): Promise<string> {
  const sitemap = new SitemapStream({
    hostname: siteOrigin,
    xmlns: { xhtml: true, news: false, image: false, video: false },
  })
  const paths = [...Object.values(pagePaths), ...jobsOpenAtBuild.map(({ id }) => jobPagePath(id))]
  for (const path of paths) {
    const links = [
      ...languages.map((language) => ({ lang: language, url: pageUrl(path, language) })),
      { lang: 'x-default', url: pageUrl(path, defaultLanguage) },
    ]
    for (const language of languages) sitemap.write({ url: pageUrl(path, language), links })
  }
  sitemap.end()
  return (await streamToPromise(sitemap)).toString()
}

export function robotsTxt(): string {
  // A preview is for checking, not for search engines.
  if (isPreviewBuild) return 'User-agent: *\nDisallow: /\n'
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`
}
