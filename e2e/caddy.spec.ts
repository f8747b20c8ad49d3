/**
 * The Caddyfile the build ships (dist/caddy/Caddyfile, for the server path in docs/go-live.md), run
 * by Caddy itself in front of the Node server: over HTTPS (with a certificate of Caddy's own local
 * authority instead of a public one) it answers the shared address table as the Node server does,
 * except where Caddy's own HTTP server answers first (listed below); plain HTTP is redirected to
 * HTTPS; and the Node server adds HSTS because Caddy tells it the visitor came over HTTPS. With the
 * Node server down, the form's post gets the not-sent page from Caddy as from nginx.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { inquiryEndpoint } from '@/config/inquiry'
import { inquiryRefusalFile } from '@/addressing/pageFiles'

import { servers } from '../playwright.config'
import { freePort, startServer, type RunningServer } from '../scripts/lib/processes.ts'
import { addresses, addressLabel, expectAnswer, type Expected } from './support/addresses'
import { postedInquiry } from './support/inquiries'
import { observatoryScore } from './support/observatory'
import { originOf, rawRequest, sendRaw, type Origin } from './support/rawHttp'
import { languages } from './support/site'
import { expect, test } from './support/test'

test.describe.configure({ mode: 'serial' })

/** The site's domain as the build wrote it into the Caddyfile, and the other name it redirects. */
const shipped = readFileSync('dist/caddy/Caddyfile', 'utf8')
const domain = /^(\S+) \{ # site$/m.exec(shipped)![1]!
const otherName = /^(\S+) \{ # other$/m.exec(shipped)![1]!

/** Where Caddy's own HTTP server (Go's) answers before the configuration is consulted. */
const differences: Record<string, { expect: Expected; why: string }> = {
  'both Content-Length and Transfer-Encoding (a request smuggling shape)': {
    expect: { status: 200, file: '_pages/de/index.html' },
    why: 'Go lets Transfer-Encoding win (RFC 9112, 6.3) and passes on one clean request',
  },
}
/**
 * Requests Go's HTTP server refuses with a plain 400 of its own before Caddy sees them: no site's
 * headers on those (nothing of the site is in the answer either).
 */
const answeredByGo = new Set([
  'services',
  '/%zz',
  '/%',
  'HTTP/1.1 without Host',
  'two Host headers',
])
/** An absolute-form target names its own host, another than the site's: no site block answers it. */
const otherHost = 'absolute-form with no path'

type RunningCaddy = { process: ChildProcess; https: Origin; httpPort: number }

/**
 * Caddy itself with the shipped Caddyfile, its requests passed on to `upstream`. Global options for
 * a machine without a public name are added to the shipped ones: Caddy's own certificate
 * authority, local ports, and its files in the test's folder; the site blocks are the shipped
 * ones, with the build under test as the published folder.
 */
async function startCaddy(upstream: Origin, name: string): Promise<RunningCaddy> {
  const directory = test.info().outputPath(name)
  mkdirSync(directory, { recursive: true })
  const httpsPort = await freePort()
  const httpPort = await freePort()
  const config = shipped
    .replace(
      /^\{ # global$/m,
      `{
\tadmin off
\tlocal_certs
\tskip_install_trust
\thttp_port ${httpPort}
\thttps_port ${httpsPort}
\tstorage file_system ${join(directory, 'storage')}`,
    )
    .replace(/reverse_proxy \S+ # upstream/, `reverse_proxy ${upstream.host}:${upstream.port}`)
    .replace(/root \* \S+ # pages/, `root * ${resolve('dist/client')}`)
  writeFileSync(join(directory, 'Caddyfile'), config)
  const caddy = spawn(
    'caddy',
    ['run', '--config', join(directory, 'Caddyfile'), '--adapter', 'caddyfile'],
    {
      env: { ...process.env, XDG_DATA_HOME: directory, XDG_CONFIG_HOME: directory },
      stdio: 'ignore',
    },
  )
  const https = { host: '127.0.0.1', port: httpsPort, tls: { servername: domain } }
  // Any answer, also Caddy's own 502 while nothing listens upstream, says it is up.
  await expect
    .poll(
      async () => (await sendRaw(https, rawRequest('/', { headers: { Host: domain } }))).status,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)
  return { process: caddy, https, httpPort }
}

let caddy: RunningCaddy
let https: Origin
let httpPort = 0

test.beforeAll(async () => {
  caddy = await startCaddy(originOf(servers.node), 'caddy')
  ;({ https, httpPort } = caddy)
})

test.afterAll(() => caddy?.process.kill())

test('over HTTPS, Caddy answers the address table as the Node server behind it does, except where listed', async () => {
  const checked = addresses.filter(
    (address) =>
      !answeredByGo.has(address.target) &&
      !answeredByGo.has(address.why) &&
      address.why !== otherHost,
  )
  for (const target of ['services', '/%zz'])
    expect((await sendRaw(https, rawRequest(target, { headers: { Host: domain } }))).status).toBe(
      400,
    )
  for (const address of checked) {
    const known = differences[address.why]
    const request =
      address.raw?.replace(/^Host: .*$/m, `Host: ${domain}`) ??
      rawRequest(address.target, {
        method: address.method,
        headers: { ...address.headers, Host: domain },
      })
    const answer = await sendRaw(https, request)
    if (known) expectAnswer(answer, known.expect, `${address.why}: ${known.why}`)
    else if (address.headers?.['X-Forwarded-Proto'])
      // Caddy writes X-Forwarded-Proto itself, and the visitor did come over HTTPS.
      expect(answer.headers['strict-transport-security'], addressLabel(address)).toBeTruthy()
    else expectAnswer(answer, address.expect, addressLabel(address))
  }
})

test('plain HTTP is redirected to HTTPS, and the HTTPS answers carry HSTS: an A+ by the Observatory’s rules', async () => {
  const plain = await sendRaw(
    { host: '127.0.0.1', port: httpPort },
    rawRequest('/?lang=en', { headers: { Host: domain } }),
  )
  expect(plain.status).toBe(308)
  expect(plain.headers.location).toMatch(new RegExp(`^https://${domain}(:\\d+)?/\\?lang=en$`))

  const home = await sendRaw(https, rawRequest('/?lang=en', { headers: { Host: domain } }))
  expect(home.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  expect(home.headers.server).toBeUndefined()
  const { grade, results } = observatoryScore({
    headers: home.headers,
    html: home.body.toString(),
    // Caddy's redirect names the local HTTPS port; in production it is the standard one.
    httpRedirect: `https://${domain}/?lang=en`,
    host: domain,
  })
  expect(results.filter((result) => result.modifier < 0)).toEqual([])
  expect(grade).toBe('A+')
})

test('the other name, with or without www, redirects to the site’s own address, path and query kept', async () => {
  const answer = await sendRaw(
    { ...https, tls: { servername: otherName } },
    rawRequest('/services?lang=en', { headers: { Host: otherName } }),
  )
  expect(answer.status).toBe(301)
  expect(answer.headers.location).toBe(`https://${domain}/services?lang=en`)
})

test.describe('with the Node server down', () => {
  let caddyAlone: RunningCaddy
  let nginxAlone: RunningServer
  let nginx: Origin
  test.beforeAll(async () => {
    // A port nobody listens on: where the Node server would be.
    const down: Origin = { host: '127.0.0.1', port: await freePort() }
    caddyAlone = await startCaddy(down, 'caddy-alone')
    const nginxPort = await freePort()
    nginxAlone = await startServer({
      name: 'nginx',
      command: process.execPath,
      args: ['scripts/nginx-local.ts'],
      env: { PORT: String(nginxPort), UPSTREAM: `http://${down.host}:${down.port}` },
      url: `http://127.0.0.1:${nginxPort}/`,
    })
    nginx = { host: '127.0.0.1', port: nginxPort }
  })
  test.afterAll(async () => {
    caddyAlone?.process.kill()
    await nginxAlone?.stop()
  })

  for (const language of languages)
    test(`the form's post gets the not-sent page in ${language} from Caddy, as from nginx`, async () => {
      const body = new URLSearchParams(postedInquiry).toString()
      const post = rawRequest(`${inquiryEndpoint}?lang=${language}`, {
        method: 'POST',
        headers: {
          Host: domain,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': String(Buffer.byteLength(body)),
        },
      })
      const expected: Expected = { status: 502, file: inquiryRefusalFile(language, 'unavailable') }
      const fromCaddy = await sendRaw(caddyAlone.https, `${post}${body}`)
      expectAnswer(fromCaddy, expected, `Caddy, ${language}`)
      // As the Node server sends its own refusals: an answer to one visitor's post.
      expect(fromCaddy.headers['cache-control']).toBe('no-store')
      expect(fromCaddy.headers['strict-transport-security']).toBeTruthy()
      expect(fromCaddy.headers.server).toBeUndefined()
      expectAnswer(await sendRaw(nginx, `${post}${body}`), expected, `nginx, ${language}`)
    })

  test('a page Caddy cannot get says nothing about the server software', async () => {
    const page = await sendRaw(caddyAlone.https, rawRequest('/', { headers: { Host: domain } }))
    expect(page.status).toBe(502)
    expect(page.headers.server).toBeUndefined()
  })
})
