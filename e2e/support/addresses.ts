/**
 * The one table of addresses and the answers every host must give them (docs/deployment.md,
 * "Addresses"): the Node server and nginx with the generated config run it in
 * e2e/addresses.spec.ts, Caddy in front of the Node server in e2e/caddy.spec.ts, and Netlify's own
 * redirect engine on the generated `_redirects` in e2e/netlify.spec.ts. Each row says
 * why it is there; the expected page is named by its prerendered file, whose bytes the body must be.
 */
import { readFileSync } from 'node:fs'

import { applicationForm } from '@/config/applicationForm'
import { callbackForm } from '@/config/callbackForm'
import { healthEndpoint, inquiryBodyLimitBytes } from '@/config/inquiry'
import { inquiryForm } from '@/config/inquiryForm'
import { formPagePaths, jobPagePaths, pagePaths, type JobPageId, type PageId } from '@/config/pages'
import { formRefusalFile, htmlFile, notFoundName, pageName } from '@/addressing/pageFiles'
import { defaultLanguage, languages, type Language } from '@/shared/language'

import { cookieAddresses, cookieNotFoundAddresses, languageAddresses } from './languageAddresses'
import type { RawAnswer } from './rawHttp'
import { expect } from './test'

type Headers = Record<string, string>

export type Expected =
  | {
      status: 200 | 404 | 400 | 403 | 413 | 502
      file: string
      headers?: Headers
      /** Whether `Vary` names `Cookie`: the answer's language came from the visitor's choice. */
      varyByCookie?: boolean
    }
  | { status: 301 | 303; location: string }
  | { status: 200 | 400 | 405 | 505; headers?: Headers }

export type Address = {
  why: string
  target: string
  method?: string
  /** Request headers beyond Host and `Connection: close`. */
  headers?: Headers
  /** The whole request as bytes, for rows about the request line or headers themselves. */
  raw?: string
  expect: Expected
  /** False where Netlify's rule engine cannot be asked: it sees no method, header or request line. */
  netlify?: false
}

const page = (id: PageId | JobPageId, language: Language) => htmlFile(language, pageName(id))
const notFound = (language: Language) => htmlFile(language, notFoundName)

const everyPage: Address[] = (Object.keys(pagePaths) as PageId[]).flatMap((id) => [
  {
    why: 'a page, in the default language',
    target: pagePaths[id],
    expect: { status: 200, file: page(id, defaultLanguage) },
  },
  ...languages.map((language) => ({
    why: `a page in ${language}, asked for`,
    target: `${pagePaths[id]}?lang=${language}`,
    expect: { status: 200 as const, file: page(id, language) },
  })),
])

/**
 * The page of every job in the company data, below the jobs page: each answers like the pages of
 * the table (the rows above), another spelling of it is sent there, and an id no job has is not found.
 */
const jobRows: Address[] = [
  ...(Object.entries(jobPagePaths) as [JobPageId, string][]).flatMap(([id, path]): Address[] => [
    {
      why: "a job's page, in the default language",
      target: path,
      expect: { status: 200, file: page(id, defaultLanguage) },
    },
    ...languages.map((language): Address => ({
      why: `a job's page in ${language}, asked for`,
      target: `${path}?lang=${language}`,
      expect: { status: 200, file: page(id, language) },
    })),
    {
      why: "a job's page with a trailing slash",
      target: `${path}/?lang=en`,
      expect: { status: 301, location: `${path}?lang=en` },
    },
  ]),
  {
    why: 'an id no job has',
    target: `${pagePaths.jobs}/no-such-job?lang=en`,
    expect: { status: 404, file: notFound('en') },
  },
  {
    why: 'the jobs page with a trailing slash',
    target: `${pagePaths.jobs}/`,
    expect: { status: 301, location: pagePaths.jobs },
  },
]

/**
 * `?lang` by the one rule (./languageAddresses.ts), and the language cookie: an answer in a language
 * the address does not name varies by the cookie (`Vary: Cookie`), one that the address names not.
 */
const languageRows: Address[] = [
  ...languageAddresses.map(({ target, named, why }) => ({
    why,
    target,
    expect: {
      status: 200 as const,
      file: page('services', named ?? defaultLanguage),
      varyByCookie: named === undefined,
    },
  })),
  ...cookieAddresses.map(({ target, cookie, language, byChoice, why }) => ({
    why: `cookie ${cookie}: ${why}`,
    target,
    headers: { Cookie: cookie },
    expect: {
      status: 200 as const,
      file: page(target === '/' ? 'home' : 'services', language),
      varyByCookie: byChoice,
    },
  })),
  ...cookieNotFoundAddresses.map(({ target, cookie, language, byChoice, why }) => ({
    why: `cookie ${cookie}: ${why}`,
    target,
    headers: { Cookie: cookie },
    expect: { status: 404 as const, file: notFound(language), varyByCookie: byChoice },
  })),
]

const redirectRows: Address[] = [
  ['/services/', '/services', 'a trailing slash'],
  ['/services/?lang=en', '/services?lang=en', 'a trailing slash; the query is kept as sent'],
  ['/services/?', '/services', 'an empty query is dropped'],
  ['/index.html?lang=en', '/?lang=en', '/index.html is the home page'],
  ['/servic%65s?lang=en', '/services?lang=en', 'a percent-encoded letter'],
  ['/%2Fabout', '/about', 'an encoded slash, merged'],
  ['//services', '/services', 'repeated slashes are merged, never read as a host'],
  ['/x/../services', '/services', 'dot segments are resolved'],
  ['/services/.', '/services', 'a trailing dot segment leaves a trailing slash'],
  ['/./about?lang=en', '/about?lang=en', 'a leading dot segment'],
  ['http://example.com?lang=en', '/?lang=en', 'absolute-form with no path'],
].map(([target, location, why]) => ({
  why: why!,
  target: target!,
  expect: { status: 301, location: location! },
}))

const notFoundRows: Address[] = [
  ['/no-such-page?lang=en', 'en', 'an unknown path, in the language asked for'],
  ['/no-such-page', 'de', 'an unknown path, German by default'],
  ['//evil.example/about?lang=en', 'en', 'a host-like path is a path'],
  ['/services/extra?lang=en', 'en', 'below a page'],
  ['/services/index.html', 'de', 'only the root has an index.html'],
  ['/Services', 'de', 'paths are case-sensitive'],
  ['/_pages/de/index.html?lang=en', 'en', 'prerendered files only by their page address'],
  ['/%5Fpages/en/index.html', 'de', 'also when encoded'],
  ['/_headers', 'de', "other hosts' configs"],
  ['/_redirects', 'de', "other hosts' configs"],
  ['/robots.txt.br', 'de', 'precompressed copies only by negotiation'],
  ['/robots.txt.gz', 'de', 'precompressed copies only by negotiation'],
  ['/.env', 'de', 'dotfiles'],
  ['/assets/', 'de', 'directories'],
  ['/assets', 'de', 'directories'],
].map(([target, language, why]) => ({
  why: why!,
  target: target!,
  expect: { status: 404, file: notFound(language as Language) },
}))

const fileRows: Address[] = [
  {
    why: 'a published file, revalidated, with its type',
    target: '/robots.txt',
    expect: {
      status: 200,
      file: 'robots.txt',
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' },
    },
  },
  {
    why: 'a file by an encoded name',
    target: '/favicon%2esvg',
    expect: { status: 200, file: 'favicon.svg', headers: { 'content-type': 'image/svg+xml' } },
  },
  {
    why: 'brotli refused, gzip accepted (RFC 9110 q-values)',
    target: '/robots.txt',
    headers: { 'Accept-Encoding': 'br;q=0, gzip' },
    expect: { status: 200, file: 'robots.txt.gz', headers: { 'content-encoding': 'gzip' } },
    netlify: false,
  },
  {
    why: 'brotli preferred when both are accepted',
    target: '/robots.txt',
    headers: { 'Accept-Encoding': 'gzip, br' },
    expect: { status: 200, file: 'robots.txt.br', headers: { 'content-encoding': 'br' } },
    netlify: false,
  },
  {
    why: 'every coding refused: the file as it is',
    target: '/robots.txt',
    headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    expect: { status: 200, file: 'robots.txt', headers: { 'content-encoding': '' } },
    netlify: false,
  },
  {
    why: 'HSTS when the proxy nearest the visitor says https',
    target: '/',
    headers: { 'X-Forwarded-Proto': 'https, http' },
    expect: {
      status: 200,
      file: page('home', 'de'),
      headers: { 'strict-transport-security': 'max-age=31536000; includeSubDomains' },
    },
    netlify: false,
  },
  ...['xhttps', 'http, https', 'http'].map((proto): Address => ({
    why: `no HSTS for X-Forwarded-Proto: ${proto}`,
    target: '/',
    headers: { 'X-Forwarded-Proto': proto },
    expect: { status: 200, file: page('home', 'de'), headers: { 'strict-transport-security': '' } },
    netlify: false,
  })),
]

const refusedRows: Address[] = [
  ...['*', 'services', '/%zz', '/%', '/%00', '/../package.json', '/%2e%2e/package.json'].map(
    (target): Address => ({
      why: 'a target that names no path in the site',
      target,
      expect: { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } },
      netlify: false,
    }),
  ),
  {
    why: 'HTTP/1.1 without Host',
    target: '/',
    raw: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n',
    expect: { status: 400 },
    netlify: false,
  },
  {
    why: 'two Host headers',
    target: '/',
    raw: 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n',
    expect: { status: 400 },
    netlify: false,
  },
  {
    why: 'both Content-Length and Transfer-Encoding (a request smuggling shape)',
    target: '/',
    raw: 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
    expect: { status: 400 },
    netlify: false,
  },
  ...['POST', 'PUT', 'DELETE', 'OPTIONS'].map((method): Address => ({
    why: 'only GET and HEAD',
    target: '/services',
    method,
    expect: {
      status: 405,
      headers: {
        allow: 'GET, HEAD',
        'cache-control': 'no-cache',
        'content-type': 'text/plain; charset=utf-8',
      },
    },
    netlify: false,
  })),
]

/** A post of a form (the inquiry, unless `endpoint` names another's) as a browser without the app sends it, in `language`. */
function inquiryPost(
  fields: Record<string, string>,
  language: Language,
  headers: Headers = {},
  endpoint: string = inquiryForm.endpoint,
): string {
  const body = new URLSearchParams(fields).toString()
  const lines = Object.entries({
    Host: 'localhost',
    'Content-Type': 'application/x-www-form-urlencoded',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`)
  return `POST ${endpoint}?lang=${language} HTTP/1.1\r\n${lines.join('')}\r\n${body}`
}

const inquiry = {
  name: 'Adressen-Tabelle',
  email: 'table@example.org',
  message: 'Eine Anfrage aus der Tabelle der Adressen.',
  gdprConsent: 'on',
}

/** The inquiry endpoint: every host passes it to the Node server, which stores what it accepts. */
const inquiryRows: Address[] = [
  {
    why: 'the inquiry endpoint takes only POST',
    target: `${inquiryForm.endpoint}?lang=en`,
    expect: { status: 405, headers: { allow: 'POST' } },
  },
  {
    why: 'an inquiry without the app: stored, then a redirect to the received page (post/redirect/get)',
    target: inquiryForm.endpoint,
    method: 'POST',
    raw: inquiryPost(inquiry, 'en'),
    expect: { status: 303, location: `${formPagePaths.inquiryReceived}?lang=en` },
    netlify: false,
  },
  {
    why: 'a refused field: the not-sent page that says why, in the language of the form',
    target: inquiryForm.endpoint,
    method: 'POST',
    raw: inquiryPost({ ...inquiry, gdprConsent: '' }, 'de'),
    expect: { status: 400, file: formRefusalFile('inquiry', 'de', 'gdprConsent') },
    netlify: false,
  },
  {
    why: 'a body over the limit: 413 and the not-sent page',
    target: inquiryForm.endpoint,
    method: 'POST',
    raw: inquiryPost({ ...inquiry, message: 'x'.repeat(inquiryBodyLimitBytes) }, 'en'),
    expect: { status: 413, file: formRefusalFile('inquiry', 'en', 'tooLarge') },
    netlify: false,
  },
  {
    why: 'a post from another site',
    target: inquiryForm.endpoint,
    method: 'POST',
    raw: inquiryPost(inquiry, 'en', { Origin: 'https://evil.example' }),
    expect: { status: 403, file: formRefusalFile('inquiry', 'en', 'refused') },
    netlify: false,
  },
]

/** The application and the callback request: their own endpoints, answered by their own pages. */
const otherFormRows: Address[] = [
  ...[applicationForm, callbackForm].map((form): Address => ({
    why: `${form.endpoint} takes only POST`,
    target: `${form.endpoint}?lang=en`,
    expect: { status: 405, headers: { allow: 'POST' } },
  })),
  {
    why: 'an application without the app: stored, then a redirect to its own received page',
    target: applicationForm.endpoint,
    method: 'POST',
    raw: inquiryPost(
      {
        name: 'Adressen-Tabelle',
        phone: '0151 23456789',
        job: 'any',
        availability: 'Abends',
        consent: 'on',
      },
      'en',
      {},
      applicationForm.endpoint,
    ),
    expect: { status: 303, location: `${formPagePaths.applicationReceived}?lang=en` },
    netlify: false,
  },
  {
    why: 'a callback request with a number no phone dials: its own not-sent page that says why',
    target: callbackForm.endpoint,
    method: 'POST',
    raw: inquiryPost(
      { name: 'Adressen-Tabelle', phone: '12', callTime: 'asap', consent: 'on' },
      'de',
      {},
      callbackForm.endpoint,
    ),
    expect: { status: 400, file: formRefusalFile('callback', 'de', 'phone') },
    netlify: false,
  },
]

/**
 * Whether inquiries reach the company, for an uptime monitor: every host with a server passes it on
 * to the Node server (Netlify has none: the monitor watches a page there).
 */
const healthRows: Address[] = [
  {
    why: 'the health answer: counts only, never cached',
    target: healthEndpoint,
    expect: {
      status: 200,
      headers: { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' },
    },
    netlify: false,
  },
  {
    why: 'the health answer is read, not written to',
    target: healthEndpoint,
    method: 'POST',
    expect: { status: 405, headers: { allow: 'GET, HEAD' } },
    netlify: false,
  },
]

export const addresses: readonly Address[] = [
  ...everyPage,
  ...jobRows,
  ...languageRows,
  ...redirectRows,
  ...notFoundRows,
  ...fileRows,
  ...refusedRows,
  ...inquiryRows,
  ...otherFormRows,
  ...healthRows,
]

const published = (file: string) =>
  readFileSync(new URL(`../../dist/client/${file}`, import.meta.url))

const securityHeaderNames = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-resource-policy',
]

export const addressLabel = (address: Address) =>
  `${address.method ?? 'GET'} ${address.target} ${JSON.stringify(address.headers ?? {})}: ${address.why}`

/**
 * The answer is the one the table expects: the status, the file byte for byte, the redirect, the
 * key headers, and the security headers whatever the status (soft: every address is reported).
 */
export function expectAnswer(answer: RawAnswer, expected: Expected, label: string): void {
  expect.soft(answer.status, label).toBe(expected.status)
  for (const name of securityHeaderNames)
    expect.soft(answer.headers[name], `${label}: ${name}`).toBeTruthy()
  if ('file' in expected) {
    expect
      .soft(answer.body.equals(published(expected.file)), `${label}: body is ${expected.file}`)
      .toBe(true)
  }
  if ('varyByCookie' in expected && expected.varyByCookie !== undefined)
    expect
      .soft(/\bcookie\b/i.test(answer.headers.vary ?? ''), `${label}: Vary names Cookie`)
      .toBe(expected.varyByCookie)
  if ('location' in expected) expect.soft(answer.headers.location, label).toBe(expected.location)
  for (const [name, value] of Object.entries(('headers' in expected && expected.headers) || {}))
    expect.soft(answer.headers[name] ?? '', `${label}: ${name}`).toBe(value)
}
