/**
 * The shared address table (./addresses.ts) against the Node server and nginx with the generated
 * config: the same status, the same file byte for byte, the same redirect, the same key headers,
 * and the security headers on every answer, whatever its status.
 */
import { readFileSync } from 'node:fs'

import { servers } from '../playwright.config'
import { addresses } from './support/addresses'
import { originOf, rawRequest, sendRaw } from './support/rawHttp'
import { expect, test } from './support/test'

const published = (file: string) => readFileSync(new URL(`../dist/client/${file}`, import.meta.url))

const securityHeaderNames = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-resource-policy',
]

for (const [serverName, url] of Object.entries(servers)) {
  test(`${serverName} answers every address in the table as the table says`, async () => {
    const origin = originOf(url)
    for (const address of addresses) {
      const label = `${address.method ?? 'GET'} ${address.target} ${JSON.stringify(address.headers ?? {})}: ${address.why}`
      const answer = await sendRaw(
        origin,
        address.raw ??
          rawRequest(address.target, { method: address.method, headers: address.headers }),
      )
      const expected = address.expect
      expect.soft(answer.status, label).toBe(expected.status)
      for (const name of securityHeaderNames)
        expect.soft(answer.headers[name], `${label}: ${name}`).toBeTruthy()
      if ('file' in expected) {
        expect
          .soft(answer.body.equals(published(expected.file)), `${label}: body is ${expected.file}`)
          .toBe(true)
      }
      if ('location' in expected)
        expect.soft(answer.headers.location, label).toBe(expected.location)
      for (const [name, value] of Object.entries(
        ('headers' in expected && expected.headers) || {},
      )) {
        expect.soft(answer.headers[name] ?? '', `${label}: ${name}`).toBe(value)
      }
    }
  })
}
