/**
 * The production server behind `npm start`: prerendered HTML chosen by path and `?lang`, the 404
 * page with status 404, precompressed files, long caching for hashed assets, and security headers.
 * Files are served by sirv; this module only decides which file and which headers.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sirv from 'sirv'
import { type Language, languages } from '@/lib/language'
import {
  cacheControl,
  hashedAssetsPrefix,
  securityHeaders,
  strictTransportSecurity,
} from './httpPolicy'
import {
  htmlFile,
  languageOfQuery,
  notFoundName,
  pagesDirectory,
  resolvePageFile,
} from './pageFiles'

const clientDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'client')

const serveFile = sirv(clientDirectory, {
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  extensions: [],
  setHeaders(response, pathname) {
    response.setHeader(
      'Cache-Control',
      pathname.startsWith(hashedAssetsPrefix) ? cacheControl.hashedAsset : cacheControl.revalidate,
    )
  },
})

/** The 404 pages, held in memory with their precompressed forms (sirv always answers 200). */
const notFoundPages = Object.fromEntries(
  languages.map((language) => {
    const path = join(clientDirectory, htmlFile(language, notFoundName))
    return [
      language,
      {
        br: readFileSync(`${path}.br`),
        gzip: readFileSync(`${path}.gz`),
        identity: readFileSync(path),
      },
    ]
  }),
)

function sendNotFound(request: IncomingMessage, response: ServerResponse, language: Language) {
  const page = notFoundPages[language]!
  const accepted = request.headers['accept-encoding'] ?? ''
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity'
  response.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': page[encoding].length,
    'Cache-Control': cacheControl.revalidate,
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  })
  response.end(page[encoding])
}

function isHttps(request: IncomingMessage): boolean {
  const forwarded = request.headers['x-forwarded-proto']
  return (
    ('encrypted' in request.socket && request.socket.encrypted === true) ||
    (typeof forwarded === 'string' && forwarded.split(',')[0]?.trim() === 'https')
  )
}

function handle(request: IncomingMessage, response: ServerResponse) {
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value)
  if (isHttps(request)) response.setHeader('Strict-Transport-Security', strictTransportSecurity)

  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
    response.end('Method Not Allowed\n')
    return
  }

  const url = new URL(request.url ?? '/', 'http://localhost')
  const { file, status } = resolvePageFile(url.pathname, url.searchParams)
  if (status === 200) {
    request.url = `/${file}`
    serveFile(request, response)
    return
  }
  // Not a page: a static file, unless it is one of the prerendered files themselves.
  const notFound = () => sendNotFound(request, response, languageOfQuery(url.searchParams))
  if (url.pathname.startsWith(`/${pagesDirectory}/`)) notFound()
  else serveFile(request, response, notFound)
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
