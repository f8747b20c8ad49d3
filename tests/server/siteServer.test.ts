import { connect, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '@/addressing/httpPolicy'
import type { PublishedFile } from '@/server/publishedFiles'
import { createSiteServer } from '@/server/siteServer'

function exchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = ''
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes))
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(answer))
  })
}

const robots: PublishedFile = {
  contentType: 'text/plain; charset=utf-8',
  etag: 'W/"r"',
  bodies: { identity: Buffer.from('User-agent: *\n') },
}

describe('the site server on requests that go wrong', () => {
  const logged: string[] = []
  const log = {
    log: (line: string) => logged.push(line),
    error: (...parts: unknown[]) => logged.push(parts.join(' ')),
  }
  // No prerendered pages at all: answering a page throws inside the handler.
  const { server } = createSiteServer(new Map([['/robots.txt', robots]]), { log })
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('turns an exception in the handler into a logged 500 with the security headers, and keeps serving', async () => {
    const answer = await exchange(port, 'GET /?secret=typed HTTP/1.1\r\nHost: x\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1.1 500 /)
    expect(answer).toContain(`Content-Security-Policy: ${contentSecurityPolicy}`)
    expect(logged.join('\n')).toMatch(/Answering GET \/ failed/)
    expect(await exchange(port, 'GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(
      /^HTTP\/1.1 200 /,
    )
  })

  it('answers what the parser refuses with the same headers: 400, and 431 for oversized headers', async () => {
    const badRequest = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')
    expect(badRequest).toMatch(/^HTTP\/1.1 400 /)
    expect(badRequest).toContain('X-Content-Type-Options: nosniff')
    const tooLarge = await exchange(
      port,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    )
    expect(tooLarge).toMatch(/^HTTP\/1.1 431 /)
    expect(tooLarge).toContain(`Content-Security-Policy: ${contentSecurityPolicy}`)
  })

  it('logs method, path, status and time, never the query', async () => {
    await exchange(port, 'GET /robots.txt?email=erika%40example.org HTTP/1.1\r\nHost: x\r\n\r\n')
    const line = logged.find((entry) => entry.includes('GET /robots.txt '))
    expect(line).toMatch(/^\S+Z GET \/robots\.txt 200 \d+\.\dms$/)
    expect(logged.join('\n')).not.toMatch(/email|secret|example\.org/)
  })
})
