// Tells whether dist/ is older than the sources it is built from, so that `npm start` never serves
// a build that misses a change. `npm run build` writes dist/build-stamp with the time it started
// (a file changed while it ran is then newer than the stamp); `npm start` compares it with the
// modification times of the inputs below. Node runs this file as it is (type stripping), so it
// uses only erasable TypeScript syntax.
import { readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export const stampFile = join('dist', 'build-stamp')

/** What the build reads, relative to the project folder: folders are read recursively. */
export const buildInputs = [
  'src',
  'i18n',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tailwind.config.ts',
  'tsconfig.json',
  '.typesafe-i18n.json',
  'scripts/build.ts',
]

// Written by the build itself (the router plugin regenerates it from src/routes).
const buildOutputs = new Set([join('src', 'routeTree.gen.ts')])

const modified = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs

/** Removes the stamp before a build, so that a build that fails leaves none. */
export function removeBuildStamp(project: string): void {
  rmSync(join(project, stampFile), { force: true })
}

/** Marks a finished build as containing every input modified before `startedAt`. */
export function writeBuildStamp(project: string, startedAt: Date): void {
  const path = join(project, stampFile)
  writeFileSync(path, `${startedAt.toISOString()}\n`)
  utimesSync(path, startedAt, startedAt)
}

/**
 * Why the build in `project` cannot be served as it is: no finished build, or the first input
 * found that changed after it started. Undefined when it is up to date.
 */
export function staleBuildReason(project: string): string | undefined {
  const stamp = modified(join(project, stampFile))
  if (stamp === undefined) return 'no finished build'
  for (const input of buildInputs) {
    const path = join(project, input)
    const stats = statSync(path, { throwIfNoEntry: false })
    if (!stats) continue
    const files = stats.isDirectory()
      ? readdirSync(path, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
      : [path]
    for (const file of files) {
      const name = relative(project, file)
      if (!buildOutputs.has(name) && (modified(file) ?? 0) > stamp) return `${name} changed since`
    }
  }
  return undefined
}
