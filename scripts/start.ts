// `npm start`: builds when there is no build yet or a source changed since the last one, then runs
// the production server (on PORT and HOST; src/addressing/serverAddress.ts has the defaults).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { staleBuildReason } from './build-stamp.ts'
import { readSiteSettings } from './lib/siteSettings.ts'

readSiteSettings()
const server = new URL('../dist/server/server.js', import.meta.url)

const stale = existsSync(server)
  ? staleBuildReason(fileURLToPath(new URL('..', import.meta.url)))
  : 'no build'
if (stale) {
  console.log(`npm start: building first (${stale})`)
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

await import(server.href)
