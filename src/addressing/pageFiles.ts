/**
 * The files the build prerenders and their names: `_pages/<lang>/<name>.html` for every page and
 * the 404 view, where `<name>` is `index` for `/` and the path without its slash otherwise, and
 * each form's not-sent page once per reason. The prerender step writes them
 * (src/publish/prerender.ts), the routes pick them (./routes.ts), and the Node server checks at
 * start that all are there.
 */
import { formIds, forms, type FormId } from '@/config/forms'
import { refusalsOf, type FormRefusal } from '@/config/inquiry'
import {
  isJobPage,
  pagePaths,
  servedPagePath,
  servedPagePaths,
  type ServedPageId,
} from '@/config/pages'
import { languages, type Language } from '@/shared/language'

export const pagesDirectory = '_pages'
export const notFoundName = '404'

/** The pages of `servedPagePaths` (src/config/pages.ts), as a list. */
export const servedPageIds = Object.keys(servedPagePaths) as ServedPageId[]

/** The name of the file a page's path is prerendered to. */
export const pathFileName = (path: string) => (path === '/' ? 'index' : path.slice(1))

export function pageName(page: ServedPageId): string {
  return pathFileName(servedPagePath(page))
}

export function htmlFile(language: Language, name: string): string {
  return `${pagesDirectory}/${language}/${name}.html`
}

/**
 * The page that answers a form sent without the app, when the server refused it: the form's
 * not-sent page with the reason, and without the app (it answers a POST, whose address is no
 * page's).
 */
export function formRefusalFile(form: FormId, language: Language, reason: FormRefusal): string {
  return `${pagesDirectory}/${language}/${pageName(forms[form].pages.notSent)}/${reason}.html`
}

/** Every file the build prerenders, with the address it renders (the 404 view from a path no page has). */
export const prerenderTargets = languages.flatMap((language) => [
  ...servedPageIds.map((page) => ({
    language,
    page: page as ServedPageId | undefined,
    url: `${servedPagePath(page)}?lang=${language}`,
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
 * Each form's not-sent page once per language and reason, written by the prerender step from that
 * page's own render: the Node server answers a refused form post with one of them.
 */
export const formRefusalPages = formIds.flatMap((form) =>
  languages.flatMap((language) =>
    refusalsOf(form).map((reason) => ({
      form,
      language,
      reason,
      file: formRefusalFile(form, language, reason),
    })),
  ),
)

/**
 * A page that search engines index and the site links to (not the 404 view or a form's answer): a
 * job's page too, while the job is open.
 */
export const isListedPage = (page: ServedPageId | undefined) =>
  page !== undefined && (page in pagePaths || isJobPage(page))
