/**
 * `npm start`: the production server (./siteServer.ts) on PORT and HOST
 * (src/addressing/serverAddress.ts), serving the published folder from memory and taking
 * inquiries into the database in DATA_DIR, mailed on through SMTP_URL (./inquiries/), and
 * answering /healthz. A database that cannot be used stops inquiries, not the pages. SIGTERM and
 * SIGINT shut it down gracefully: what is in flight finishes, then the process exits 0.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { formIds, forms } from '@/config/forms'
import { formRefusalPages, prerenderTargets } from '@/addressing/pageFiles'
import { defaultHost, defaultPort } from '@/addressing/serverAddress'
import { timeouts } from '@/addressing/timeouts'
import { isPreviewBuild, retentionDaysOf, siteOrigin } from '@/shared/buildSettings'

import { bufferedLog } from './bufferedLog'
import { startInquiryService } from './inquiries/inquiryService'
import { readInquirySettings, trustedProxyList } from './inquiries/inquirySettings'
import { createRateLimit } from './inquiries/rateLimit'
import { watchUntrustedProxies } from './inquiries/untrustedProxies'
import { readPublishedFiles } from './publishedFiles'
import { createSiteServer } from './siteServer'

const serverDirectory = dirname(fileURLToPath(import.meta.url))
const publishedFiles = readPublishedFiles(join(serverDirectory, '..', 'client'))
// Fail at start, not on a request, if the build is incomplete.
for (const { file } of [...prerenderTargets, ...formRefusalPages])
  if (!publishedFiles.has(`/${file}`))
    throw new Error(`The build has no ${file}; run npm run build`)

const log = bufferedLog()
process.on('exit', () => log.flush())
const port = Number(process.env.PORT ?? defaultPort)
const host = process.env.HOST ?? defaultHost
const settings = readInquirySettings()
for (const form of formIds)
  if (settings.retentionDays[form] !== retentionDaysOf[form])
    log.error(
      `${forms[form].retention.setting} is ${settings.retentionDays[form]}, but this build's privacy policy states ${retentionDaysOf[form]} days: build again with the same value`,
    )

// The database and the outbox live in a thread of their own: pages never wait for either.
const inquiries = startInquiryService({
  workerFile: join(serverDirectory, 'inquiry-worker.js'),
  settings,
  log,
})

const { server, shutDown } = createSiteServer(publishedFiles, {
  log,
  inquiries: {
    service: inquiries,
    rateLimit: createRateLimit(settings.rateLimit),
    trustedProxies: trustedProxyList(settings.trustedProxies),
    watchProxies: watchUntrustedProxies({
      log,
      note: (address) => inquiries.noteUntrustedProxy(address),
    }),
    allowedOrigins: [siteOrigin],
  },
  health: () => inquiries.health(),
})
server.listen(port, host, () => {
  const address = server.address()
  // The port actually bound (PORT=0 picks a free one).
  const bound = typeof address === 'object' && address ? address.port : port
  log.log(
    `Serving the ${isPreviewBuild ? 'preview' : 'production'} build on http://${host}:${bound}`,
  )
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.log(`${signal}: no new connections; finishing requests in flight`)
    // Requests in flight and a mail being sent finish side by side, within one limit: the whole
    // stop fits well inside the systemd unit's TimeoutStopSec (src/publish/hosts/serverSetup.ts).
    // A mail cut off is sent again by the next start.
    void Promise.all([shutDown(), inquiries.stop(timeouts.shutdown)]).then(() => {
      log.log('Stopped')
      process.exit(0)
    })
  })
}
