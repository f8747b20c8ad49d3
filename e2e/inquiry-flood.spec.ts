/**
 * A flood is seen, and does not close the form: after valid inquiries from more addresses than the
 * rate limit keeps in memory (10,000 counts), a visitor from an address it has not seen is taken,
 * while one who sent ten is still refused, with the not-sent page that offers the phone. A real
 * server, each inquiry stored in its SQLite file, the visitors named by the proxy on loopback
 * (`X-Forwarded-For`), as behind Caddy or nginx.
 */

import { inquiryForm } from '@/config/inquiryForm'

import { formPostHeaders, postedInquiry } from './support/inquiries'
import { startOwnServer } from './support/ownServer'
import { company, phoneText } from './support/site'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 600_000 })

/** A valid inquiry from `client`, as the app posts it; `html` asks for the page without the app. */
function postFrom(url: string, client: string, message: string, html = false) {
  const body = new URLSearchParams({ ...postedInquiry, message }).toString()
  return fetch(`${url}${inquiryForm.endpoint}?lang=de`, {
    method: 'POST',
    body,
    headers: {
      ...formPostHeaders(body),
      'X-Forwarded-For': client,
      ...(html ? { Accept: 'text/html' } : {}),
    },
  })
}

/** The n-th address of the flood: each a client of its own (IPv4). */
const floodAddress = (index: number) =>
  `10.${Math.floor(index / 65_536)}.${Math.floor(index / 256) % 256}.${index % 256}`

test('after inquiries from 10,500 addresses a visitor from a new one is taken; one who sent ten is still refused, and offered the phone', async () => {
  const site = await startOwnServer({
    directory: test.info().outputPath(),
    env: { INQUIRY_RATE_LIMIT: '10' },
  })
  try {
    const flood = 10_500
    let next = 0
    const statuses = new Map<number, number>()
    // A few at a time, as many visitors send at once.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < flood) {
          const index = (next += 1)
          const status = (await postFrom(site.url, floodAddress(index), `Flut ${index}`)).status
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        }
      }),
    )
    expect(Object.fromEntries(statuses)).toEqual({ 200: flood })

    expect((await postFrom(site.url, '203.0.113.7', 'Neu nach der Flut')).status).toBe(200)
    for (let count = 2; count <= 10; count += 1)
      expect((await postFrom(site.url, '203.0.113.7', `Noch eine ${count}`)).status).toBe(200)
    const refused = await postFrom(site.url, '203.0.113.7', 'Die elfte', true)
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain(phoneText(company.phone, 'de'))
    expect((await postFrom(site.url, '198.51.100.23', 'Noch ein Neuer')).status).toBe(200)
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200)
    console.log(
      `${flood} inquiries from as many addresses, all taken; then a new visitor taken, the eleventh of one refused (429, with the phone)`,
    )
  } finally {
    site.child.kill('SIGKILL')
  }
})
