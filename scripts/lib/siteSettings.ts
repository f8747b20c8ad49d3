// A server's own copy of the site keeps its settings in a git-ignored `.env` in the project folder
// (docs/go-live.md): the site's address and where inquiries are stored, read alike by the build,
// `npm start`, `npm run inquiries` and the systemd unit. Variables already set win over the file.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export function readSiteSettings(): void {
  const file = fileURLToPath(new URL('../../.env', import.meta.url))
  if (existsSync(file)) process.loadEnvFile(file)
}
