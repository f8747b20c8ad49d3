// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

import { nginxClientMap, nginxLanguageMaps, nginxSite } from '@/publish/hosts/nginx'
import { clientOf } from '@/server/inquiries/rateLimit'
import { defaultLanguage, languageOfCookies, languageOfQuery } from '@/shared/language'

import { cookieAddresses, languageAddresses } from '../../../e2e/support/languageAddresses'
import { languageQueries } from './languageQueries'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

/** nginx in the foreground on a free loopback port with `http` (the server block's lines). */
async function startNginx(http: string, server: string) {
  const work = mkdtempSync(join(tmpdir(), 'nginx-map-'))
  const port = await freePort()
  writeFileSync(
    join(work, 'nginx.conf'),
    `pid ${work}/nginx.pid;
error_log stderr warn;
events {}
http {
    access_log off;
    client_body_temp_path ${work}/body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
${http}
    server {
        listen 127.0.0.1:${port};
        location / { default_type text/plain; ${server} }
    }
}
`,
  )
  const nginx = spawn('nginx', ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'])
  const get = async (target: string, headers: Record<string, string> = {}) =>
    (await fetch(`http://127.0.0.1:${port}${target}`, { headers })).text()
  await vi.waitUntil(
    () =>
      get('/').then(
        () => true,
        () => false,
      ),
    { timeout: 10_000 },
  )
  return { get, stop: () => nginx.kill('SIGQUIT') }
}

describe('the nginx language rule', () => {
  it('reads ?lang and the cookie as the Node server does, run by nginx itself', async () => {
    const nginx = await startNginx(
      nginxLanguageMaps(),
      'return 200 "$site_address_language $site_language $site_vary";',
    )
    // As nginx names a request's language: the address's, else the cookie's, else the default.
    const expected = (query: string, cookie?: string) => {
      const named = languageOfQuery(query.split('#')[0]!)
      const language = named ?? languageOfCookies(cookie) ?? defaultLanguage
      return `${named ?? ''} ${language} ${named ? '' : 'Cookie'}`
    }
    try {
      // fetch would normalise the address; the queries of the table and the generated ones are
      // sent as written (those with a `#` lose it, as a browser never sends it).
      for (const query of languageQueries(5000))
        expect(await nginx.get(`/_pages/?${query}`), query).toBe(expected(query))
      for (const { target, why } of languageAddresses) {
        const query = target.slice(target.indexOf('?') + 1)
        expect(await nginx.get(`/_pages/?${query}`), why).toBe(expected(query))
      }
      for (const { target, cookie, why } of cookieAddresses) {
        const query = target.includes('?') ? target.slice(target.indexOf('?') + 1) : ''
        expect(await nginx.get(`/_pages/?${query}`, { Cookie: cookie }), why).toBe(
          expected(query, cookie),
        )
      }
    } finally {
      nginx.stop()
    }
  }, 30_000)

  it('is written into the site config', () => {
    expect(nginxSite({ root: '/srv' })).toContain(nginxLanguageMaps())
  })
})

describe('the nginx inquiry limit', () => {
  it('counts clients as the Node server does (IPv4 address, IPv6 /64), run by nginx itself', async () => {
    // nginx's own $remote_addr cannot be set from a test: the same map reads a header instead.
    const nginx = await startNginx(
      nginxClientMap('$http_x_test_address'),
      'return 200 $site_client;',
    )
    try {
      const keyOf = (address: string) => nginx.get('/', { 'X-Test-Address': address })
      // Addresses as nginx writes $remote_addr: lower case, shortest form (RFC 5952).
      const addresses = [
        '192.0.2.1',
        '::ffff:192.0.2.1',
        '2001:db8:1:2::5',
        '2001:db8:1:2:3:4:5:6',
        '2001:db8:1::5',
        '2001:db8::1',
        '2001::1:2:3',
        '2001:db8:0:0:1::',
        '::1',
        '::',
        'fe80::1:2',
      ]
      for (const address of addresses) expect(await keyOf(address), address).toBe(clientOf(address))
    } finally {
      nginx.stop()
    }
  })

  it('is the limit the site config applies', () => {
    const site = nginxSite({ root: '/srv' })
    expect(site).toContain(nginxClientMap())
    expect(site).toMatch(/limit_req_zone \$site_client /)
  })
})
