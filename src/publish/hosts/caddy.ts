/**
 * The Caddyfile for Caddy in front of `npm start` (docs/go-live.md, the server path). Caddy gets and
 * renews the certificates of the site's domain and of the other name (with or without `www.`),
 * which redirects to the site; it answers http:// with a redirect to https://, and passes every
 * request on: the Node server answers it with the site's headers, and adds HSTS because Caddy says
 * in X-Forwarded-Proto that the visitor came over HTTPS. Caddy also replaces any X-Forwarded-For a
 * client sends with the client's own address, which the server counts inquiries by. When the Node
 * server cannot be reached, the form's post still gets the not-sent page, as from nginx. The lines
 * marked `# global`, `# upstream` and `# pages` are the ones a local test changes, and `# site` and
 * `# other` the ones it reads (e2e/caddy.spec.ts).
 */
import { inquiryEndpoint, type InquiryRefusal } from '@/config/inquiry'
import { defaultLanguage, type Language } from '@/lib/language'
import { cacheControl, securityHeaders, strictTransportSecurity } from '@/server/httpPolicy'
import { pageName, pagesDirectory } from '@/server/pageFiles'
import { proxiedServerAddress } from '@/server/serverAddress'

import { site as server } from './serverSetup'
import { generatedNote, otherLanguages, spelledLoosely } from './shared'

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

/**
 * The language of `?lang` as the app's router reads it (URLSearchParams) from the raw query: one
 * parameter whose name decodes to `lang`, its value decoding to the language. Caddy's regular
 * expressions (RE2) cannot look ahead as nginx's pattern does, but its `map` takes the first rule
 * that matches: a query with two such parameters meets the default language's rule first.
 */
function caddyLanguageRules(): { pattern: string; language: Language }[] {
  const name = spelledLoosely('lang')
  // A parameter starts the query (URLSearchParams drops one leading `?`) or follows an `&`.
  const parameterStart = '(?:^\\??|&)'
  return [
    {
      pattern: `${parameterStart}${name}(?:=[^&]*)?&(?:[^&]*&)*${name}(?:[=&]|$)`,
      language: defaultLanguage,
    },
    ...otherLanguages.map((language) => ({
      pattern: `${parameterStart}${name}=${spelledLoosely(language)}(?:&|$)`,
      language,
    })),
  ]
}

/**
 * What Caddy answers itself when it cannot pass a request on (the Node server down or too slow): the
 * form's post gets the not-sent page that says so (status kept, as from nginx), from the server's
 * build, in the language the form was sent in, with the headers the Node server sends with it.
 * Anything else gets its error status alone.
 */
function errorAnswers(): string[] {
  const reason: InquiryRefusal = 'unavailable'
  const headers = {
    ...securityHeaders,
    'Strict-Transport-Security': strictTransportSecurity,
    'Cache-Control': cacheControl.never,
  }
  const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`
  return [
    'handle_errors {',
    '\theader -Server',
    `\t@inquiry path ${inquiryEndpoint}`,
    '\thandle @inquiry {',
    '\t\tmap {http.request.uri.query} {site_language} {',
    ...caddyLanguageRules().map(({ pattern, language }) => `\t\t\t\`~${pattern}\` ${language}`),
    `\t\t\tdefault ${defaultLanguage}`,
    '\t\t}',
    `\t\troot * ${server.folder}/dist/client # pages`,
    `\t\trewrite * /${pagesDirectory}/{site_language}/${pageName('inquiryNotSent')}/${reason}.html`,
    '\t\theader {',
    ...Object.entries(headers).map(([name, value]) => `\t\t\t${name} ${quote(value)}`),
    '\t\t}',
    '\t\tfile_server',
    '\t}',
    '}',
  ]
}

/** The site's domain and the other name visitors type, `www.` added or taken away. */
function siteDomains(domain: string): { site: string; other: string } {
  return { site: domain, other: domain.startsWith('www.') ? domain.slice(4) : `www.${domain}` }
}

/** The Caddyfile for the site's `domain`, passing requests on to the Node server at `upstream`. */
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
\treverse_proxy ${upstream} # upstream
\t# Nothing about the server software to a visitor.
\theader -Server

${errorAnswers()
  .map((line) => `\t${line}`)
  .join('\n')}
}

${other} { # other
\tredir https://${site}{uri} permanent
}
`
}
