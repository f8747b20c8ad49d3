import { connect, type AddressInfo } from 'node:net'
import { screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { PrivacyPolicy } from '@/components/pages/PrivacyPolicy'
import { caddySite } from '@/publish/hosts/caddy'
import { nginxRequestLogFormat, nginxSite } from '@/publish/hosts/nginx'
import { journalRetention } from '@/publish/hosts/serverSetup'
import type { PublishedFile } from '@/server/publishedFiles'
import { createSiteServer } from '@/server/siteServer'
import { translators } from '@/shared/i18n'
import { requestLogFields, serverLogRetentionDays } from '@/shared/serverLogs'

import { renderWithRouter } from '../renderWithRouter'

// The Node server behind Caddy: the setup of the server path in docs/go-live.md.
vi.mock('@/config/company', () => import('@/config/examples/company'))

const robots: PublishedFile = {
  contentType: 'text/plain; charset=utf-8',
  etag: 'W/"r"',
  bodies: { identity: Buffer.from('User-agent: *\n') },
}

/** A request through a socket, answered and closed. */
const requested = (port: number, target: string) =>
  new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.end(`GET ${target} HTTP/1.1\r\nHost: x\r\nUser-Agent: Probe/1.0\r\n\r\n`),
    )
    socket.on('data', () => undefined)
    socket.on('close', () => resolve())
  })

describe('what the servers log and what the privacy policy says they log', () => {
  const logged: string[] = []
  const { server } = createSiteServer(new Map([['/robots.txt', robots]]), {
    log: { log: (line: string) => logged.push(line), error: () => undefined },
  })
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('the Node server writes one line per request with the described fields and nothing else', async () => {
    await requested(port, '/robots.txt?name=Typed%20Name')
    await vi.waitUntil(() => logged.length > 0)
    const fields = logged[0]!.split(' ')
    expect(fields).toHaveLength(requestLogFields.length)
    const line = Object.fromEntries(requestLogFields.map((field, index) => [field, fields[index]]))
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
      method: 'GET',
      path: '/robots.txt',
      status: '200',
      duration: expect.stringMatching(/^[\d.]+ms$/),
    })
    expect(logged[0]).not.toMatch(/127\.0\.0\.1|Typed|Probe/)
  })

  it('nginx logs the same fields, and Caddy’s log leaves out the address, headers and query', () => {
    expect(nginxRequestLogFormat.split(' ')).toHaveLength(requestLogFields.length)
    expect(nginxSite({ root: '/srv' })).toContain(
      `log_format site_requests '${nginxRequestLogFormat}';`,
    )
    expect(nginxRequestLogFormat).not.toMatch(
      /remote_addr|http_user_agent|http_referer|request_uri|args/,
    )
    const caddyfile = caddySite({ domain: 'www.fahrerdienst-spree-beispiel.de' })
    for (const field of ['remote_ip', 'client_ip', 'headers', 'uri'])
      expect(caddyfile).toContain(`request>${field} delete`)
    // No access log: the site blocks have no `log` of their own.
    expect(caddyfile.slice(caddyfile.indexOf('# site'))).not.toMatch(/^\s*log\b/m)
    expect(journalRetention()).toContain(`MaxRetentionSec=${serverLogRetentionDays}day`)
  })

  it.each(['de', 'en'] as const)(
    'the privacy policy (%s) names exactly those fields and how long they are kept',
    async (language) => {
      await renderWithRouter(<PrivacyPolicy />, { path: `/privacy?lang=${language}` })
      const t = translators[language].privacy.serverLogs
      const heading = screen.getByRole('heading', { name: t.title() })
      const section = heading.closest('section')!.textContent!
      for (const field of requestLogFields) expect(section).toContain(t.fields[field]())
      expect(section).toContain(`${serverLogRetentionDays}`)
      expect(section).toContain('Caddy')
    },
  )
})
