/**
 * Which built files a page needs, read from the client build's manifest (`.vite/manifest.json`,
 * keyed by source file).
 */
import type { Manifest, ManifestChunk } from 'vite'

// Relative, not `@/`, with its extension: vite.config.ts imports this module before the alias
// exists, and Node loads it as it is written.
// eslint-disable-next-line site/folder-imports -- the boundary holds: publish/ may import enhance/
import { onDemandModuleSuffix } from '../enhance/contract.ts'

/** The client build's entries (vite.config.ts), by their manifest keys. */
export const clientEntries = {
  /** Inlined into every page by the prerender step. */
  loader: 'src/enhance/loader.ts',
  app: 'src/entry-client.tsx',
} as const

/** Modules the app imports dynamically that are marked as on demand ({@link onDemandModuleSuffix}). */
function onDemandModules(manifest: Manifest): string[] {
  const app = chunkFiles(manifest, clientEntries.app)
  return Object.entries(manifest)
    .filter(([, chunk]) => app.has(chunk.file))
    .flatMap(([, chunk]) => chunk.dynamicImports ?? [])
    .filter((key, index, keys) => key.endsWith(onDemandModuleSuffix) && keys.indexOf(key) === index)
}

export function manifestChunk(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The client manifest has no ${key}`)
  return chunk
}

/**
 * The files of a chunk and of everything it imports statically, each file once, dependencies
 * first: the loader evaluates them in this order, so that each evaluation runs one chunk's code.
 */
export function chunkFiles(
  manifest: Manifest,
  key: string,
  files = new Set<string>(),
  visited = new Set<string>(),
): Set<string> {
  const chunk = manifest[key]
  if (!chunk || visited.has(key)) return files
  visited.add(key)
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files, visited)
  files.add(chunk.file)
  return files
}

/**
 * The manifest keys of a route's source files: split route chunks are keyed like
 * `src/routes/_site/services.tsx?tsr-split=component`.
 */
function routeChunkKeys(manifest: Manifest, routeFiles: readonly string[]): string[] {
  return Object.keys(manifest).filter((key) => routeFiles.includes(key.split('?')[0]!))
}

/** What a page loads from the client build, as addresses (`/assets/…`). */
export type PageAssets = {
  entry: string
  stylesheets: string[]
  /** Modules the entry and the page's routes import, fetched in parallel with the entry. */
  preload: string[]
  /**
   * What the app loads on demand (the mobile menu's dialog) and what only it imports: fetched
   * after the app on narrow screens, where the menu is used.
   */
  preloadNarrow: string[]
}

/** The assets of a page whose routes are `routeFiles` (source paths, as the manifest keys them). */
export function pageAssets(manifest: Manifest, routeFiles: readonly string[]): PageAssets {
  const app = manifestChunk(manifest, clientEntries.app)
  const preload = new Set([
    ...chunkFiles(manifest, clientEntries.app),
    ...routeChunkKeys(manifest, routeFiles).flatMap((key) => [...chunkFiles(manifest, key)]),
  ])
  preload.delete(app.file)
  const onDemand = new Set(
    onDemandModules(manifest).flatMap((key) => [...chunkFiles(manifest, key)]),
  )
  const preloadNarrow = [...onDemand].filter((file) => !preload.has(file))
  const address = (file: string) => `/${file}`
  return {
    entry: address(app.file),
    stylesheets: (app.css ?? []).map(address),
    preload: [...preload].map(address),
    preloadNarrow: preloadNarrow.map(address),
  }
}
