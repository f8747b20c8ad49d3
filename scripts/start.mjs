// Serves the production build on http://localhost:4173 (PORT and HOST override), building it first
// when there is none yet.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

if (!existsSync('dist/index.html')) {
  const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = process.env.PORT ?? '4173'
const host = process.env.HOST ?? 'localhost'
const server = spawn('npx', ['vite', 'preview', '--port', port, '--host', host, '--strictPort'], {
  stdio: 'inherit',
})
server.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
