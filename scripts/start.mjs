// `npm start`: builds when there is no build yet, then runs the production server
// (http://localhost:4173; PORT and HOST override).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const server = new URL('../dist/server/server.js', import.meta.url)

if (!existsSync(server)) {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

await import(server.href)
