/**
 * The Caddyfile for Caddy in front of `npm start` (docs/go-live.md, the server path). Caddy gets and
 * renews the certificates of the site's domain and of the other name (with or without `www.`),
 * which redirects to the site, and answers http:// with a redirect to https://.
 *
 * It serves the build from disk as the Node server answers from memory (the routes of
 * src/addressing/routes.ts, the headers of src/addressing/httpPolicy.ts), as the nginx
 * configuration does: the pages by path, `?lang` and the language cookie, their other spellings
 * redirected, the published files with their precompressed copies, the 404 page; so the pages
 * outlive the Node server. The Node server takes the inquiries, answers `/healthz`, and judges the
 * few targets a browser never sends (dot segments, an encoded NUL, no path); Caddy tells it in
 * X-Forwarded-Proto that the visitor came over HTTPS (so it adds HSTS), and replaces any
 * X-Forwarded-For a client sends with the client's own address, which the server counts inquiries
 * by. When the Node server cannot be reached, the form's post still gets the not-sent page.
 *
 * `npm run build` rewrites the build in place: while it runs (its stamp removed, written again at
 * its end), or after it failed, every request goes on to the Node server, which still holds the
 * previous build in memory.
 *
 * The lines marked `# global`, `# upstream`, `# pages` and `# build` are the ones a local test
 * changes, and `# site` and `# other` the ones it reads (e2e/caddy.spec.ts).
 */
import { formIds, forms } from '@/config/forms'
import { healthEndpoint, type FormRefusal } from '@/config/inquiry'
import { servedPagePath } from '@/config/pages'
import {
  allowedMethods,
  cacheControl,
  hashedAssetsPrefix,
  plainAnswers,
  redirectStatus,
  securityHeaders,
  strictTransportSecurity,
} from '@/addressing/httpPolicy'
import { notFoundName, pageName, pagesDirectory, servedPageIds } from '@/addressing/pageFiles'
import { privatePathPrefix } from '@/addressing/routes'
import { proxiedServerAddress } from '@/addressing/serverAddress'
import {
  defaultLanguage,
  languageCookiePattern,
  languages,
  languageValuePattern,
} from '@/shared/language'

import { site as server } from './serverSetup'
import { generatedNote, spelledLoosely } from './shared'

/**
 * What Caddy's own log leaves out of the errors it records (a request it could not pass on): the
 * visitor's address, the request's headers and its address with the query. No access log is
 * configured, so errors are all it writes about requests.
 */
const caddyLogOmits = [
  'request>remote_ip',
  'request>remote_port',
  'request>client_ip',
  'request>headers',
  'request>uri',
]

/** `text` as a regular expression that matches it literally (RE2). */
const literally = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')

/** A value in double quotes, as the Caddyfile reads it (a backslash stays, but before a quote). */
const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`

/**
 * A matcher by a CEL expression, which reads placeholders (`vars_regexp` on a placeholder does
 * not, in the Caddy of Debian 12).
 */
const expression = (cel: string) => `expression \`${cel}\``

/** The raw request target's path is exactly `path` (the query or nothing follows). */
const rawPathIs = (path: string) => `^${literally(path)}(?:[?#]|$)`

/**
 * The language of the answer, as the Node server picks it: the one `?lang` rule
 * (src/shared/language.ts) on the raw query, its captured value compared with each language's
 * spellings (Caddy's regular expressions, RE2, match what the rule's JavaScript decodes); else the
 * language cookie (several Cookie headers come joined with `,`); else the default.
 * `{site_address_language}` is empty where the address names no language.
 */
function languageMaps(): string[] {
  return [
    'map {http.request.uri.query} {site_language_value} {',
    `\t${quote(`~${languageValuePattern}`)} "\${1}"`,
    '\tdefault ""',
    '}',
    'map {site_language_value} {site_address_language} {',
    ...languages.map((language) => `\t${quote(`~^${spelledLoosely(language)}$`)} ${language}`),
    '\tdefault ""',
    '}',
    // The address's language first, then `;` and the cookies, as the cookie patterns separate them.
    'map "{site_address_language};{http.request.header.Cookie}" {site_language} {',
    `\t${quote(`~^(${languages.join('|')});`)} "\${1}"`,
    ...languages.map((language) => `\t${quote(`~${languageCookiePattern(language)}`)} ${language}`),
    `\tdefault ${defaultLanguage}`,
    '}',
    // A redirect keeps the query as sent, and drops an empty one.
    'map {http.request.uri.query} {site_query} {',
    '\t"~^([^#]+)" "?${1}"',
    '\tdefault ""',
    '}',
    'map {http.request.uri} {site_page} {',
    ...servedPageIds.map(
      (page) => `\t${quote(`~${rawPathIs(servedPagePath(page))}`)} ${pageName(page)}`,
    ),
    '\tdefault ""',
    '}',
  ]
}

/** The headers every answer from disk carries, as the Node server sends them over HTTPS. */
const diskHeaders = {
  ...securityHeaders,
  'Strict-Transport-Security': strictTransportSecurity,
  'Cache-Control': cacheControl.revalidate,
}

const headerBlock = (headers: Record<string, string>) => [
  'header {',
  ...Object.entries(headers).map(([name, value]) => `\t${name} ${quote(value)}`),
  '}',
]

const indent = (lines: string[]) => lines.map((line) => `\t${line}`)

/** A file from disk, its precompressed copy where the browser takes one (the status, `status`). */
const fileServer = (status?: number) => [
  'file_server {',
  '\tprecompressed br gzip',
  ...(status ? [`\tstatus ${status}`] : []),
  '}',
]

/**
 * Requests only the Node server answers: the forms' endpoints and /healthz (by the path as
 * decoded and normalised), and targets with dot segments, an encoded NUL or no path, which it
 * refuses or redirects by the routes' own reading.
 */
const serverOnly = [
  `@server path_regexp ${quote(`^(?:${[...formIds.map((form) => forms[form].endpoint), healthEndpoint].map(literally).join('|')})$`)}`,
  `@judged ${expression(
    `{http.request.uri}.matches("^(?:[^/]|[^?#]*?(?:/|%2[fF])(?:[.]|%2[eE]){1,2}(?:[/?#]|%2[fF]|$)|[^?#]*%00)")`,
  )}`,
]

/** The routes of src/addressing/routes.ts, answered from disk. */
function routes(upstream: string): string[] {
  const proxy = (matcher: string) => [`reverse_proxy ${matcher} ${upstream} # upstream`]
  const pagePattern = servedPageIds
    .map(servedPagePath)
    .map((path) => (path === '/' ? '/' : literally(path)))
    .join('|')
  return [
    '# A build under way has no stamp yet: the Node server answers from the build it holds.',
    '@building not {',
    '\tfile {',
    `\t\troot ${server.folder}/dist # build`,
    '\t\ttry_files /build-stamp',
    '\t}',
    '}',
    '# Only the Node server: inquiries, its health, and targets its routes must judge.',
    ...serverOnly,
    `@refused not method ${allowedMethods.join(' ')}`,
    `@page ${expression('{site_page} != ""')}`,
    // Another spelling of a page's path (decoded, slashes merged, dot segments resolved).
    `@spelled path_regexp spelled ${quote(`^(${pagePattern})/?$`)}`,
    `@home path_regexp ${quote('^/index\\.html$')}`,
    // A published file, unless it is one of those only reached otherwise (src/addressing/routes.ts).
    '@file {',
    '\tfile {path}',
    `\tnot path_regexp ${quote(`(?:^${literally(privatePathPrefix)}|/$|/\\.|\\.br$|\\.gz$)`)}`,
    '}',
    `@asset path_regexp ${quote(`^${literally(hashedAssetsPrefix)}`)}`,
    // Pages whose language the address does not name are one visitor's: caches keep them apart.
    `@chosen ${expression('{site_address_language} == ""')}`,
    '# The Node server where it must answer; everything else from disk, as src/addressing/routes.ts says.',
    'route {',
    ...indent([
      ...proxy('@building'),
      ...proxy('@server'),
      ...proxy('@judged'),
      ...headerBlock(diskHeaders),
      `header @asset Cache-Control ${quote(cacheControl.hashedAsset)}`,
      'handle @refused {',
      ...indent([
        ...headerBlock({
          Allow: allowedMethods.join(', '),
          'Content-Type': 'text/plain; charset=utf-8',
        }),
        `respond ${quote(`${plainAnswers[405]}\n`)} 405`,
      ]),
      '}',
      'handle @page {',
      ...indent([
        'header @chosen +Vary Cookie',
        `rewrite * /${pagesDirectory}/{site_language}/{site_page}.html`,
        ...fileServer(),
      ]),
      '}',
      'handle @spelled {',
      `\tredir {re.spelled.1}{site_query} ${redirectStatus}`,
      '}',
      'handle @home {',
      `\tredir * /{site_query} ${redirectStatus}`,
      '}',
      'handle @file {',
      ...indent(fileServer()),
      '}',
      'handle {',
      ...indent([
        'header @chosen +Vary Cookie',
        `rewrite * /${pagesDirectory}/{site_language}/${notFoundName}.html`,
        ...fileServer(404),
      ]),
      '}',
    ]),
    '}',
  ]
}

/**
 * What Caddy answers itself when it cannot pass a request on (the Node server down or too slow): a
 * form's post gets its not-sent page that says so (status kept, as from nginx), from the build, in
 * the language the form was sent in, with the headers the Node server sends with it. Anything else
 * gets its error status alone.
 */
function errorAnswers(): string[] {
  const reason: FormRefusal = 'unavailable'
  return [
    'handle_errors {',
    '\theader -Server',
    ...formIds.flatMap((form) => [
      `\t@${form} path ${forms[form].endpoint}`,
      `\thandle @${form} {`,
      `\t\trewrite * /${pagesDirectory}/{site_language}/${pageName(forms[form].pages.notSent)}/${reason}.html`,
      ...headerBlock({ ...diskHeaders, 'Cache-Control': cacheControl.never }).map(
        (line) => `\t\t${line}`,
      ),
      '\t\tfile_server',
      '\t}',
    ]),
    '}',
  ]
}

/** The site's domain and the other name visitors type, `www.` added or taken away. */
function siteDomains(domain: string): { site: string; other: string } {
  return { site: domain, other: domain.startsWith('www.') ? domain.slice(4) : `www.${domain}` }
}

/** The Caddyfile for the site's `domain`, with the Node server at `upstream`. */
export function caddySite({
  domain,
  upstream = proxiedServerAddress,
}: {
  domain: string
  upstream?: string
}): string {
  const { site, other } = siteDomains(domain)
  return `${generatedNote('src/publish/hosts/caddy.ts')}

{ # global
\tlog {
\t\tformat filter {
\t\t\twrap json
\t\t\tfields {
${caddyLogOmits.map((field) => `\t\t\t\t${field} delete`).join('\n')}
\t\t\t}
\t\t}
\t}
}

${site} { # site
\t# The build, served from disk.
\troot * ${server.folder}/dist/client # pages
\t# Nothing about the server software to a visitor.
\theader -Server

${indent([...languageMaps(), '', ...routes(upstream), '', ...errorAnswers()])
  .map((line) => (line === '\t' ? '' : line))
  .join('\n')}
}

${other} { # other
\tredir https://${site}{uri} permanent
}
`
}
