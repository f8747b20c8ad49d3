// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

import { languageOfQuery } from '@/addressing/routes'
import { languageQueryPattern, nginxClientMap, nginxSite } from '@/publish/hosts/nginx'
import { clientOf } from '@/server/inquiries/rateLimit'

/** A small seeded generator (mulberry32), so that a failing query can be reproduced. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const fragments = ['lang', '%6Cang', 'l%61ng', '%6cAng', 'Lang', 'lan', 'langs', 'x', '']
const values = ['en', 'de', 'e%6E', '%65%6e', '%64e', 'EN', 'e', 'enn', 'xx', '', '%', '%zz']

describe('the nginx language rule', () => {
  it('reads ?lang exactly as URLSearchParams (the app) does, on 5000 generated queries', () => {
    const next = random(20261122)
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
    const pattern = new RegExp(languageQueryPattern('en'))
    for (let index = 0; index < 5000; index += 1) {
      const parameters = Array.from({ length: Math.floor(next() * 4) }, () => {
        const name = pick(fragments)
        return next() < 0.2 ? name : `${name}=${pick(values)}`
      })
      const query = `${next() < 0.1 ? '?' : ''}${parameters.join('&')}`
      const app = languageOfQuery(new URLSearchParams(query))
      expect(pattern.test(query) ? 'en' : 'de', query).toBe(app)
    }
  })

  it('is written into the config for each language other than German', () => {
    expect(nginxSite({ root: '/srv' })).toContain(`"~${languageQueryPattern('en')}" en;`)
  })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

describe('the nginx inquiry limit', () => {
  it('counts clients as the Node server does (IPv4 address, IPv6 /64), run by nginx itself', async () => {
    const work = mkdtempSync(join(tmpdir(), 'nginx-map-'))
    const port = await freePort()
    // nginx's own $remote_addr cannot be set from a test: the same map reads a header instead.
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
${nginxClientMap('$http_x_test_address')}
    server {
        listen 127.0.0.1:${port};
        location / { default_type text/plain; return 200 $site_client; }
    }
}
`,
    )
    const nginx = spawn('nginx', ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'])
    try {
      const keyOf = async (address: string) => {
        const answer = await fetch(`http://127.0.0.1:${port}/`, {
          headers: { 'X-Test-Address': address },
        })
        return answer.text()
      }
      await vi.waitUntil(() => keyOf('192.0.2.1').catch(() => false), { timeout: 10_000 })
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
      nginx.kill('SIGQUIT')
    }
  })

  it('is the limit the site config applies', () => {
    const site = nginxSite({ root: '/srv' })
    expect(site).toContain(nginxClientMap())
    expect(site).toMatch(/limit_req_zone \$site_client /)
  })
})
