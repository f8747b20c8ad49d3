/**
 * Every page of the site, one line each: its path, and what leads a visitor to it. Navigation,
 * metadata, the prerendered files, the sitemap and the hosts' address tables derive from here.
 * Each page has its route file in src/routes/; `npm run routes` (run by `npm run build` and
 * `npm test`) fails when a route file and this table disagree, and names what is missing.
 *
 * `linkedFrom`, in the order of this table:
 * - `mainNavigation`: header, mobile menu and the footer's quick links;
 * - `legalNavigation`: the footer's legal links;
 * - `inquiryForm`: the pages that answer an inquiry sent by the form without the app
 *   (src/server/inquiries/): linked from nowhere, never indexed and not in the sitemap.
 */
const pages = {
  home: { path: '/', linkedFrom: 'mainNavigation' },
  services: { path: '/services', linkedFrom: 'mainNavigation' },
  about: { path: '/about', linkedFrom: 'mainNavigation' },
  contact: { path: '/contact', linkedFrom: 'mainNavigation' },
  imprint: { path: '/imprint', linkedFrom: 'legalNavigation' },
  privacy: { path: '/privacy', linkedFrom: 'legalNavigation' },
  inquiryReceived: { path: '/inquiry-received', linkedFrom: 'inquiryForm' },
  inquiryNotSent: { path: '/inquiry-not-sent', linkedFrom: 'inquiryForm' },
} as const satisfies Record<
  string,
  { path: `/${string}`; linkedFrom: 'mainNavigation' | 'legalNavigation' | 'inquiryForm' }
>

type Pages = typeof pages
type LinkedFrom = Pages[keyof Pages]['linkedFrom']

/** Every page with its own address, in both languages. */
export type ServedPageId = keyof Pages

type PagesLinkedFrom<From extends LinkedFrom> = {
  [Page in ServedPageId]: Pages[Page]['linkedFrom'] extends From ? Page : never
}[ServedPageId]

/** The answers to an inquiry: reached only through the form. */
export type InquiryPageId = PagesLinkedFrom<'inquiryForm'>
/** The pages the site links to and search engines index. */
export type PageId = Exclude<ServedPageId, InquiryPageId>

type PathsOf<Page extends ServedPageId> = { [Id in Page]: Pages[Id]['path'] }

const servedPageIds = Object.keys(pages) as ServedPageId[]

const pathsOf = <Page extends ServedPageId>(ids: readonly Page[]) =>
  Object.fromEntries(ids.map((page) => [page, pages[page].path])) as PathsOf<Page>

const pagesLinkedFrom = <From extends LinkedFrom>(from: From) =>
  servedPageIds.filter((page) => pages[page].linkedFrom === from) as PagesLinkedFrom<From>[]

/** Header, mobile menu and footer quick links, in this order. */
export const mainNavigation: readonly PagesLinkedFrom<'mainNavigation'>[] =
  pagesLinkedFrom('mainNavigation')

export const legalNavigation: readonly PagesLinkedFrom<'legalNavigation'>[] =
  pagesLinkedFrom('legalNavigation')

/** Every address the site answers with a page of its own, in both languages. */
export const servedPagePaths = pathsOf(servedPageIds)

export const pagePaths = pathsOf(
  servedPageIds.filter((page): page is PageId => pages[page].linkedFrom !== 'inquiryForm'),
)

export const inquiryPagePaths = pathsOf(pagesLinkedFrom('inquiryForm'))
