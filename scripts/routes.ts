// `npm run routes`: writes TanStack Router's route tree (src/routeTree.gen.ts) from the route files
// without a build or the dev server, so that a new route file type-checks at once, and fails when
// the route files and the table of pages (src/config/pages.ts) disagree, naming what is missing on
// either side. `npm run build` runs it first. With --check (`npm run routes:check`, part of
// `npm test`, which CI runs on a fresh clone) it also fails when a generated file was stale, so
// that a new or renamed route file is committed with its tree.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import type { ServedPageId } from '../src/config/pages.ts'
import { importCompanyData } from './lib/companyDataFile.ts'
import { generateRouteTree, pageRegistryProblems } from './lib/routeTree.ts'
import { registerSourceModules } from './lib/sourceModules.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const routeTreeFile = 'src/routeTree.gen.ts'
const routesDirectory = 'src/routes'

/** The generator writes the tree, and fixes the path in a route file's `createFileRoute`. */
const writtenFiles = () => [
  routeTreeFile,
  ...readdirSync(join(root, routesDirectory), { recursive: true, encoding: 'utf8' }).map((file) =>
    join(routesDirectory, file),
  ),
]
const read = (file: string) => {
  try {
    return readFileSync(join(root, file), 'utf8')
  } catch {
    return null
  }
}

const before = new Map(writtenFiles().map((file) => [file, read(file)]))
const routes = await generateRouteTree(root)

registerSourceModules()
// The pages' modules read the company data (a page per job): a mistake in how it is written is
// named with its line and column (as the build names it), not thrown as a stack trace, since
// `npm run build` runs this first.
if (!(await importCompanyData())) process.exit(1)
// Imported only now, so that Node resolves these modules' own imports through the hook.
const { routePaths } = await import('../src/config/pages.ts')
const { pageRouteFiles } = await import('../src/publish/pageHead.ts')

const problems = pageRegistryProblems(routes, routePaths, (page) =>
  pageRouteFiles(page as ServedPageId),
)
if (problems.length > 0) {
  console.error(`routes: the route files and the pages disagree:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}

if (process.argv.includes('--check')) {
  const stale = writtenFiles().filter((file) => read(file) !== (before.get(file) ?? null))
  if (stale.length > 0) {
    console.error(`routes: these files were stale and have been written again: ${stale.join(', ')}`)
    console.error('Commit them together with the change to the route files.')
    process.exit(1)
  }
  console.log(
    `routes: the route tree is up to date, and each of its ${routes.length} pages has its line in src/config/pages.ts`,
  )
}
