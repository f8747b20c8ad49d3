/**
 * `npm start`: the production server (./siteServer.ts) on PORT (4173) and HOST (localhost), serving
 * the published folder from memory. SIGTERM and SIGINT shut it down gracefully: what is in flight
 * finishes, then the process exits 0.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { prerenderTargets } from './pageFiles'
import { readPublishedFiles } from './publishedFiles'
import { createSiteServer } from './siteServer'

const clientDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'client')
const publishedFiles = readPublishedFiles(clientDirectory)
// Fail at start, not on a request, if the build is incomplete.
for (const { file } of prerenderTargets)
  if (!publishedFiles.has(`/${file}`))
    throw new Error(`The build has no ${file}; run npm run build`)

const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? 'localhost'

const { server, shutDown } = createSiteServer(publishedFiles)
server.listen(port, host, () => {
  const address = server.address()
  // The port actually bound (PORT=0 picks a free one).
  const bound = typeof address === 'object' && address ? address.port : port
  console.log(`Serving the production build on http://${host}:${bound}`)
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: no new connections; finishing requests in flight`)
    void shutDown().then(() => {
      console.log('Stopped')
      process.exit(0)
    })
  })
}
