import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { removeBuildStamp, staleBuildReason, writeBuildStamp } from '../../scripts/build-stamp'

let project: string
const hourAgo = new Date(Date.now() - 3_600_000)
const minuteAgo = new Date(Date.now() - 60_000)

/** Writes a project file, modified at `time`. */
function file(path: string, time: Date) {
  const full = join(project, path)
  mkdirSync(join(full, '..'), { recursive: true })
  writeFileSync(full, path)
  utimesSync(full, time, time)
}

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'build-stamp-'))
  mkdirSync(join(project, 'dist'))
  file('src/components/ui/Card.tsx', hourAgo)
  file('i18n/de/index.ts', hourAgo)
  file('package-lock.json', hourAgo)
})
afterEach(() => rmSync(project, { recursive: true, force: true }))

describe('whether a build is older than its sources', () => {
  it('is up to date when every input is older than the start of the build', () => {
    writeBuildStamp(project, minuteAgo)
    expect(staleBuildReason(project)).toBeUndefined()
  })

  it('names an input changed after the build started, however deep it is', () => {
    writeBuildStamp(project, minuteAgo)
    file('src/components/ui/Card.tsx', new Date())
    expect(staleBuildReason(project)).toBe(
      `${join('src', 'components', 'ui', 'Card.tsx')} changed since`,
    )
  })

  it('also watches the dictionaries, public files and the lock file', () => {
    for (const path of ['i18n/en/index.ts', 'public/favicon.svg', 'package-lock.json']) {
      writeBuildStamp(project, minuteAgo)
      file(path, new Date())
      expect(staleBuildReason(project)).toBe(`${join(path)} changed since`)
      file(path, hourAgo)
    }
  })

  it('ignores the route tree the build itself regenerates, and files that are no input', () => {
    writeBuildStamp(project, minuteAgo)
    file('src/routeTree.gen.ts', new Date())
    file('e2e/home.spec.ts', new Date())
    file('README.md', new Date())
    expect(staleBuildReason(project)).toBeUndefined()
  })

  it('counts a build without a stamp (none yet, or one that failed) as stale', () => {
    expect(staleBuildReason(project)).toBe('no finished build')
    writeBuildStamp(project, minuteAgo)
    removeBuildStamp(project)
    expect(staleBuildReason(project)).toBe('no finished build')
  })
})
