// The pages to measure: those the build lists in its sitemap (every page of src/config/pages.ts and
// the page of every job open on the day of the build), page by page, each in every language. The
// build's own list, as the benchmark measures the example company's build, whose jobs are not the
// repository's.
import { access } from 'node:fs/promises'
import { join } from 'node:path'

import {
  htmlFile,
  isLanguage,
  pathFileName,
  sitemapAddresses,
  type PrerenderedPage,
} from '../lib/site.ts'

/** `address` is what a visitor requests; `file` the prerendered file under dist/client. */
export type BenchPage = Pick<PrerenderedPage, 'path' | 'address' | 'file'>

/** The pages, once their prerendered files are found in `clientDirectory`. */
export async function readPages(clientDirectory: string): Promise<BenchPage[]> {
  const pages = sitemapAddresses(clientDirectory).map((address) => {
    const { pathname: path, searchParams } = new URL(address, 'http://localhost')
    const language = searchParams.get('lang')
    if (!isLanguage(language)) throw new Error(`The sitemap's ${address} names no language`)
    return { path, address, file: htmlFile(language, pathFileName(path)) }
  })
  await Promise.all(pages.map((page) => access(join(clientDirectory, page.file))))
  return pages
}
