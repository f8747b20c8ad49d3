/**
 * The site's routes: which answer a request gets. The Node server answers by them, and the nginx
 * and Netlify configurations are generated from them (src/publish/hosts/), all from this one
 * description (`routeRequest`):
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
 * The files and their names are ./pageFiles.ts's. `?lang` is read exactly as the app's router
 * reads it (URLSearchParams): it counts when one parameter decodes to the name `lang` and its
 * decoded value is `de` or `en`, so `?lang=e%6E` and `?%6Cang=en` are English and `?lang=en&lang`
 * is German. Paths are read as nginx reads them (./requestTarget.ts).
 */
import { healthEndpoint, inquiryEndpoint } from '@/config/inquiry'
import { servedPagePath, type ServedPageId } from '@/config/pages'
import { parseRequestTarget } from '@/addressing/requestTarget'
import { defaultLanguage, isLanguage, type Language } from '@/shared/language'

import { htmlFile, notFoundName, pageName, servedPageIds } from './pageFiles'

/**
 * Published but never answered by their own path: the prerendered pages (`/_pages/…`, reached by
 * page addresses only) and other hosts' configs (`/_headers`, `/_redirects`).
 */
export const privatePathPrefix = '/_'

export function languageOfQuery(query: URLSearchParams): Language {
  const values = query.getAll('lang')
  return values.length === 1 && isLanguage(values[0]) ? values[0] : defaultLanguage
}

const pageByPath = new Map<string, ServedPageId>(
  servedPageIds.map((page) => [servedPagePath(page), page]),
)

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
  const page = pageByPath.get(path)
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
  const page = pageByPath.get(withoutSlash)
  return page && servedPagePath(page)
}
