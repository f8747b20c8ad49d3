// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

import { caddySite } from '@/publish/hosts/caddy'
import { defaultLanguage, languageOfCookies, languageOfQuery } from '@/shared/language'

import { cookieAddresses, languageAddresses } from '../../../e2e/support/languageAddresses'
import { freePort } from '../../../scripts/lib/processes.ts'
import { languageQueries } from './languageQueries'

/** The `map`s of the generated Caddyfile, as shipped: they pick the language of every answer. */
function shippedMaps(): string {
  const caddyfile = caddySite({ domain: 'www.example.com' })
  const maps = caddyfile.match(/^(\t)map .*\{$[\s\S]*?^\1\}$/gm) ?? []
  expect(maps.join('\n'), 'the Caddyfile picks the language by maps').toContain('{site_language}')
  return maps.join('\n')
}

describe('the Caddy language rule', () => {
  it('reads ?lang and the cookie as the Node server does, run by Caddy itself', async () => {
    const work = mkdtempSync(join(tmpdir(), 'caddy-map-'))
    const port = await freePort()
    writeFileSync(
      join(work, 'Caddyfile'),
      `{
\tadmin off
}

http://127.0.0.1:${port} {
${shippedMaps()}
\trespond "{site_address_language} {site_language}"
}
`,
    )
    const caddy = spawn('caddy', ['run', '--config', join(work, 'Caddyfile')], {
      env: { ...process.env, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work },
      stdio: 'ignore',
    })
    const agent = new Agent({ keepAlive: true })
    // The query exactly as written: fetch would normalise the address first.
    const languageFor = (query: string, cookie?: string) =>
      new Promise<string>((resolve, reject) => {
        const headers = cookie ? { Cookie: cookie } : {}
        request({ host: '127.0.0.1', port, path: `/?${query}`, agent, headers }, (answer) => {
          let body = ''
          answer.setEncoding('utf8')
          answer.on('data', (chunk: string) => (body += chunk))
          answer.on('end', () => resolve(body))
        })
          .on('error', reject)
          .end()
      })
    try {
      await vi.waitUntil(() => languageFor('').catch(() => false), { timeout: 10_000 })
      // As the Node server names a request's language: the address's, else the cookie's, else the
      // default.
      const expected = (query: string, cookie?: string) => {
        const named = languageOfQuery(query.split('#')[0]!)
        return `${named ?? ''} ${named ?? languageOfCookies(cookie) ?? defaultLanguage}`
      }
      for (const query of languageQueries(5000))
        expect(await languageFor(query), query).toBe(expected(query))
      for (const { target, why } of languageAddresses) {
        const query = target.slice(target.indexOf('?') + 1)
        expect(await languageFor(query), why).toBe(expected(query))
      }
      for (const { target, cookie, why } of cookieAddresses) {
        const query = target.includes('?') ? target.slice(target.indexOf('?') + 1) : ''
        expect(await languageFor(query, cookie), why).toBe(expected(query, cookie))
      }
    } finally {
      agent.destroy()
      caddy.kill()
    }
  }, 30_000)
})
