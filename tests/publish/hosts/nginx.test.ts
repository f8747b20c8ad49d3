// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

import { languageQueryPattern, nginxClientMap, nginxSite } from '@/publish/hosts/nginx'
import { clientOf } from '@/server/inquiries/rateLimit'
import { languageOfQuery } from '@/server/routes'

import { languageQueries } from './languageQueries'

describe('the nginx language rule', () => {
  it('reads ?lang exactly as URLSearchParams (the app) does, on 5000 generated queries', () => {
    const pattern = new RegExp(languageQueryPattern('en'))
    for (const query of languageQueries(5000)) {
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
