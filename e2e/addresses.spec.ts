/**
 * The shared address table (./support/addresses.ts) against the Node server and nginx with the generated
 * config: the same status, the same file byte for byte, the same redirect, the same key headers,
 * and the security headers on every answer, whatever its status.
 */
import { servers } from '../playwright.config'
import { addresses, addressLabel, expectAnswer } from './support/addresses'
import { originOf, rawRequest, sendRaw } from './support/rawHttp'
import { test } from './support/test'

for (const [serverName, url] of Object.entries(servers)) {
  test(`${serverName} answers every address in the table as the table says`, async () => {
    const origin = originOf(url)
    for (const address of addresses) {
      const answer = await sendRaw(
        origin,
        address.raw ??
          rawRequest(address.target, { method: address.method, headers: address.headers }),
      )
      expectAnswer(answer, address.expect, addressLabel(address))
    }
  })
}
