import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'

import { refusalOf } from '@/server/requestHygiene'

/** A parsed request of HTTP `version` with these raw headers, as Node hands it to the handler. */
const request = (version: string, rawHeaders: string[]) => {
  const [major, minor] = version.split('.').map(Number)
  return { httpVersionMajor: major, httpVersionMinor: minor, rawHeaders } as IncomingMessage
}

describe('what is refused before a request is routed', () => {
  it('lets through HTTP/1.1 with one Host, and HTTP/1.0 with one or none', () => {
    expect(refusalOf(request('1.1', ['Host', 'example.org']))).toBeUndefined()
    expect(refusalOf(request('1.0', ['host', 'example.org']))).toBeUndefined()
    expect(refusalOf(request('1.0', []))).toBeUndefined()
  })

  it('refuses two Host headers (in any spelling) and HTTP/1.1 without one: 400, as nginx does', () => {
    expect(refusalOf(request('1.1', ['Host', 'a', 'HOST', 'b']))).toBe(400)
    expect(refusalOf(request('1.0', ['Host', 'a', 'host', 'a']))).toBe(400)
    expect(refusalOf(request('1.1', ['Accept', '*/*']))).toBe(400)
  })

  it('refuses an HTTP version other than 1.x: 505', () => {
    expect(refusalOf(request('2.0', ['Host', 'a']))).toBe(505)
  })
})
