/**
 * The MDN HTTP Observatory's scoring (github.com/mdn/mdn-http-observatory: the
 * observatory's src/grader/charts.js and the observatory's src/analyzer/tests/), applied to answers we fetch ourselves: every site starts at 100, each test
 * adds its modifier, bonuses count only when the score without them is at least 90, and 100 or more
 * is an A+. The tests and the results they can give this site:
 *
 * | test                   | result here                                                  | modifier |
 * | ---------------------- | ------------------------------------------------------------ | -------- |
 * | content-security-policy| no 'unsafe-inline'/'unsafe-eval', object-src restricted       | +5 (+10 with default-src 'none') |
 * | cookies                | none set                                                     | 0        |
 * | cross-origin-resource-sharing | no Access-Control-Allow-Origin                        | 0        |
 * | redirection            | http:// answered by a redirect to https:// on the same host  | 0 (else -20) |
 * | referrer-policy        | strict-origin-when-cross-origin                              | +5       |
 * | strict-transport-security | max-age at least six months                               | 0 (else -10/-20) |
 * | subresource-integrity  | scripts only from the site itself                            | 0        |
 * | x-content-type-options | nosniff                                                      | 0 (else -5) |
 * | x-frame-options        | by CSP frame-ancestors                                       | +5 (else 0/-20) |
 * | cross-origin-resource-policy | same-origin                                            | +10      |
 */

export type Observed = {
  /** Headers of the home page fetched over HTTPS (names in lower case). */
  headers: Record<string, string>
  /** Its HTML, for the scripts it loads. */
  html: string
  /** The Location of the answer to the same address over plain HTTP, if it redirected. */
  httpRedirect: string | undefined
  /** The host the visitor asked for. */
  host: string
}

export type Scored = { test: string; modifier: number; why: string }

const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  )

function contentSecurityPolicy({ headers }: Observed): Scored {
  const test = 'content-security-policy'
  const policy = headers['content-security-policy']
  if (!policy) return { test, modifier: -25, why: 'no CSP header' }
  const directives = directivesOf(policy)
  const sourcesFor = (name: string) => directives.get(name) ?? directives.get('default-src')
  const scripts = sourcesFor('script-src')
  const objects = sourcesFor('object-src')
  const broad = (sources: string[]) =>
    sources.some((source) => ["'unsafe-inline'", 'data:', '*', 'http:', 'https:'].includes(source))
  if (!scripts || !objects || broad(scripts) || broad(objects))
    return { test, modifier: -20, why: 'script-src or object-src unset or unsafe' }
  if (scripts.includes("'unsafe-eval'")) return { test, modifier: -10, why: "'unsafe-eval'" }
  const styles = sourcesFor('style-src') ?? []
  const styleAttributes = directives.get('style-src-attr') ?? []
  if (broad(styles) || broad(styleAttributes))
    return { test, modifier: 0, why: 'unsafe sources in style-src' }
  const formAction = directives.get('form-action') ?? []
  if (
    directives.get('default-src')?.join(' ') === "'none'" &&
    formAction.some((source) => source === "'self'" || source === "'none'")
  )
    return { test, modifier: 10, why: "default-src 'none', nothing unsafe" }
  return { test, modifier: 5, why: "no 'unsafe-inline' or 'unsafe-eval'" }
}

function cookies({ headers }: Observed): Scored {
  return headers['set-cookie']
    ? { test: 'cookies', modifier: -20, why: 'cookies set (not analysed further here)' }
    : { test: 'cookies', modifier: 0, why: 'no cookies' }
}

function crossOriginResourceSharing({ headers }: Observed): Scored {
  const test = 'cross-origin-resource-sharing'
  const origin = headers['access-control-allow-origin']
  if (origin && headers['access-control-allow-credentials'] === 'true')
    return { test, modifier: -50, why: 'credentialed CORS' }
  return { test, modifier: 0, why: origin ? `CORS for ${origin}` : 'no CORS' }
}

function redirection({ httpRedirect, host }: Observed): Scored {
  const test = 'redirection'
  if (!httpRedirect) return { test, modifier: -20, why: 'http is not redirected' }
  const target = new URL(httpRedirect, `http://${host}/`)
  if (target.protocol !== 'https:') return { test, modifier: -20, why: 'redirect not to https' }
  if (target.hostname !== host) return { test, modifier: -5, why: 'redirect to another host' }
  return { test, modifier: 0, why: 'http redirects to https on the same host' }
}

function referrerPolicy({ headers }: Observed): Scored {
  const test = 'referrer-policy'
  const policy = headers['referrer-policy']?.split(',').pop()?.trim().toLowerCase()
  if (!policy) return { test, modifier: 0, why: 'not set' }
  if (
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      policy,
    )
  )
    return { test, modifier: 5, why: policy }
  return { test, modifier: -5, why: `unsafe or invalid: ${policy}` }
}

function strictTransportSecurity({ headers }: Observed): Scored {
  const test = 'strict-transport-security'
  const header = headers['strict-transport-security']
  if (!header) return { test, modifier: -20, why: 'not set' }
  const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(header)?.[1])
  if (!Number.isFinite(maxAge)) return { test, modifier: -20, why: 'invalid' }
  return maxAge >= 15_768_000
    ? { test, modifier: 0, why: `max-age ${maxAge}` }
    : { test, modifier: -10, why: `max-age ${maxAge} is under six months` }
}

function subresourceIntegrity({ html, host }: Observed): Scored {
  const test = 'subresource-integrity'
  const sources = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!)
  const external = sources.filter((source) => new URL(source, `https://${host}/`).hostname !== host)
  return external.length === 0
    ? { test, modifier: 0, why: 'scripts only from the site itself' }
    : { test, modifier: -5, why: `external scripts: ${external.join(' ')}` }
}

function xContentTypeOptions({ headers }: Observed): Scored {
  return headers['x-content-type-options']?.trim().toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', modifier: 0, why: 'nosniff' }
    : { test: 'x-content-type-options', modifier: -5, why: 'missing or invalid' }
}

function xFrameOptions({ headers }: Observed): Scored {
  const test = 'x-frame-options'
  const ancestors = directivesOf(headers['content-security-policy'] ?? '').get('frame-ancestors')
  if (ancestors && !ancestors.includes('*'))
    return { test, modifier: 5, why: 'CSP frame-ancestors' }
  const header = headers['x-frame-options']?.trim().toLowerCase()
  if (header === 'deny' || header === 'sameorigin') return { test, modifier: 0, why: header }
  return { test, modifier: -20, why: 'no framing protection' }
}

function crossOriginResourcePolicy({ headers }: Observed): Scored {
  const test = 'cross-origin-resource-policy'
  const policy = headers['cross-origin-resource-policy']?.trim().toLowerCase()
  if (!policy) return { test, modifier: 0, why: 'not set' }
  if (policy === 'same-origin' || policy === 'same-site') return { test, modifier: 10, why: policy }
  if (policy === 'cross-origin') return { test, modifier: 0, why: policy }
  return { test, modifier: -5, why: `invalid: ${policy}` }
}

const tests = [
  contentSecurityPolicy,
  cookies,
  crossOriginResourceSharing,
  redirection,
  referrerPolicy,
  strictTransportSecurity,
  subresourceIntegrity,
  xContentTypeOptions,
  xFrameOptions,
  crossOriginResourcePolicy,
]

const grades: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

export function observatoryScore(observed: Observed) {
  const results = tests.map((test) => test(observed))
  const penalties = results.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0)
  const bonuses = results.reduce((sum, { modifier }) => sum + Math.max(modifier, 0), 0)
  const withoutBonuses = 100 + penalties
  const score = Math.max(0, withoutBonuses >= 90 ? withoutBonuses + bonuses : withoutBonuses)
  const grade = grades.find(([minimum]) => score >= minimum)![1]
  return { score, grade, results }
}
