// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

import { caddySite } from '@/publish/hosts/caddy'
import { languageOfQuery } from '@/server/routes'

import { freePort } from '../../../scripts/lib/processes.ts'
import { languageQueries } from './languageQueries'

/** The `map` of the generated Caddyfile that picks the not-sent page's language, as shipped. */
function shippedLanguageMap(): string {
  const caddyfile = caddySite({ domain: 'www.example.com' })
  const map = /^(\s*)map \{http\.request\.uri\.query\} \{site_language\} \{$[\s\S]*?^\1\}$/m.exec(
    caddyfile,
  )
  expect(map, 'the Caddyfile has a language map').not.toBeNull()
  return map![0]
}

describe('the Caddy language rule', () => {
  it('reads ?lang exactly as URLSearchParams (the app) does, run by Caddy itself on 5000 generated queries', async () => {
    const work = mkdtempSync(join(tmpdir(), 'caddy-map-'))
    const port = await freePort()
    writeFileSync(
      join(work, 'Caddyfile'),
      `{
\tadmin off
}

http://127.0.0.1:${port} {
${shippedLanguageMap()}
\trespond {site_language}
}
`,
    )
    const caddy = spawn('caddy', ['run', '--config', join(work, 'Caddyfile')], {
      env: { ...process.env, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work },
      stdio: 'ignore',
    })
    const agent = new Agent({ keepAlive: true })
    // The query exactly as written: fetch would normalise the address first.
    const languageFor = (query: string) =>
      new Promise<string>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: `/?${query}`, agent }, (answer) => {
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
      for (const query of languageQueries(5000))
        expect(await languageFor(query), query).toBe(languageOfQuery(new URLSearchParams(query)))
    } finally {
      agent.destroy()
      caddy.kill()
    }
  }, 20_000)
})
