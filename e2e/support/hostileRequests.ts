/**
 * Malformed and hostile raw HTTP requests, generated from a seed so that any failure can be
 * replayed (`FUZZ_SEED=<seed> npx playwright test e2e/fuzz.spec.ts`). Each request is built from
 * parts a broken client or an attacker varies: the request line (target forms, encodings, dot
 * segments, huge and empty parts), the headers (duplicates, folding, bad bytes, oversize), and the
 * framing (Content-Length and Transfer-Encoding conflicts, bad chunks, truncation, pipelining).
 */

/** mulberry32: small, fast and good enough to pick request parts. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = () => number

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!
const integer = (random: Random, max: number) => Math.floor(random() * (max + 1))
const repeat = (random: Random, max: number, make: () => string) =>
  Array.from({ length: integer(random, max) }, make).join('')

const pathSegments = [
  'services',
  'about',
  'index.html',
  '_pages',
  'de',
  'en',
  '404.html',
  'assets',
  'robots.txt',
  'robots.txt.br',
  '.env',
  '.',
  '..',
  '',
  '%2e',
  '%2E%2e',
  '%2f',
  '%2F',
  '%5c',
  '\\',
  '%00',
  '%',
  '%z',
  '%zz',
  '%C0%AE',
  '%E2%80%AE',
  '%ff',
  '\u00e4',
  '\u00ff',
  'a'.repeat(300),
  ';x',
  '~',
  '*',
  '%25',
  '%3F',
  '%23',
  'servic%65s',
  'evil.example',
  '@',
  ':',
  '[::1]',
]

const queryParts = [
  'lang=en',
  'lang=de',
  'lang',
  'lang=',
  '%6Cang=en',
  'lang=e%6E',
  'lang=%',
  'lang=%zz',
  '&',
  '',
  '=',
  '==',
  'lang=en#x',
  '?',
  'x=%00',
  'lang[]=en',
  `lang=${'e'.repeat(5000)}`,
  'a=\u00ff',
  '%',
]

function requestTarget(random: Random): string {
  const path = `/${repeat(random, 6, () => `${pick(random, pathSegments)}${pick(random, ['/', '/', '//', ''])}`)}`
  const query = random() < 0.5 ? `?${repeat(random, 5, () => `${pick(random, queryParts)}&`)}` : ''
  const fragment = random() < 0.1 ? '#frag' : ''
  switch (integer(random, 9)) {
    case 0:
      return pick(random, [
        '*',
        '',
        ' ',
        'services',
        'localhost:443',
        '//',
        '/'.repeat(integer(random, 5000)),
      ])
    case 1:
      return `${pick(random, ['http', 'https', 'HTTP', 'ftp', 'javascript', 'x'])}://${pick(random, ['localhost', '', 'evil.example', 'user@host', '[::1]', 'h:99999'])}${path}${query}`
    case 2:
      return `${path}${'A'.repeat(integer(random, 20_000))}`
    case 3:
      return `/${repeat(random, 200, () => pick(random, ['../', './', '%2e%2e/', '//']))}${path}`
    default:
      return `${path}${query}${fragment}`
  }
}

const methods = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PATCH',
  'get',
  'G\u00c9T',
  '',
  'X'.repeat(300),
  'PRI',
  'GET GET',
]
const versions = [
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.0',
  'HTTP/2.0',
  'HTTP/0.9',
  'HTTP/1.10',
  'HTTP/9.9',
  'http/1.1',
  'HTTP/1.1 extra',
  '',
  'HTTP/',
]

const headerLines = [
  'Host: localhost',
  'Host: localhost',
  'Host:',
  'Host: a b',
  'Host: evil.example',
  'Accept-Encoding: br;q=0, gzip',
  'Accept-Encoding: *;q=0',
  'Accept-Encoding: ;;;,,,q=x',
  `Accept-Encoding: ${'gzip;q=0.5,'.repeat(500)}`,
  'If-None-Match: W/"x", *',
  'If-None-Match: "',
  'X-Forwarded-Proto: https',
  'X-Forwarded-Proto: xhttps',
  'Range: bytes=0-0,-1,5-2',
  'Content-Length: 0',
  'Content-Length: 5',
  'Content-Length: -1',
  'Content-Length: 1e3',
  'Content-Length: 99999999999999999999',
  'Content-Length: 1, 2',
  'Transfer-Encoding: chunked',
  'Transfer-Encoding: xchunked',
  'Transfer-Encoding: chunked, identity',
  'Transfer-Encoding : chunked',
  'Expect: 100-continue',
  'Connection: keep-alive, Upgrade',
  'Upgrade: websocket',
  ' folded continuation',
  '\tfolded',
  'NoColon',
  ': empty name',
  'Bad Name: x',
  'X-Nul: a\u0000b',
  'X-Bare-CR: a\rb',
  `X-Huge: ${'h'.repeat(20_000)}`,
  'Cookie: a=b; c',
  'Authorization: Basic !!',
]

const bodies = [
  '',
  'abc',
  '0\r\n\r\n',
  'zz\r\nabc\r\n0\r\n\r\n',
  'ffffffffffffffff\r\n',
  '5\r\nab',
  '0\r\n\r\nGET / HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'GET /services HTTP/1.1\r\nHost: localhost\r\n\r\n',
]

const wellFormedHeaders = headerLines.filter((line) =>
  /^[A-Za-z-]+: [\x20-\x7e]{0,200}$/.test(line),
)

/**
 * One hostile request as bytes. Most are framed correctly, so that their target and headers reach
 * the server's own code; the rest break the framing itself.
 */
export function hostileRequest(random: Random): Buffer {
  if (random() < 0.6) {
    const target = requestTarget(random).replace(/[\s]/g, '')
    const headers = repeat(random, 4, () => `${pick(random, wellFormedHeaders)}\r\n`)
    const method = pick(random, ['GET', 'GET', 'HEAD', 'POST'])
    return Buffer.from(
      `${method} ${target || '/'} HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n`,
      'latin1',
    )
  }
  const lineBreak = () => pick(random, ['\r\n', '\r\n', '\r\n', '\r\n', '\n', '\r'])
  const requestLine = `${pick(random, methods)} ${requestTarget(random)} ${pick(random, versions)}`
  const headers = repeat(
    random,
    random() < 0.05 ? 3000 : 6,
    () => `${pick(random, headerLines)}${lineBreak()}`,
  )
  const ending = random() < 0.1 ? '' : lineBreak()
  const text = `${requestLine}${lineBreak()}${headers}${ending}${pick(random, bodies)}`
  return Buffer.from(random() < 0.05 ? text.slice(0, integer(random, text.length)) : text, 'latin1')
}

export function hostileRequests(seed: number, count: number): Buffer[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => hostileRequest(random))
}
