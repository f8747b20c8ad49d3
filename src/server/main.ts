/**
 * `npm start`: the production server (./siteServer.ts) on PORT and HOST (./serverAddress.ts), serving
 * the published folder from memory and taking inquiries into the database in DATA_DIR, mailed on
 * through SMTP_URL (./inquiries/), and answering /healthz. A database that cannot be used stops
 * inquiries, not the pages. SIGTERM and SIGINT shut it down gracefully: what is in flight
 * finishes, then the process exits 0.
 */
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTransport } from 'nodemailer'

import { inquiryRetentionDays, isPreviewBuild, siteOrigin } from '@/config/site'

import { bufferedLog } from './bufferedLog'
import { inquiryHealth, reusedFor } from './inquiries/health'
import { createInquiryDatabase } from './inquiries/inquiryDatabase'
import { readInquirySettings } from './inquiries/inquirySettings'
import { createOutbox } from './inquiries/outbox'
import { createRateLimit } from './inquiries/rateLimit'
import { inquiryRefusalPages, prerenderTargets } from './pageFiles'
import { readPublishedFiles } from './publishedFiles'
import { defaultHost, defaultPort } from './serverAddress'
import { createSiteServer } from './siteServer'
import { timeouts } from './timeouts'

const clientDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'client')
const publishedFiles = readPublishedFiles(clientDirectory)
// Fail at start, not on a request, if the build is incomplete.
for (const { file } of [...prerenderTargets, ...inquiryRefusalPages])
  if (!publishedFiles.has(`/${file}`))
    throw new Error(`The build has no ${file}; run npm run build`)

const log = bufferedLog()
process.on('exit', () => log.flush())
const port = Number(process.env.PORT ?? defaultPort)
const host = process.env.HOST ?? defaultHost
const settings = readInquirySettings()
const database = createInquiryDatabase(settings.dataDirectory, { log })

const dayMs = 24 * 60 * 60 * 1000
const purgeExpired = () => {
  const purged = database.write((store) =>
    store.purgeReceivedBefore(new Date(Date.now() - settings.retentionDays * dayMs)),
  )
  if (purged?.purged)
    log.log(`Deleted ${purged.purged} inquiries older than ${settings.retentionDays} days`)
}
purgeExpired()
setInterval(purgeExpired, 6 * 60 * 60 * 1000).unref()
if (settings.retentionDays !== inquiryRetentionDays)
  log.error(
    `INQUIRY_RETENTION_DAYS is ${settings.retentionDays}, but this build's privacy policy states ${inquiryRetentionDays} days: build again with the same value`,
  )

// Bounded waits: nodemailer's own defaults are minutes long, and a stuck send would hold up the
// outbox (and a shutdown) for that long.
const transport =
  settings.smtpUrl === undefined
    ? undefined
    : createTransport({
        url: settings.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
        dnsTimeout: 10_000,
      })
const outbox =
  transport &&
  createOutbox({
    database,
    send: (message) => transport.sendMail(message),
    mail: { from: settings.from, to: settings.to, retentionDays: settings.retentionDays },
    firstRetryMs: settings.firstRetryMs,
    log,
  })
// The settings may have changed since the mail server refused an inquiry for good: try it again.
const refused = outbox ? (database.write((store) => store.retryRefused()) ?? 0) : 0
const waiting = database.read((store) => store.counts().pending) ?? 0
const where = `stored in ${resolve(settings.dataDirectory)}`
log.log(
  outbox
    ? `Inquiries: ${where}, mailed to ${settings.to}${waiting ? ` (${waiting} waiting${refused ? `, ${refused} of them refused before and tried again` : ''})` : ''}`
    : `Inquiries: ${where}; no mail is sent (SMTP_URL is not set)${waiting ? `, ${waiting} waiting` : ''}`,
)
const heldForFillTime = database.read((store) => store.heldForFillTime()) ?? 0
if (heldForFillTime > 0)
  log.error(
    `${heldForFillTime} inquiries were held as spam by an earlier release because they were sent within seconds; people with autofill do that too. Look at them (npm run inquiries -- list --spam) and mail those from people (npm run inquiries -- release <number>).`,
  )

const { server, shutDown } = createSiteServer(publishedFiles, {
  log,
  inquiries: {
    database,
    rateLimit: createRateLimit(settings.rateLimit),
    stored: () => outbox?.wake(),
    allowedOrigins: [siteOrigin],
  },
  health: reusedFor(1000, () =>
    inquiryHealth((work) => database.readWhileStorable(work), settings.alertMinutes),
  ),
})
server.listen(port, host, () => {
  const address = server.address()
  // The port actually bound (PORT=0 picks a free one).
  const bound = typeof address === 'object' && address ? address.port : port
  log.log(
    `Serving the ${isPreviewBuild ? 'preview' : 'production'} build on http://${host}:${bound}`,
  )
  // Whatever waits from before a restart goes out now.
  outbox?.wake()
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.log(`${signal}: no new connections; finishing requests in flight`)
    const outboxStopped = outbox?.stop()
    void shutDown()
      // A mail in flight may finish within the same limit; one cut off is sent again next start.
      .then(() => withinLimit(outboxStopped, timeouts.shutdown))
      .then(() => {
        transport?.close()
        database.close()
        log.log('Stopped')
        process.exit(0)
      })
  })
}

function withinLimit(work: Promise<void> | undefined, limitMs: number): Promise<void> {
  if (!work) return Promise.resolve()
  return new Promise((resolve) => {
    setTimeout(resolve, limitMs).unref()
    void work.then(resolve)
  })
}
