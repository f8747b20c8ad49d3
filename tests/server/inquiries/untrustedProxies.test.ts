// @vitest-environment node
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'

import { trustedProxyList } from '@/server/inquiries/inquirySettings'
import { namedClientsOfProxy, watchUntrustedProxies } from '@/server/inquiries/untrustedProxies'

/** A post from `remoteAddress`, with `X-Forwarded-For` if given. */
const post = (remoteAddress: string, forwarded?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage

function watch(trusted: string[] = ['127.0.0.0/8', '::1/128']) {
  const logged: string[] = []
  const noted: string[] = []
  const look = watchUntrustedProxies({
    log: { log: (line: string) => logged.push(line), error: (line: string) => logged.push(line) },
    note: (address) => noted.push(address),
  })
  const list = trustedProxyList(trusted)
  return { look: (request: IncomingMessage) => look(request, list), logged, noted }
}

describe('proxies the server does not trust', () => {
  it('names a proxy on a public address once its posts name several clients: one line, and a note for status', () => {
    const { look, logged, noted } = watch()
    look(post('203.0.113.50', '198.51.100.1'))
    look(post('203.0.113.50', '198.51.100.1'))
    expect(logged).toEqual([])
    for (let index = 2; index <= namedClientsOfProxy + 3; index += 1)
      look(post('203.0.113.50', `198.51.100.${index}`))
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(
      /^Inquiries arrive through a proxy at 203\.0\.113\.50 that is not in TRUSTED_PROXIES: the rate limit counts every visitor behind it as one/,
    )
    expect(noted).toEqual(['203.0.113.50'])
  })

  it('names a proxy on a private address at its first post: no visitor comes from there', () => {
    const { look, noted } = watch()
    look(post('172.17.0.1', '203.0.113.9'))
    expect(noted).toEqual(['172.17.0.1'])
  })

  it('says nothing of loopback, nor of a trusted proxy, whatever their header says', () => {
    const { look, logged } = watch(['127.0.0.0/8', '::1/128', '172.17.0.1'])
    for (const forwarded of ['nonsense', 'a, b, c', '', '203.0.113.1'])
      for (const address of ['127.0.0.1', '::1', '172.17.0.1']) look(post(address, forwarded))
    expect(logged).toEqual([])
  })

  it('takes a visitor who sends the header themselves, naming one client, for no proxy', () => {
    const { look, noted } = watch()
    for (let index = 0; index < 20; index += 1) look(post('203.0.113.77', '10.0.0.1'))
    look(post('203.0.113.78'))
    expect(noted).toEqual([])
  })

  it('watches a bounded number of addresses: a flood fills neither memory nor the log', () => {
    const { look, logged } = watch()
    for (let index = 0; index < 1000; index += 1)
      for (let client = 0; client < namedClientsOfProxy; client += 1)
        look(post(`10.${Math.floor(index / 256)}.${index % 256}.1`, `203.0.113.${client}`))
    expect(logged).toHaveLength(10)
  })
})
