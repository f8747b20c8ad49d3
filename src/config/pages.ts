import { company } from './company'

/**
 * Every page of the site, one line each: its path, and what leads a visitor to it. Navigation,
 * metadata, the prerendered files, the sitemap and the hosts' address tables derive from here, and
 * so do the pages of the open jobs, one per job of the company data (`jobPagePaths` below).
 * Each page has its route file in src/routes/; `npm run routes` (run by `npm run build` and
 * `npm test`) fails when a route file and this table disagree, and names what is missing.
 *
 * `linkedFrom`, in the order of this table:
 * - `mainNavigation`: header, mobile menu and the footer's quick links;
 * - `footerNavigation`: the footer's quick links, after those of the main navigation;
 * - `legalNavigation`: the footer's legal links;
 * - `form`: the pages that answer a form sent without the app (each form's declaration names its
 *   two, src/config/formDeclaration.ts): linked from nowhere, never indexed and not in the sitemap.
 */
const pages = {
  home: { path: '/', linkedFrom: 'mainNavigation' },
  services: { path: '/services', linkedFrom: 'mainNavigation' },
  about: { path: '/about', linkedFrom: 'mainNavigation' },
  contact: { path: '/contact', linkedFrom: 'mainNavigation' },
  jobs: { path: '/jobs', linkedFrom: 'footerNavigation' },
  imprint: { path: '/imprint', linkedFrom: 'legalNavigation' },
  privacy: { path: '/privacy', linkedFrom: 'legalNavigation' },
  inquiryReceived: { path: '/inquiry-received', linkedFrom: 'form' },
  inquiryNotSent: { path: '/inquiry-not-sent', linkedFrom: 'form' },
  applicationReceived: { path: '/application-received', linkedFrom: 'form' },
  applicationNotSent: { path: '/application-not-sent', linkedFrom: 'form' },
  callbackReceived: { path: '/callback-received', linkedFrom: 'form' },
  callbackNotSent: { path: '/callback-not-sent', linkedFrom: 'form' },
} as const satisfies Record<
  string,
  {
    path: `/${string}`
    linkedFrom: 'mainNavigation' | 'footerNavigation' | 'legalNavigation' | 'form'
  }
>

type Pages = typeof pages
type LinkedFrom = Pages[keyof Pages]['linkedFrom']

type TablePageId = keyof Pages

/** The page of one job of the company data (`job:<id>`), at `/jobs/<id>`. */
export type JobPageId = `job:${string}`
export const jobPageId = (jobId: string): JobPageId => `job:${jobId}`
export const jobPagePath = (jobId: string) => `${pages.jobs.path}/${jobId}` as const

/**
 * The page of every job in the company data, by its id: open ones, and those whose last day has
 * passed, whose pages say that they are closed until the job is taken out of the data.
 */
export const jobPagePaths: Readonly<Record<JobPageId, string>> = Object.fromEntries(
  (company.jobs ?? []).map(({ id }) => [jobPageId(id), jobPagePath(id)]),
)

export const isJobPage = (page: string | undefined): page is JobPageId =>
  page !== undefined && page.startsWith(jobPageId(''))

/** The job a job's page is about: its id in the company data. */
export const jobOfPage = (page: JobPageId) => page.slice(jobPageId('').length)

/** Every page with its own address, in both languages. */
export type ServedPageId = TablePageId | JobPageId

type PagesLinkedFrom<From extends LinkedFrom> = {
  [Page in TablePageId]: Pages[Page]['linkedFrom'] extends From ? Page : never
}[TablePageId]

/** The answers to a sent form: reached only through the form. */
export type FormPageId = PagesLinkedFrom<'form'>
/** The pages of this table that the site links to and search engines index. */
export type PageId = Exclude<TablePageId, FormPageId>

type PathsOf<Page extends TablePageId> = { [Id in Page]: Pages[Id]['path'] }

const tablePageIds = Object.keys(pages) as TablePageId[]

const pathsOf = <Page extends TablePageId>(ids: readonly Page[]) =>
  Object.fromEntries(ids.map((page) => [page, pages[page].path])) as PathsOf<Page>

const pagesLinkedFrom = <From extends LinkedFrom>(from: From) =>
  tablePageIds.filter((page) => pages[page].linkedFrom === from) as PagesLinkedFrom<From>[]

/** Header, mobile menu and footer quick links, in this order. */
export const mainNavigation: readonly PagesLinkedFrom<'mainNavigation'>[] =
  pagesLinkedFrom('mainNavigation')

/** The footer's quick links: the main navigation's, then the footer's own. */
export const footerNavigation: readonly PagesLinkedFrom<'mainNavigation' | 'footerNavigation'>[] = [
  ...mainNavigation,
  ...pagesLinkedFrom('footerNavigation'),
]

export const legalNavigation: readonly PagesLinkedFrom<'legalNavigation'>[] =
  pagesLinkedFrom('legalNavigation')

const tablePagePaths = pathsOf(tablePageIds)

/** Every address the site answers with a page of its own, in both languages: one per job too. */
export const servedPagePaths: Readonly<typeof tablePagePaths & Record<JobPageId, string>> = {
  ...tablePagePaths,
  ...jobPagePaths,
}

/** The path of a page of the table or of a job. */
export const servedPagePath = (page: ServedPageId): string =>
  isJobPage(page) ? jobPagePath(jobOfPage(page)) : tablePagePaths[page]

/**
 * The route each page is made by: this table's pages, and the one route of every job's page
 * (`/jobs/$job`), which `npm run routes` checks against the route files.
 */
export const routePaths: Readonly<Record<TablePageId | JobPageId, string>> = {
  ...tablePagePaths,
  [jobPageId('$job')]: jobPagePath('$job'),
}

export const pagePaths = pathsOf(
  tablePageIds.filter((page): page is PageId => pages[page].linkedFrom !== 'form'),
)

export const formPagePaths = pathsOf(pagesLinkedFrom('form'))
