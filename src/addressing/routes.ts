/**
 * The site's routes: which answer a request gets. The Node server answers by them, and the nginx,
 * Caddy and Netlify configurations are generated from them (src/publish/hosts/), all from this one
 * description (`routeRequest`):
 *
 *   path of a page                          ->  _pages/<lang>/<name>.html   (200)
 *   another spelling of a page's path       ->  301 to the page's path, query kept
 *     (`/services/`, `/servic%65s`, `//services`, `/x/../services`; `/index.html` is `/`)
 *   a published file (`/assets/…`, `/robots.txt`)  ->  that file (200)
 *   any other path                          ->  _pages/<lang>/404.html      (404)
 *   a target that names no path (`*`, `%zz`, `/../x`)  ->  400
 *   a form's endpoint (`/api/inquiries` …)  ->  the Node server's inquiry handler (src/server/inquiries/)
 *   `/healthz`                              ->  the Node server's health answer (src/server/inquiries/health.ts)
 *
 * `<lang>` is the language the address names by the one `?lang` rule (src/shared/language.ts),
 * else the one the visitor chose, as its cookie tells (`chosen`), else the default. An answer whose
 * language the address does not name depends on the cookie (`byChoice`), so caches must keep it
 * apart per visitor. The files and their names are ./pageFiles.ts's. Paths are read as nginx reads
 * them (./requestTarget.ts).
 */
import { formIds, forms, type FormId } from '@/config/forms'
import { healthEndpoint } from '@/config/inquiry'
import { servedPagePath, type ServedPageId } from '@/config/pages'
import { parseRequestTarget } from '@/addressing/requestTarget'
import { defaultLanguage, languageOfQuery, type Language } from '@/shared/language'

import { htmlFile, notFoundName, pageName, servedPageIds } from './pageFiles'

/**
 * Published but never answered by their own path: the prerendered pages (`/_pages/…`, reached by
 * page addresses only) and other hosts' configs (`/_headers`, `/_redirects`).
 */
export const privatePathPrefix = '/_'

const pageByPath = new Map<string, ServedPageId>(
  servedPageIds.map((page) => [servedPagePath(page), page]),
)

const formByEndpoint = new Map<string, FormId>(formIds.map((form) => [forms[form].endpoint, form]))

/**
 * What a page-like answer carries: its file in the language that counts, and whether that language
 * came from the visitor's choice (or the default) rather than from the address.
 */
type InLanguage = { byChoice: boolean }

export type Route =
  | ({ kind: 'page'; file: string } & InLanguage)
  | { kind: 'redirect'; location: string }
  /** A published file by its path if there is one; else `notFoundFile` with status 404. */
  | ({ kind: 'file'; path: string; notFoundFile: string } & InLanguage)
  | ({ kind: 'notFound'; file: string } & InLanguage)
  /**
   * A post of a form: handled by the Node server only (other hosts pass it on), with the language
   * of the page that sent it.
   */
  | { kind: 'inquiry'; form: FormId; language: Language }
  /** Whether inquiries reach the company: the Node server answers (other hosts pass it on). */
  | { kind: 'health' }
  | { kind: 'badRequest' }

/** Never answered by their own path: precompressed copies (sent by negotiation) and dotfiles. */
const hiddenFile = /(?:\/\.|\.br$|\.gz$)/

/** The answer to `target`, for a visitor whose language cookie says `chosen` (if any). */
export function routeRequest(target: string, chosen: Language = defaultLanguage): Route {
  const parsed = parseRequestTarget(target)
  if (!parsed) return { kind: 'badRequest' }
  const { rawPath, path, query } = parsed
  const named = languageOfQuery(query ?? '')
  const language = named ?? chosen
  const byChoice = named === undefined
  const canonical = canonicalPagePath(path)
  if (canonical !== undefined && canonical !== rawPath) {
    // An empty query is dropped, as nginx's `$is_args$args` drops it.
    return { kind: 'redirect', location: query ? `${canonical}?${query}` : canonical }
  }
  const page = pageByPath.get(path)
  if (page) return { kind: 'page', file: htmlFile(language, pageName(page)), byChoice }
  const form = formByEndpoint.get(path)
  if (form) return { kind: 'inquiry', form, language }
  if (path === healthEndpoint) return { kind: 'health' }
  const notFoundFile = htmlFile(language, notFoundName)
  if (path.startsWith(privatePathPrefix) || hiddenFile.test(path))
    return { kind: 'notFound', file: notFoundFile, byChoice }
  return { kind: 'file', path, notFoundFile, byChoice }
}

/** The page a normalised path names, also with a trailing slash or as `/index.html`. */
function canonicalPagePath(path: string): string | undefined {
  if (path === '/index.html') return '/'
  const withoutSlash = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  const page = pageByPath.get(withoutSlash)
  return page && servedPagePath(page)
}
