// TanStack Router's route tree (src/routeTree.gen.ts), written from the route files (src/routes/)
// by the router's own generator, the one its Vite plugin runs in `npm run build` and `npm run dev`,
// and the pages those files make, to check them against the table of pages (src/config/pages.ts).
import { relative } from 'node:path'
import { Generator, getConfig, inferFullPath, type RouteNode } from '@tanstack/router-generator'

/** The router plugin's options (vite.config.ts): `npm run routes` writes the tree the plugin would. */
export const routerOptions = { target: 'react', autoCodeSplitting: true } as const

/** A page as the route files make it: its address and its route files, outermost layout first. */
export type PageRoute = { path: string; files: string[] }

/**
 * Writes the route tree where it is stale (and a route file's `createFileRoute` path where it does
 * not match the file's place), and returns the pages: the routes no other route nests in. The
 * root route is left out of each page's files: every page has it.
 */
export async function generateRouteTree(root: string): Promise<PageRoute[]> {
  const generator = new Generator({ config: getConfig(routerOptions, root), root })
  await generator.run()
  const crawl = await generator.getCrawlingResult()
  if (!crawl) throw new Error('The route generator found no routes')
  const routes = crawl.routeFileResult
  const isParent = (node: RouteNode) => routes.some((other) => other.parent === node)
  const chain = (node: RouteNode | undefined): RouteNode[] =>
    node ? [...chain(node.parent), node] : []
  return routes
    .filter((node) => !isParent(node))
    .map((node) => ({
      path: inferFullPath(node),
      files: chain(node).map((route) => relative(root, route.fullPath)),
    }))
}

/**
 * Where the route files and the table of pages disagree, each problem with what to do. `pagePaths`
 * are the table's pages, `routeFilesOf` the route files the build reads a page's modules from.
 */
export function pageRegistryProblems(
  routes: readonly PageRoute[],
  pagePaths: Readonly<Record<string, string>>,
  routeFilesOf: (page: string) => string[],
): string[] {
  const routeByPath = new Map(routes.map((route) => [route.path, route]))
  const pageByPath = new Map(Object.entries(pagePaths).map(([page, path]) => [path, page]))
  const problems: string[] = []
  for (const route of routes) {
    if (!pageByPath.has(route.path))
      problems.push(
        `${route.files.at(-1)} answers ${route.path}, but src/config/pages.ts has no page with that path: add its line there`,
      )
  }
  for (const [page, path] of Object.entries(pagePaths)) {
    const route = routeByPath.get(path)
    const expected = routeFilesOf(page)
    if (!route)
      problems.push(
        `The page "${page}" (${path}) of src/config/pages.ts has no route file: add ${expected.at(-1)}`,
      )
    else if (route.files.join() !== expected.join())
      problems.push(
        `The page "${page}" (${path}) is made by ${route.files.join(' and ')}, but the build reads its modules from ${expected.join(' and ')} (src/publish/pageHead.ts): name the route file as the other pages' are`,
      )
  }
  return problems
}
