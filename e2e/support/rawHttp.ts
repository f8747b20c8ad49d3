/**
 * HTTP over a bare TCP socket, for the server specs: the request goes out byte for byte as written
 * (a browser or fetch would normalise `//x`, `%65` or `..` before sending), and the answer comes
 * back unparsed by any client library.
 */
import { connect } from 'node:net'
import { connect as connectTls } from 'node:tls'

export type RawAnswer = {
  /** 0 when the server closed the connection without a status line. */
  status: number
  /** Header names in lower case; repeated headers joined with `, `. */
  headers: Record<string, string>
  body: Buffer
  /** True when the server did not close the connection within the time allowed. */
  timedOut: boolean
}

/** Where to send: with `tls`, over TLS to a server that may use a certificate of its own making. */
export type Origin = { host: string; port: number; tls?: { servername: string } }

export function originOf(url: string): Origin {
  const { hostname, port } = new URL(url)
  return { host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) }
}

/** Sends `bytes` and reads until the server closes the connection (send `Connection: close`). */
export function sendRaw(
  { host, port, tls }: Origin,
  bytes: string | Buffer,
  timeoutMs = 5000,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let timedOut = false
    const write = () => socket.write(bytes)
    const socket = tls
      ? connectTls({ host, port, servername: tls.servername, rejectUnauthorized: false }, write)
      : connect({ host, port }, write)
    socket.setTimeout(timeoutMs, () => {
      timedOut = true
      socket.destroy()
    })
    socket.on('data', (chunk) => chunks.push(chunk))
    // A reset after the answer (the server closing on unread input) still leaves the answer.
    socket.on('error', () => undefined)
    socket.on('close', () => resolve({ ...parseAnswer(Buffer.concat(chunks)), timedOut }))
  })
}

/** A GET (or another method) for `target` exactly as written, with Host and `Connection: close`. */
export function rawRequest(
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): string {
  const lines = Object.entries({ Host: 'localhost', Connection: 'close', ...headers }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  )
  return `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n`
}

function parseAnswer(raw: Buffer): Omit<RawAnswer, 'timedOut'> {
  const end = raw.indexOf('\r\n\r\n')
  if (end === -1) return { status: 0, headers: {}, body: Buffer.alloc(0) }
  const [statusLine = '', ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
  }
  const body = raw.subarray(end + 4)
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: /\bchunked\b/i.test(headers['transfer-encoding'] ?? '') ? unchunked(body) : body,
  }
}

/** The body of a chunked answer (a proxy such as Caddy streams without Content-Length). */
function unchunked(chunked: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = chunked.indexOf('\r\n', offset)
    if (lineEnd === -1) break
    const size = Number.parseInt(chunked.toString('latin1', offset, lineEnd), 16)
    if (!size) break
    parts.push(chunked.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}
