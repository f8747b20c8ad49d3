/**
 * Both hosts score A+ by the MDN HTTP Observatory's rules (./support/observatory.ts). nginx is scored as
 * shipped: its port-80 server (here on a local socket) for the plain-HTTP leg, its site server for
 * the HTTPS leg. The Node server speaks plain HTTP only; it is scored as the README deploys it in
 * production, behind a TLS terminator that says https in X-Forwarded-Proto and redirects port 80.
 */
import { request as httpRequest } from 'node:http'

import { servers } from '../playwright.config'
import { observatoryScore } from './support/observatory'
import { originOf, rawRequest, sendRaw } from './support/rawHttp'
import { expect, test } from './support/test'

const host = 'www.example.com'

/** The nginx port-80 server's answer, over the socket scripts/nginx-local.ts gives it. */
function nginxPlainHttpRedirect(): Promise<string | undefined> {
  const socketPath = `dist/nginx/local-${originOf(servers.nginx).port}/redirect.sock`
  return new Promise((resolve, reject) => {
    httpRequest({ socketPath, path: '/?lang=en', headers: { Host: host } }, (response) => {
      response.resume()
      expect(response.statusCode).toBe(301)
      resolve(response.headers.location)
    })
      .on('error', reject)
      .end()
  })
}

for (const [serverName, url] of Object.entries(servers)) {
  test(`${serverName} headers score A+ by the HTTP Observatory's rules`, async () => {
    const home = await sendRaw(
      originOf(url),
      rawRequest('/?lang=en', { headers: { Host: host, 'X-Forwarded-Proto': 'https' } }),
    )
    expect(home.status).toBe(200)
    const httpRedirect =
      serverName === 'nginx' ? await nginxPlainHttpRedirect() : `https://${host}/?lang=en`
    if (serverName === 'nginx') expect(httpRedirect).toBe(`https://${host}/?lang=en`)
    const { score, grade, results } = observatoryScore({
      headers: home.headers,
      html: home.body.toString(),
      httpRedirect,
      host,
    })
    console.log(
      `${serverName}: ${score} (${grade}): ${results.map((result) => `${result.test} ${result.modifier >= 0 ? '+' : ''}${result.modifier}`).join(', ')}`,
    )
    expect(results.filter((result) => result.modifier < 0)).toEqual([])
    expect(grade).toBe('A+')
    // Without the redirect, as nginx shipped before: B+ (bonuses count only from 90 up).
    const withoutRedirect = { headers: home.headers, html: '', httpRedirect: undefined, host }
    expect(observatoryScore(withoutRedirect)).toMatchObject({ score: 80, grade: 'B+' })
  })
}
