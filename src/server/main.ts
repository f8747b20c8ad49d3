/**
 * The production server behind `npm start`: prerendered HTML chosen by path and `?lang`, the 404
 * page with status 404, precompressed files, revalidation by ETag, long caching for hashed assets,
 * and security headers. Everything is answered from memory (./publishedFiles.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  cacheControl,
  hashedAssetsPrefix,
  securityHeaders,
  strictTransportSecurity,
} from './httpPolicy'
import { prerenderTargets, privatePathPrefix, resolvePageFile } from './pageFiles'
import {
  chooseEncoding,
  matchesEtag,
  type PublishedFile,
  readPublishedFiles,
} from './publishedFiles'

const clientDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'client')
const publishedFiles = readPublishedFiles(clientDirectory)
// Fail at start, not on a request, if the build is incomplete.
for (const { file } of prerenderTargets)
  if (!publishedFiles.has(`/${file}`))
    throw new Error(`The build has no ${file}; run npm run build`)

function isHttps(request: IncomingMessage): boolean {
  const forwarded = request.headers['x-forwarded-proto']
  return (
    ('encrypted' in request.socket && request.socket.encrypted === true) ||
    (typeof forwarded === 'string' && forwarded.split(',')[0]?.trim() === 'https')
  )
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: PublishedFile,
  { status, cache }: { status: 200 | 404; cache: string },
) {
  const shared = {
    ...securityHeaders,
    ...(isHttps(request) ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
    'Cache-Control': cache,
    ...(file.bodies.br || file.bodies.gzip ? { Vary: 'Accept-Encoding' } : {}),
  }
  if (status === 200 && matchesEtag(file, request.headers['if-none-match'])) {
    response.writeHead(304, { ...shared, ETag: file.etag })
    response.end()
    return
  }
  const encoding = chooseEncoding(file, request.headers['accept-encoding'])
  const body = file.bodies[encoding]!
  response.writeHead(status, {
    ...shared,
    'Content-Type': file.contentType,
    'Content-Length': body.length,
    ...(status === 200 ? { ETag: file.etag } : {}),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  })
  response.end(body)
}

function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return undefined
  }
}

function handle(request: IncomingMessage, response: ServerResponse) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, {
      ...securityHeaders,
      Allow: 'GET, HEAD',
      'Content-Type': 'text/plain; charset=utf-8',
    })
    response.end('Method Not Allowed\n')
    return
  }

  const url = new URL(request.url ?? '/', 'http://localhost')
  // A page's file, or the not-found page in the language of `?lang`.
  const { file: pageFile, status } = resolvePageFile(url.pathname, url.searchParams)
  const page = publishedFiles.get(`/${pageFile}`)!
  if (status === 200) {
    send(request, response, page, { status, cache: cacheControl.revalidate })
    return
  }
  const path = decodedPath(url.pathname) ?? ''
  const file = path.startsWith(privatePathPrefix) ? undefined : publishedFiles.get(path)
  if (!file) {
    send(request, response, page, { status: 404, cache: cacheControl.revalidate })
    return
  }
  const cache = path.startsWith(hashedAssetsPrefix)
    ? cacheControl.hashedAsset
    : cacheControl.revalidate
  send(request, response, file, { status: 200, cache })
}

const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? 'localhost'

createServer((request, response) => {
  const started = process.hrtime.bigint()
  const requested = request.url
  response.on('finish', () => {
    const milliseconds = Number(process.hrtime.bigint() - started) / 1e6
    console.log(
      `${new Date().toISOString()} ${request.method} ${requested} ${response.statusCode} ${milliseconds.toFixed(1)}ms`,
    )
  })
  handle(request, response)
}).listen(port, host, () => {
  console.log(`Serving the production build on http://${host}:${port}`)
})
