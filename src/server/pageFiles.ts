/**
 * Which prerendered file answers which request. The build writes the files, and the Node server and
 * the nginx and Netlify configurations select them, all from this one description:
 *
 *   path of a page + `?lang`  ->  _pages/<lang>/<name>.html   (200)
 *   any other path  + `?lang`  ->  _pages/<lang>/404.html      (404)
 *
 * `<name>` is `index` for `/` and the path without its slash otherwise. `?lang` counts only when it
 * occurs once and is exactly `de` or `en` (as the client router reads it); otherwise German.
 */
import { type PageId, pagePaths } from '@/config/pages'
import { defaultLanguage, isLanguage, type Language, languages } from '@/lib/language'

export const pagesDirectory = '_pages'

/**
 * Published but never answered by their own path: the prerendered pages (`/_pages/…`, reached by
 * page addresses only) and other hosts' configs (`/_headers`, `/_redirects`).
 */
export const privatePathPrefix = '/_'
export const notFoundName = '404'

export function pageName(page: PageId): string {
  const path = pagePaths[page]
  return path === '/' ? 'index' : path.slice(1)
}

export function htmlFile(language: Language, name: string): string {
  return `${pagesDirectory}/${language}/${name}.html`
}

export function languageOfQuery(query: URLSearchParams): Language {
  const values = query.getAll('lang')
  return values.length === 1 && isLanguage(values[0]) ? values[0] : defaultLanguage
}

const pageByPath = new Map<string, PageId>(
  (Object.keys(pagePaths) as PageId[]).map((page) => [pagePaths[page], page]),
)

export function pageOfPath(pathname: string): PageId | undefined {
  return pageByPath.get(pathname)
}

export function resolvePageFile(
  pathname: string,
  query: URLSearchParams,
): { file: string; status: 200 | 404 } {
  const language = languageOfQuery(query)
  const page = pageOfPath(pathname)
  return page
    ? { file: htmlFile(language, pageName(page)), status: 200 }
    : { file: htmlFile(language, notFoundName), status: 404 }
}

/** Every file the build prerenders, with the address it renders (the 404 view from a path no page has). */
export const prerenderTargets = languages.flatMap((language) => [
  ...(Object.keys(pagePaths) as PageId[]).map((page) => ({
    language,
    page: page as PageId | undefined,
    url: `${pagePaths[page]}?lang=${language}`,
    file: htmlFile(language, pageName(page)),
  })),
  {
    language,
    page: undefined,
    url: `/${notFoundName}-page-not-found?lang=${language}`,
    file: htmlFile(language, notFoundName),
  },
])
