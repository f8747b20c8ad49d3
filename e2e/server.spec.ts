/**
 * What the production servers answer: the Node server behind `npm start` and nginx with the
 * generated config must agree on status codes, headers, caching and compression.
 */
import { jobPagePaths } from '@/config/pages'

import { servers } from '../playwright.config'
import { languages, previewBuild, sitePages, texts, withLang } from './support/site'
import { expect, test } from './support/test'

for (const [serverName, origin] of Object.entries(servers)) {
  test.describe(`${serverName} server`, () => {
    test('every page answers 200 in both languages, as revalidated HTML with security headers', async ({
      request,
    }) => {
      for (const language of languages) {
        for (const { path } of sitePages) {
          const response = await request.get(`${origin}${withLang(path, language)}`)
          expect(response.status(), path).toBe(200)
          const headers = response.headers()
          expect(headers['content-type']).toMatch(/^text\/html/)
          expect(headers['cache-control']).toBe('no-cache')
          const policy = headers['content-security-policy'] ?? ''
          expect(policy).toContain("frame-ancestors 'none'")
          const scriptSources = policy.match(/script-src ([^;]*)/)?.[1] ?? ''
          // Files from the site itself, and the one inline script: the loader, by its hash.
          expect(scriptSources).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]{43}='$/)
          expect(headers['x-content-type-options']).toBe('nosniff')
          expect(headers['referrer-policy']).toBeTruthy()
          expect(headers['permissions-policy']).toBeTruthy()
          expect(headers['strict-transport-security']).toBeUndefined()
        }
      }
    })

    test('unknown paths and the prerendered files themselves answer 404 with the not-found page', async ({
      request,
    }) => {
      for (const language of languages) {
        for (const path of [
          '/no-such-page',
          '/services/extra',
          '/_pages/de/index.html',
          '/_headers',
        ]) {
          const response = await request.get(`${origin}${withLang(path, language)}`)
          expect(response.status(), path).toBe(404)
          expect(await response.text()).toContain(texts[language].notFound.title())
        }
      }
    })

    test('hashed assets are cached for a year and sent precompressed', async ({ request }) => {
      const html = await (await request.get(`${origin}/`)).text()
      const script = html.match(/data-entry="(\/assets\/[^"]+\.js)"/)?.[1]
      expect(script).toBeDefined()
      for (const encoding of ['br', 'gzip']) {
        const response = await request.get(`${origin}${script}`, {
          headers: { 'Accept-Encoding': encoding },
        })
        expect(response.status()).toBe(200)
        expect(response.headers()['content-encoding']).toBe(encoding)
        expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      }
    })

    test('a page or file that has not changed answers 304 to its ETag', async ({ request }) => {
      for (const path of ['/services?lang=en', '/favicon.svg']) {
        const first = await request.get(`${origin}${path}`)
        const etag = first.headers()['etag']
        expect(etag, path).toBeTruthy()
        const again = await request.get(`${origin}${path}`, {
          headers: { 'If-None-Match': etag! },
        })
        expect(again.status(), path).toBe(304)
      }
    })

    test('files carry their content type', async ({ request }) => {
      const expected = {
        '/favicon.ico': /^image\/x-icon/,
        '/favicon.svg': /^image\/svg\+xml/,
        '/robots.txt': /^text\/plain/,
      }
      for (const [path, type] of Object.entries(expected)) {
        const response = await request.get(`${origin}${path}`)
        expect(response.status(), path).toBe(200)
        expect(response.headers()['content-type'], path).toMatch(type)
      }
    })

    test('no path reaches outside the published folder', async ({ request }) => {
      for (const path of [
        '/%2e%2e/package.json',
        '/assets/%2e%2e/%2e%2e/package.json',
        '/..%2fpackage.json',
      ]) {
        const response = await request.get(`${origin}${path}`)
        // nginx refuses a path that climbs above its root as a bad request; both are refusals.
        expect([400, 404], path).toContain(response.status())
        expect(await response.text()).not.toContain('"devDependencies"')
      }
    })

    test('only GET and HEAD are allowed', async ({ request }) => {
      expect((await request.head(`${origin}/`)).status()).toBe(200)
      expect((await request.post(`${origin}/`, { data: 'x' })).status()).toBe(405)
    })

    test('HSTS is sent when a proxy says the visitor came over HTTPS', async ({ request }) => {
      const response = await request.get(`${origin}/`, {
        headers: { 'X-Forwarded-Proto': 'https' },
      })
      expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d+/)
    })

    test('sitemap.xml lists both languages of every page with alternates; robots.txt points to it (or, in a preview, keeps crawlers out)', async ({
      request,
    }) => {
      const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text()
      // The pages, and the page of every job: the repository's sample jobs have no last day.
      const paths = [...sitePages.map(({ path }) => path), ...Object.values(jobPagePaths)]
      for (const language of languages) {
        for (const path of paths) {
          expect(sitemap).toContain(`${path}?lang=${language}</loc>`)
        }
      }
      expect(sitemap.match(/<url>/g)).toHaveLength(paths.length * languages.length)
      expect(sitemap).toContain('hreflang="x-default"')
      const robots = await (await request.get(`${origin}/robots.txt`)).text()
      if (previewBuild) expect(robots).toBe('User-agent: *\nDisallow: /\n')
      else expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m)
    })
  })
}
