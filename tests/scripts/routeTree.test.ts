// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import {
  generateRouteTree,
  pageRegistryProblems,
  type PageRoute,
} from '../../scripts/lib/routeTree'

const routeFilesOf = (page: string) => [
  'src/routes/_site.tsx',
  `src/routes/_site/${page === 'home' ? 'index' : page}.tsx`,
]
const home: PageRoute = { path: '/', files: routeFilesOf('home') }
const jobs: PageRoute = { path: '/jobs', files: routeFilesOf('jobs') }

describe('pageRegistryProblems', () => {
  it('finds nothing when every route file has its page and every page its route file', () => {
    expect(pageRegistryProblems([home, jobs], { home: '/', jobs: '/jobs' }, routeFilesOf)).toEqual(
      [],
    )
  })

  it('names a route file whose path has no page', () => {
    expect(pageRegistryProblems([home, jobs], { home: '/' }, routeFilesOf)).toEqual([
      'src/routes/_site/jobs.tsx answers /jobs, but src/config/pages.ts has no page with that path: add its line there',
    ])
  })

  it('names a page without a route file, and the file to add', () => {
    expect(pageRegistryProblems([home], { home: '/', jobs: '/jobs' }, routeFilesOf)).toEqual([
      'The page "jobs" (/jobs) of src/config/pages.ts has no route file: add src/routes/_site/jobs.tsx',
    ])
  })

  it('names a route file the build would not find the page by', () => {
    const flatFile = { path: '/jobs', files: ['src/routes/_site.tsx', 'src/routes/_site.jobs.tsx'] }
    expect(
      pageRegistryProblems([home, flatFile], { home: '/', jobs: '/jobs' }, routeFilesOf),
    ).toEqual([
      'The page "jobs" (/jobs) is made by src/routes/_site.tsx and src/routes/_site.jobs.tsx, but the build reads its modules from src/routes/_site.tsx and src/routes/_site/jobs.tsx (src/publish/pageHead.ts): name the route file as the other pages\' are',
    ])
  })
})

describe('generateRouteTree', () => {
  it("runs the router plugin's own generator, so that it writes the tree a build writes", () => {
    const require = createRequire(import.meta.url)
    const fromPlugin = createRequire(require.resolve('@tanstack/router-plugin'))
    expect(require.resolve('@tanstack/router-generator')).toBe(
      fromPlugin.resolve('@tanstack/router-generator'),
    )
  })

  let project: string | undefined
  afterEach(() => {
    if (project) rmSync(project, { recursive: true, force: true })
  })

  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(project!, file)), { recursive: true })
    writeFileSync(join(project!, file), text)
  }

  it('writes the tree of a new route file without a build, and returns each page with its files', async () => {
    project = mkdtempSync(join(tmpdir(), 'route-tree-'))
    write(
      'src/routes/__root.tsx',
      "import { createRootRoute } from '@tanstack/react-router'\nexport const Route = createRootRoute({})\n",
    )
    const route = (id: string) =>
      `import { createFileRoute } from '@tanstack/react-router'\nexport const Route = createFileRoute('${id}')({})\n`
    write('src/routes/_site.tsx', route('/_site'))
    write('src/routes/_site/index.tsx', route('/_site/'))
    // A copy of another page's route file, as a new page often starts.
    write('src/routes/_site/jobs.tsx', route('/_site/about'))

    const pages = await generateRouteTree(project)

    expect(pages).toEqual(
      expect.arrayContaining([
        { path: '/', files: ['src/routes/_site.tsx', 'src/routes/_site/index.tsx'] },
        { path: '/jobs', files: ['src/routes/_site.tsx', 'src/routes/_site/jobs.tsx'] },
      ]),
    )
    expect(pages).toHaveLength(2)
    const tree = readFileSync(join(project, 'src/routeTree.gen.ts'), 'utf8')
    expect(tree).toContain("'/_site/jobs': typeof SiteJobsRoute")
    // The generator also corrects the copied route's path, as the dev server would.
    expect(readFileSync(join(project, 'src/routes/_site/jobs.tsx'), 'utf8')).toContain(
      "createFileRoute('/_site/jobs')",
    )
  })
})
