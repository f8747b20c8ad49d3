// What Node's own HTTP server allows on this machine, as a yardstick for the production server: one
// process per core (cluster), each answering a request for a path with the production server's
// answer to it (status, headers and body as recorded at start) and doing nothing else: no routing,
// no log, no shutdown bookkeeping. The same timeouts as the production server.
// Usage: PORT=… node node-ceiling.ts <origin of the production server> <path>…
import cluster from 'node:cluster'
import { createServer, get } from 'node:http'
import { availableParallelism } from 'node:os'

import { timeouts } from '../../src/addressing/timeouts.ts'

/** `headers` as Node's raw headers: names and values in turn, as sent. */
type Recorded = { status: number; headers: string[]; body: Buffer }

/** Headers Node writes itself on every answer. */
const writtenByNode = new Set(['date', 'connection', 'keep-alive'])

function record(url: string): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const headers: string[] = []
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const [name, value] = response.rawHeaders.slice(index, index + 2) as [string, string]
          if (!writtenByNode.has(name.toLowerCase())) headers.push(name, value)
        }
        resolve({ status: response.statusCode!, headers, body: Buffer.concat(chunks) })
      })
    }).on('error', reject)
  })
}

const [origin, ...paths] = process.argv.slice(2)
if (!origin || paths.length === 0)
  throw new Error('Usage: PORT=… node node-ceiling.ts <origin> <path>…')

if (cluster.isPrimary) {
  for (let index = 0; index < availableParallelism(); index += 1) cluster.fork()
  cluster.on('exit', (_worker, code) => {
    if (code !== 0) process.exit(code ?? 1)
  })
} else {
  const answers = new Map<string, Recorded>()
  for (const path of paths) answers.set(path, await record(origin + path))
  createServer(
    {
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      keepAliveTimeout: timeouts.keepAlive,
      connectionsCheckingInterval: timeouts.check,
    },
    (request, response) => {
      const answer = answers.get(request.url ?? '')
      if (!answer) {
        response.writeHead(404).end()
        return
      }
      response.writeHead(answer.status, answer.headers)
      response.end(answer.body)
    },
  )
    .setTimeout(timeouts.idleSocket)
    .listen(Number(process.env.PORT), '127.0.0.1')
}
