/**
 * The Caddyfile for Caddy in front of `npm start` (docs/go-live.md, the server path). Caddy gets and
 * renews the certificates of the site's domain and of the other name (with or without `www.`),
 * which redirects to the site; it answers http:// with a redirect to https://, and passes every
 * request on: the Node server answers it with the site's headers, and adds HSTS because Caddy says
 * in X-Forwarded-Proto that the visitor came over HTTPS. Caddy also replaces any X-Forwarded-For a
 * client sends with the client's own address, which the server counts inquiries by. The lines
 * marked `# global` and `# upstream` are the ones a local test changes, and `# site` and `# other`
 * the ones it reads (e2e/caddy.spec.ts).
 */
import { proxiedServerAddress } from '@/addressing/serverAddress'

import { generatedNote } from './shared'

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
}

${other} { # other
\tredir https://${site}{uri} permanent
}
`
}
