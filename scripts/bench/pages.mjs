// The pages to measure, read from the built sitemap.xml: the build writes it from
// src/config/pages.ts, every path in both languages (Node 20 cannot import that TypeScript file).
import { access, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** `address` is what a visitor requests; `file` the prerendered file under dist/client. */
export async function readPages(clientDirectory) {
  const sitemap = await readFile(join(clientDirectory, 'sitemap.xml'), 'utf8')
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => {
    const { pathname, search, searchParams } = new URL(location)
    const language = searchParams.get('lang')
    // Named as src/server/pageFiles.ts names them.
    const name = pathname === '/' ? 'index' : pathname.slice(1)
    return { path: pathname, address: pathname + search, file: `_pages/${language}/${name}.html` }
  })
  if (pages.length === 0) throw new Error('The built sitemap.xml lists no pages')
  await Promise.all(pages.map((page) => access(join(clientDirectory, page.file))))
  return pages
}
