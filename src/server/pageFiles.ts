/**
 * Which answer a request gets. The build writes the files, and the Node server and the nginx and
 * Netlify configurations select them, all from this one description (`routeRequest`):
 *
 *   path of a page + `?lang`               ->  _pages/<lang>/<name>.html   (200)
 *   another spelling of a page's path       ->  301 to the page's path, query kept
 *     (`/services/`, `/servic%65s`, `//services`, `/x/../services`; `/index.html` is `/`)
 *   a published file (`/assets/…`, `/robots.txt`)  ->  that file (200)
 *   any other path + `?lang`                ->  _pages/<lang>/404.html      (404)
 *   a target that names no path (`*`, `%zz`, `/../x`)  ->  400
 *   the inquiry endpoint + `?lang`          ->  the Node server's inquiry handler (./inquiries/)
 *   `/healthz`                              ->  the Node server's health answer (./inquiries/health.ts)
 *
 * `<name>` is `index` for `/` and the path without its slash otherwise. `?lang` is read exactly as
 * the app's router reads it (URLSearchParams): it counts when one parameter decodes to the name
 * `lang` and its decoded value is `de` or `en`, so `?lang=e%6E` and `?%6Cang=en` are English and
 * `?lang=en&lang` is German. Paths are read as nginx reads them (./requestTarget.ts).
 */
import {
  healthEndpoint,
  inquiryEndpoint,
  inquiryRefusals,
  type InquiryRefusal,
} from '@/config/inquiry'
import { pagePaths, servedPagePaths, type ServedPageId } from '@/config/pages'
import { defaultLanguage, isLanguage, languages, type Language } from '@/lib/language'

import { parseRequestTarget } from './requestTarget'

export const pagesDirectory = '_pages'

/**
 * Published but never answered by their own path: the prerendered pages (`/_pages/…`, reached by
 * page addresses only) and other hosts' configs (`/_headers`, `/_redirects`).
 */
export const privatePathPrefix = '/_'
export const notFoundName = '404'

export function pageName(page: ServedPageId): string {
  const path = servedPagePaths[page]
  return path === '/' ? 'index' : path.slice(1)
}

export function htmlFile(language: Language, name: string): string {
  return `${pagesDirectory}/${language}/${name}.html`
}

export function languageOfQuery(query: URLSearchParams): Language {
  const values = query.getAll('lang')
  return values.length === 1 && isLanguage(values[0]) ? values[0] : defaultLanguage
}

/**
 * The page that answers an inquiry the form sent without the app, when the server refused it: the
 * not-sent page with the reason, and without the app (it answers a POST, whose address is no page's).
 */
export function inquiryRefusalFile(language: Language, reason: InquiryRefusal): string {
  return `${pagesDirectory}/${language}/${pageName('inquiryNotSent')}/${reason}.html`
}

const servedPageIds = Object.keys(servedPagePaths) as ServedPageId[]

const pageByPath = new Map<string, ServedPageId>(
  servedPageIds.map((page) => [servedPagePaths[page], page]),
)

export function pageOfPath(pathname: string): ServedPageId | undefined {
  return pageByPath.get(pathname)
}

export type Route =
  | { kind: 'page'; file: string }
  | { kind: 'redirect'; location: string }
  /** A published file by its path if there is one; else `notFoundFile` with status 404. */
  | { kind: 'file'; path: string; notFoundFile: string }
  | { kind: 'notFound'; file: string }
  /** Handled by the Node server only (other hosts pass it on); the language of the sending page. */
  | { kind: 'inquiry'; language: Language }
  /** Whether inquiries reach the company: the Node server answers (other hosts pass it on). */
  | { kind: 'health' }
  | { kind: 'badRequest' }

/** Never answered by their own path: precompressed copies (sent by negotiation) and dotfiles. */
const hiddenFile = /(?:\/\.|\.br$|\.gz$)/

export function routeRequest(target: string): Route {
  const parsed = parseRequestTarget(target)
  if (!parsed) return { kind: 'badRequest' }
  const { rawPath, path, query } = parsed
  const language = languageOfQuery(new URLSearchParams(query ?? ''))
  const canonical = canonicalPagePath(path)
  if (canonical !== undefined && canonical !== rawPath) {
    // An empty query is dropped, as nginx's `$is_args$args` drops it.
    return { kind: 'redirect', location: query ? `${canonical}?${query}` : canonical }
  }
  const page = pageOfPath(path)
  if (page) return { kind: 'page', file: htmlFile(language, pageName(page)) }
  if (path === inquiryEndpoint) return { kind: 'inquiry', language }
  if (path === healthEndpoint) return { kind: 'health' }
  const notFoundFile = htmlFile(language, notFoundName)
  if (path.startsWith(privatePathPrefix) || hiddenFile.test(path))
    return { kind: 'notFound', file: notFoundFile }
  return { kind: 'file', path, notFoundFile }
}

/** The page a normalised path names, also with a trailing slash or as `/index.html`. */
function canonicalPagePath(path: string): string | undefined {
  if (path === '/index.html') return '/'
  const withoutSlash = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  const page = pageOfPath(withoutSlash)
  return page && servedPagePaths[page]
}

/** Every file the build prerenders, with the address it renders (the 404 view from a path no page has). */
export const prerenderTargets = languages.flatMap((language) => [
  ...servedPageIds.map((page) => ({
    language,
    page: page as ServedPageId | undefined,
    url: `${servedPagePaths[page]}?lang=${language}`,
    file: htmlFile(language, pageName(page)),
  })),
  {
    language,
    page: undefined,
    url: `/${notFoundName}-page-not-found?lang=${language}`,
    file: htmlFile(language, notFoundName),
  },
])

/**
 * The not-sent page once per language and reason, written by the prerender step from the not-sent
 * page's own render: the Node server answers a refused form post with one of them.
 */
export const inquiryRefusalPages = languages.flatMap((language) =>
  inquiryRefusals.map((reason) => ({
    language,
    reason,
    file: inquiryRefusalFile(language, reason),
  })),
)

/** A page that search engines index and the site links to (not the 404 view or an inquiry's answer). */
export const isListedPage = (page: ServedPageId | undefined) =>
  page !== undefined && page in pagePaths
