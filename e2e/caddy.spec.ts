/**
 * The Caddyfile the build ships (dist/caddy/Caddyfile, for the server path in docs/go-live.md), run
 * by Caddy itself in front of the Node server: over HTTPS (with a certificate of Caddy's own local
 * authority instead of a public one) it answers the shared address table as the Node server does,
 * from the build on disk, except where Caddy's own HTTP server answers first (listed below); plain
 * HTTP is redirected to HTTPS. While a build is under way, the Node server answers everything. With
 * the Node server down, a browser still gets every page whole from Caddy as from nginx, and the
 * form's post the not-sent page.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Browser } from '@playwright/test'

import { formIds, forms } from '@/config/forms'
import { formRefusalFile } from '@/addressing/pageFiles'
import { languageCookieName } from '@/shared/language'

import { servers } from '../playwright.config'
import { chromiumPath, playwrightChromiumFlags } from '../scripts/lib/chromium.ts'
import { freePort, startServer, type RunningServer } from '../scripts/lib/processes.ts'
import { addresses, addressLabel, expectAnswer, type Expected } from './support/addresses'
import { waitForApp } from './support/app'
import { postedInquiry } from './support/inquiries'
import { contactForm, fillContactForm, languageItemName } from './support/locators'
import { observatoryScore } from './support/observatory'
import { originOf, rawRequest, sendRaw, type Origin } from './support/rawHttp'
import { languages, pageById, texts } from './support/site'
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
 * ones, with the build under test as the published folder, and its stamp (`stamp`: a build under
 * way has none) in a folder of the test's own.
 */
async function startCaddy(
  upstream: Origin,
  name: string,
  { stamp = true } = {},
): Promise<RunningCaddy> {
  const directory = test.info().outputPath(name)
  mkdirSync(directory, { recursive: true })
  const httpsPort = await freePort()
  const httpPort = await freePort()
  const build = join(directory, 'build')
  mkdirSync(build, { recursive: true })
  if (stamp) copyFileSync('dist/build-stamp', join(build, 'build-stamp'))
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
    .replace(/(reverse_proxy \S+) \S+ # upstream/g, `$1 ${upstream.host}:${upstream.port}`)
    .replace(/root \* \S+ # pages/, `root * ${resolve('dist/client')}`)
    .replace(/root \S+ # build/, `root ${build}`)
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

test('while a build is under way (no stamp), every request goes on to the Node server, which holds the previous build', async () => {
  const building = await startCaddy(originOf(servers.node), 'caddy-building', { stamp: false })
  try {
    for (const target of ['/services', '/robots.txt']) {
      const answer = await sendRaw(
        building.https,
        rawRequest(target, { headers: { Host: domain } }),
      )
      // The Node server's weak ETags, and HSTS because Caddy told it the visitor came over HTTPS.
      expect(answer.headers.etag ?? '', target).toMatch(/^W\//)
      expect(answer.headers['strict-transport-security'], target).toBeTruthy()
      expect(answer.headers.server, target).toBeUndefined()
    }
  } finally {
    building.process.kill()
  }
})

test.describe('with the Node server down', () => {
  let caddyAlone: RunningCaddy
  let nginxAlone: RunningServer
  let nginx: Origin
  let browser: Browser
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
    // The site's own name leads the browser to Caddy on this machine.
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...playwrightChromiumFlags, `--host-resolver-rules=MAP ${domain} 127.0.0.1`],
    })
  })
  test.afterAll(async () => {
    await browser?.close()
    caddyAlone?.process.kill()
    await nginxAlone?.stop()
  })

  /** The two hosts as a browser reaches them. */
  const hosts = () => [
    { name: 'Caddy', origin: `https://${domain}:${caddyAlone.https.port}` },
    { name: 'nginx', origin: `http://127.0.0.1:${nginx.port}` },
  ]

  const wholePages = [
    { path: '/', id: 'home', language: 'de' },
    { path: '/imprint', id: 'imprint', language: 'de' },
    { path: '/contact?lang=en', id: 'contact', language: 'en' },
  ] as const

  for (const { path, id, language } of wholePages)
    test(`${path} is served whole, its stylesheet and its app, by Caddy as by nginx`, async () => {
      for (const { name, origin } of hosts()) {
        const context = await browser.newContext({ ignoreHTTPSErrors: true })
        const page = await context.newPage()
        const failures: string[] = []
        page.on('response', (response) => {
          if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
        })
        page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`))
        await page.goto(origin + path)
        await expect(page.getByRole('heading', { level: 1 }), name).toHaveText(
          pageById(id).h1(language),
        )
        await waitForApp(page)
        expect(
          await page.evaluate(() =>
            [...document.styleSheets].some((sheet) => sheet.cssRules.length),
          ),
          `${name}: the stylesheet applies`,
        ).toBe(true)
        expect(failures, name).toEqual([])
        await context.close()
      }
    })

  test('a visitor who chose English gets English pages from Caddy as from nginx', async () => {
    for (const { name, origin } of hosts()) {
      const context = await browser.newContext({ ignoreHTTPSErrors: true })
      await context.addCookies([{ name: languageCookieName('en'), value: '1', url: origin }])
      const page = await context.newPage()
      await page.goto(`${origin}/about`)
      await expect(page.getByRole('heading', { level: 1 }), name).toHaveText(
        pageById('about').h1('en'),
      )
      await context.close()
    }
  })

  test('over HTTPS the language switch sets its cookie Secure', async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true })
    const page = await context.newPage()
    await page.goto(`https://${domain}:${caddyAlone.https.port}/services`)
    await waitForApp(page)
    await page
      .getByRole('list', { name: texts.de.languageSwitch.label() })
      .getByRole('link', { name: languageItemName('de', 'en'), exact: true })
      .click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect
      .poll(async () => (await context.cookies()).map(({ name, secure }) => ({ name, secure })))
      .toEqual([{ name: languageCookieName('en'), secure: true }])
    await context.close()
  })

  for (const [form, language] of formIds.flatMap((form) =>
    languages.map((language) => [form, language] as const),
  ))
    test(`the ${form} form's post gets its not-sent page in ${language} from Caddy, as from nginx`, async () => {
      const body = new URLSearchParams(postedInquiry).toString()
      const post = rawRequest(`${forms[form].endpoint}?lang=${language}`, {
        method: 'POST',
        headers: {
          Host: domain,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': String(Buffer.byteLength(body)),
        },
      })
      const expected: Expected = {
        status: 502,
        file: formRefusalFile(form, language, 'unavailable'),
      }
      const fromCaddy = await sendRaw(caddyAlone.https, `${post}${body}`)
      expectAnswer(fromCaddy, expected, `Caddy, ${language}`)
      // As the Node server sends its own refusals: an answer to one visitor's post.
      expect(fromCaddy.headers['cache-control']).toBe('no-store')
      expect(fromCaddy.headers['strict-transport-security']).toBeTruthy()
      expect(fromCaddy.headers.server).toBeUndefined()
      expectAnswer(await sendRaw(nginx, `${post}${body}`), expected, `nginx, ${language}`)
    })

  test('the form sent from a browser without the app shows the not-sent page, from Caddy as from nginx', async () => {
    for (const { name, origin } of hosts()) {
      const context = await browser.newContext({
        ignoreHTTPSErrors: true,
        javaScriptEnabled: false,
      })
      const page = await context.newPage()
      await page.goto(`${origin}/contact?lang=en`)
      await fillContactForm(page, 'en')
      const answer = page.waitForResponse((response) => response.request().method() === 'POST')
      await contactForm(page, 'en').submit.click()
      expect((await answer).status(), name).toBe(502)
      await expect(page.getByRole('heading', { level: 1 }), name).toHaveText(
        texts.en.inquiryNotSent.title(),
      )
      await context.close()
    }
  })

  test('what only the Node server answers says nothing about the server software', async () => {
    const health = await sendRaw(
      caddyAlone.https,
      rawRequest('/healthz', { headers: { Host: domain } }),
    )
    expect(health.status).toBe(502)
    expect(health.headers.server).toBeUndefined()
  })
})
