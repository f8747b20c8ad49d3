// The pages to measure: every page of src/config/pages.ts in every language, page by page (the
// not-found view is left out).
import { access } from 'node:fs/promises'
import { join } from 'node:path'

import { pagePaths, prerenderedPages, type PageId, type PrerenderedPage } from '../lib/site.ts'

/** `address` is what a visitor requests; `file` the prerendered file under dist/client. */
export type BenchPage = Pick<PrerenderedPage, 'path' | 'address' | 'file'>

/** The pages, once their prerendered files are found in `clientDirectory`. */
export async function readPages(clientDirectory: string): Promise<BenchPage[]> {
  const pages = (Object.keys(pagePaths) as PageId[]).flatMap((id) =>
    prerenderedPages.filter((page) => page.page === id),
  )
  await Promise.all(pages.map((page) => access(join(clientDirectory, page.file))))
  return pages
}
