/**
 * The shared address table (./support/addresses.ts) against Netlify's own redirect engine
 * (netlify-redirector, the WebAssembly build of the rules Netlify runs), offline, on the built
 * `_redirects`, with each row's cookies handed to the rules' `Cookie=` conditions as Netlify hands
 * them. What Netlify does before its rules is emulated as its documentation describes:
 * a file in the published folder answers its own path unless a rule is forced (shadowing). Where
 * Netlify's rules cannot do what the other hosts do, the row is listed below with Netlify's answer
 * and the reason, and docs/deployment.md lists them for checking on a deploy preview.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { formIds, forms } from '@/config/forms'
import { jobPagePaths, pagePaths } from '@/config/pages'
import { formRefusalFile, htmlFile, pathFileName } from '@/addressing/pageFiles'

import { addresses, type Address } from './support/addresses'
import { expect, test } from './support/test'

type Match = { to: string; status: number; force: boolean } | null
type Matcher = {
  match(request: {
    scheme: string
    host: string
    path: string
    query: string
    getHeader(name: string): string
    getCookie(name: string): string
  }): Match
}
const redirector = createRequire(import.meta.url)('netlify-redirector') as {
  parsePlain(rules: string, options: Record<string, string>): Promise<Matcher>
}

const client = new URL('../dist/client/', import.meta.url)
/** Netlify reads these two as configuration and never publishes them. */
const configFiles = new Set(['/_redirects', '/_headers'])

type Answer = { status: number; file?: string; location?: string }

/** Netlify's known answers where its rules cannot match the other hosts. */
const differences: Record<string, { answer: Answer; why: string }> = {
  '/services/': {
    answer: { status: 200, file: '_pages/de/services.html' },
    why: 'rules ignore a trailing slash, so a redirect to the path without it would loop',
  },
  '/services/?lang=en': {
    answer: { status: 200, file: '_pages/en/services.html' },
    why: 'rules ignore a trailing slash, so a redirect to the path without it would loop',
  },
  '/services/?': {
    answer: { status: 200, file: '_pages/de/services.html' },
    why: 'rules ignore a trailing slash, so a redirect to the path without it would loop',
  },
  ...Object.fromEntries(
    [
      [pagePaths.jobs, 'de'] as const,
      ...Object.values(jobPagePaths).map((path) => [path, 'en'] as const),
    ].map(([path, language]) => [
      `${path}/${language === 'de' ? '' : `?lang=${language}`}`,
      {
        answer: { status: 200, file: htmlFile(language, pathFileName(path)) },
        why: 'rules ignore a trailing slash, so a redirect to the path without it would loop',
      },
    ]),
  ),
  '/robots.txt.br': {
    answer: { status: 200, file: 'robots.txt.br' },
    why: 'a published file answers its path; rules cannot match a suffix',
  },
  '/robots.txt.gz': {
    answer: { status: 200, file: 'robots.txt.gz' },
    why: 'a published file answers its path; rules cannot match a suffix',
  },
  ...Object.fromEntries(
    formIds.map((form) => [
      `${forms[form].endpoint}?lang=en`,
      {
        answer: { status: 404, file: formRefusalFile(form, 'en', 'unavailable') },
        why: 'a static host has no server to take a form: whatever the method, the answer is its not-sent page (never a success)',
      },
    ]),
  ),
}

/** Paths the edge normalises before any rule sees them; the engine alone cannot tell. */
const normalisedByTheEdge = (target: string) =>
  /%|\/\/|\/\.\.?(?:\/|$)|^[a-z]+:/i.test(target.split('?')[0]!)

/** The cookies of a `Cookie` header by name, as Netlify hands them to its rules. */
function cookiesOf(header = ''): Map<string, string> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split('='))
      .map(([name = '', ...value]) => [name, value.join('=')]),
  )
}

async function netlifyAnswer(
  matcher: Matcher,
  { target, headers }: Pick<Address, 'target' | 'headers'>,
): Promise<Answer> {
  const withoutFragment = target.split('#')[0]!
  const questionMark = withoutFragment.indexOf('?')
  const path = questionMark === -1 ? withoutFragment : withoutFragment.slice(0, questionMark)
  const query = questionMark === -1 ? '' : withoutFragment.slice(questionMark + 1)
  const match = matcher.match({
    scheme: 'https',
    host: 'www.example.com',
    path,
    query,
    getHeader: () => '',
    getCookie: (name) => cookiesOf(headers?.Cookie).get(name) ?? '',
  })
  const file = new URL(`.${path}`, client)
  const published = !configFiles.has(path) && existsSync(file) && statSync(file).isFile()
  if (published && !match?.force) return { status: 200, file: path.slice(1) }
  if (!match) return { status: 404 }
  if (match.status === 301) {
    // Netlify passes the query on to the target of a redirect.
    return { status: 301, location: query ? `${match.to}?${query}` : match.to }
  }
  return { status: match.status, file: match.to.slice(1) }
}

function expectedAnswer(address: Address): Answer {
  const expected = address.expect
  if ('location' in expected) return { status: expected.status, location: expected.location }
  if ('file' in expected)
    return { status: expected.status, file: expected.file.replace(/\.(br|gz)$/, '') }
  return { status: expected.status }
}

test("Netlify's redirect engine answers the address table like the other hosts, except where listed", async () => {
  const matcher = await redirector.parsePlain(readFileSync(new URL('_redirects', client), 'utf8'), {
    jwtSecret: '',
    jwtRole: '',
  })
  const checked = addresses.filter(
    (address) => address.netlify !== false && !normalisedByTheEdge(address.target),
  )
  expect(checked.length).toBeGreaterThan(40)
  for (const address of checked) {
    const known = differences[address.target]
    const expected = known ? known.answer : expectedAnswer(address)
    const label = `${address.target}: ${known ? `known difference, ${known.why}` : address.why}`
    expect.soft(await netlifyAnswer(matcher, address), label).toEqual(expected)
  }
  // Every listed difference is still one: a fix on Netlify's side shows up here.
  for (const target of Object.keys(differences)) {
    expect(
      checked.map((address) => address.target),
      target,
    ).toContain(target)
  }
})

test("netlify.toml as Netlify's own configuration code reads it: the build, the Node line, previews, and the published rules", async ({
  request,
}) => {
  const { resolveConfig } = (await import('@netlify/config')) as unknown as {
    resolveConfig(options: Record<string, unknown>): Promise<{
      config: {
        build: { command: string; publish: string; environment: Record<string, string> }
        redirects: { from: string; to: string; status: number }[]
        headers: { for: string; values: Record<string, string> }[]
      }
    }>
  }
  const root = fileURLToPath(new URL('..', import.meta.url))
  const resolve = async (context: string) =>
    (await resolveConfig({ repositoryRoot: root, cwd: root, context, offline: true, buffer: true }))
      .config
  const production = await resolve('production')
  expect(production.build.command).toBe('npm run build')
  expect(production.build.publish).toBe(join(root, 'dist/client'))
  expect(production.build.environment.NODE_VERSION).toBe(
    readFileSync(join(root, '.nvmrc'), 'utf8').trim(),
  )
  // The production deploy is a production build; previews say they are previews.
  expect(production.build.environment.SITE_PREVIEW).toBeUndefined()
  for (const context of ['deploy-preview', 'branch-deploy'])
    expect((await resolve(context)).build.environment.SITE_PREVIEW).toBe('1')

  // The rules the build publishes are the ones Netlify reads, every one of them.
  const published = readFileSync(new URL('_redirects', client), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
  expect(production.redirects).toHaveLength(published.length)
  // Every answer carries the security headers the Node server sends (HSTS too: Netlify is HTTPS).
  const everyPath = production.headers.find((rule) => rule.for === '/*')?.values ?? {}
  const node = (await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers()
  for (const name of [
    'Content-Security-Policy',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'Permissions-Policy',
    'Cross-Origin-Resource-Policy',
    'Strict-Transport-Security',
  ])
    expect(everyPath[name], name).toBe(node[name.toLowerCase()])
})
