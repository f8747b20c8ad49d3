// The site's languages, pages, prerendered files and the forms' addresses for scripts, read from
// the modules the site is built from (src/config/languages.ts, src/config/pages.ts,
// src/addressing/pageFiles.ts, src/config/forms.ts, src/config/inquiry.ts): adding a language, a
// page or a form there reaches the validators, the benchmark and the images too.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { Language } from '../../src/config/languages.ts'
import type { PageId, ServedPageId } from '../../src/config/pages.ts'
import { registerSourceModules } from './sourceModules.ts'

registerSourceModules()
// Imported only now, so that Node resolves these modules' own imports through the hook.
export const { defaultLanguage, languages } = await import('../../src/config/languages.ts')
export const { isLanguage } = await import('../../src/shared/language.ts')
export const { isJobPage, pagePaths } = await import('../../src/config/pages.ts')
export const { htmlFile, formRefusalPages, pathFileName } =
  await import('../../src/addressing/pageFiles.ts')
export const { healthEndpoint } = await import('../../src/config/inquiry.ts')
export const { forms } = await import('../../src/config/forms.ts')
const { isListedPage, notFoundName, pageName, prerenderTargets } =
  await import('../../src/addressing/pageFiles.ts')

export type { Language, PageId }

export type PrerenderedPage = {
  language: Language
  /** Undefined for the not-found view. */
  page: ServedPageId | undefined
  /** In the sitemap and linked from the site: not the not-found view or an inquiry's answer. */
  listed: boolean
  /** The file's name without `.html`, as src/addressing/pageFiles.ts names it (`index`, `404`). */
  name: string
  /** The path the page is rendered from (the not-found view's is one no page has). */
  path: string
  /** What a visitor requests: the path with `?lang`. */
  address: string
  /** The prerendered file, relative to dist/client. */
  file: string
}

/** Every page the build prerenders in each language: the pages, the inquiry's answers, the not-found view. */
export const prerenderedPages: PrerenderedPage[] = prerenderTargets.map(
  ({ language, page, url, file }) => ({
    language,
    page,
    listed: isListedPage(page),
    name: page ? pageName(page) : notFoundName,
    path: new URL(url, 'http://localhost').pathname,
    address: url,
    file,
  }),
)

/**
 * What a build's sitemap lists, each as a visitor requests it (`/jobs/x?lang=en`): the pages, and the
 * page of every job open on the day of that build, which only the build knows.
 */
export function sitemapAddresses(clientDirectory: string): string[] {
  const sitemap = readFileSync(join(clientDirectory, 'sitemap.xml'), 'utf8')
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const { pathname, search } = new URL(loc!)
    return `${pathname}${search}`
  })
}
