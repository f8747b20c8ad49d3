/**
 * The nginx configuration, generated from the same description the Node server uses (the routes
 * of src/addressing/routes.ts, the headers of src/addressing/httpPolicy.ts), so that nginx answers every
 * address as `npm start` does; its access log has the fields of src/shared/serverLogs.ts, as the
 * Node server's log and the privacy policy do. Every form's posts and /healthz go on to the Node
 * server.
 */
import { formIds, forms } from '@/config/forms'
import { healthEndpoint, inquiryBodyLimitBytes, type FormRefusal } from '@/config/inquiry'
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
import { requestLogFields, type RequestLogField } from '@/shared/serverLogs'

import { fromRoutesAndHeaders, generatedNote, spelledLoosely } from './shared'

/**
 * nginx's reading of the language: the one `?lang` rule (src/shared/language.ts) on the raw `$args`,
 * the value it captures compared with each language's spellings (percent-escapes included); else
 * the language cookie; else the default. Where the address names no language, a page's answer
 * depends on the cookie, and `$site_vary` says so.
 */
export function nginxLanguageMaps(): string {
  return `# ?lang by the site's one rule: the value of the last parameter written "lang=".
map $args $site_language_value {
    default "";
    ${quote(`~${languageValuePattern}`)} $1;
}

map $site_language_value $site_address_language {
    default "";
${languages.map((language) => `    ${quote(`~^${spelledLoosely(language)}$`)} ${language};`).join('\n')}
}

# The visitor's choice, for an address that names no language.
map $http_cookie $site_chosen_language {
    default ${defaultLanguage};
${languages.map((language) => `    ${quote(`~${languageCookiePattern(language)}`)} ${language};`).join('\n')}
}

map $site_address_language $site_language {
    default $site_address_language;
    "" $site_chosen_language;
}

# Pages and the 404 page in the chosen language are one visitor's: shared caches keep them apart.
map "$site_address_language:$uri" $site_vary {
    default "";
    "~^:/${pagesDirectory}/" Cookie;
}`
}

/** A string between double quotes; nginx keeps a backslash before any letter but t, r and n. */
const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`

/** The forms' endpoints (src/config/forms.ts), which only the Node server answers. */
const endpoints = formIds.map((form) => forms[form].endpoint)

/** The answers without a page that nginx, not the site's rules, may have to give. */
const plainAnswerStatuses = [400, 405, 500] as const
const plainAnswerPath = (status: number) => `${privatePathPrefix}status/${status}`

/**
 * nginx's own refusals of a form's post, before the Node server sees it, answered with the form's
 * not-sent page that says why (status kept), in the language the form was sent in.
 */
const nginxInquiryRefusals: { statuses: string; reason: FormRefusal }[] = [
  { statuses: '413', reason: 'tooLarge' },
  { statuses: '429', reason: 'tooMany' },
  { statuses: '502 503 504', reason: 'unavailable' },
]

/**
 * What nginx lets through to the Node server: bursts of a few forms per client (every form counts
 * alike), then one every few seconds. The server's own limit per client (INQUIRY_RATE_LIMIT) is the one people meet; this
 * one keeps a flood from reaching it at all.
 */
const nginxInquiryRate = { perMinute: 6, burst: 10 }

/** nginx's variables for the fields of a request's log line: the path as sent, without its query. */
const nginxRequestLogVariables: Record<RequestLogField, string> = {
  time: '$time_iso8601',
  method: '$request_method',
  path: '$site_raw_path',
  status: '$status',
  duration: '${request_time}s',
}
export const nginxRequestLogFormat = requestLogFields
  .map((field) => nginxRequestLogVariables[field])
  .join(' ')

/**
 * Who counts as one client for nginx's inquiry limit, as for the Node server's
 * (src/server/inquiries/rateLimit.ts): an IPv4 address, or an IPv6 address's /64. nginx writes
 * `$remote_addr` in the shortest form (RFC 5952), so the first four groups are either spelled out
 * or shortened by a `::` among them; the patterns name the /64 the same way for both spellings.
 * IPv4 clients reach nginx as themselves (its IPv6 socket is IPv6-only), except the mapped form.
 */
export const nginxClientMap = (source = '$remote_addr') => {
  const group = '[0-9a-f]{1,4}'
  const groups = (count: number) =>
    Array.from({ length: count }, (_, index) => `(?<site_g${index + 1}>${group})`).join(':')
  const network = (named: number) =>
    [1, 2, 3, 4].map((index) => (index <= named ? `$site_g${index}` : '0')).join(':')
  return `# One client per IPv4 address or IPv6 /64, as the Node server counts them.
map ${source} $site_client {
    default ${source};
    "~^::ffff:(?<site_v4>[0-9.]+)$" $site_v4;
    "~^${groups(4)}:" "${network(4)}::/64";
${[3, 2, 1].map((named) => `    "~^${groups(named)}::" "${network(named)}::/64";`).join('\n')}
    "~^::" "0:0:0:0::/64";
}`
}

/**
 * An nginx `http`-level snippet for sites-enabled or conf.d: a port-80 server that redirects to
 * HTTPS, and the site's HTTPS server. Needs the brotli_static module (Debian:
 * libnginx-mod-http-brotli-static) for precompressed brotli. Lines marked `# tls` are the ones a
 * local, plain-HTTP test setup replaces (scripts/nginx-local.ts).
 */
export function nginxSite({
  root,
  serverName = '_',
  certificate = '/etc/ssl/certs/site.crt',
  certificateKey = '/etc/ssl/private/site.key',
  inquiryServer = `http://${proxiedServerAddress}`,
}: {
  root: string
  serverName?: string
  certificate?: string
  certificateKey?: string
  /** The Node server (`npm start`) that takes inquiries. */
  inquiryServer?: string
}): string {
  const redirect = (path: string) => `return ${redirectStatus} ${path}$is_args$args;`
  // Debian rotates /var/log/nginx/*.log daily and keeps 14 (serverLogRetentionDays). The line is
  // marked for a local test setup, which writes the log into its own folder.
  const accessLog = '    access_log /var/log/nginx/site-access.log site_requests; # log'
  const pageLocations = servedPageIds.flatMap((page) => {
    const path = servedPagePath(page)
    const file = `/${pagesDirectory}/$site_language/${pageName(page)}.html`
    return [
      `    location = ${path} {`,
      // Reached by another spelling of the path (`/servic%65s`, `//services`): send the canonical one.
      `        if ($site_raw_path != ${quote(path)}) {`,
      `            ${redirect(path)}`,
      '        }',
      `        try_files ${file} =404;`,
      '    }',
      ...(path === '/' ? [] : [`    location = ${path}/ {`, `        ${redirect(path)}`, '    }']),
    ]
  })
  const securityLines = Object.entries(securityHeaders).map(
    ([name, value]) => `    add_header ${name} ${quote(value)} always;`,
  )
  // nginx adds these to every answer itself: the Node server's own copies would come twice.
  const headersNginxAdds = [
    ...Object.keys(securityHeaders),
    'Strict-Transport-Security',
    'Cache-Control',
    'Allow',
  ]
  // Exact locations, not named ones: nginx cannot hand a request whose line it could not read to a
  // named location. `internal` keeps them from being requested directly.
  const plainAnswerLocations = plainAnswerStatuses.map(
    (status) =>
      `    location = ${plainAnswerPath(status)} {\n        internal;\n        default_type "text/plain; charset=utf-8";\n        return ${status} ${quote(`${plainAnswers[status]}\\n`)};\n    }`,
  )
  /** A location's lines that pass its request on to the Node server; `forwarded` after Host. */
  const proxyLines = (forwarded: string[] = []) =>
    [
      `proxy_pass ${inquiryServer}; # upstream`,
      'proxy_set_header Host $host;',
      ...forwarded,
      'proxy_set_header X-Forwarded-Proto $scheme;',
      ...headersNginxAdds.map((name) => `proxy_hide_header ${name};`),
    ]
      .map((line) => `        ${line}`)
      .join('\n')
  const formLocations = formIds.map(
    (form) => `    # ${form}: to the Node server, which stores and mails it (src/server/inquiries/).
    location = ${forms[form].endpoint} {
        client_max_body_size ${inquiryBodyLimitBytes / 1024}k;
        limit_req zone=site_inquiries burst=${nginxInquiryRate.burst} nodelay;
        limit_req_status 429;
        # A URI, not a named location: nginx then fetches the page with GET (its static files
        # answer a POST with 405).
${nginxInquiryRefusals.map(({ statuses, reason }) => `        error_page ${statuses} /${pagesDirectory}/$site_language/${pageName(forms[form].pages.notSent)}/${reason}.html;`).join('\n')}
${proxyLines([
  '# Replaced, not appended: the server counts forms per client by the last address.',
  'proxy_set_header X-Forwarded-For $remote_addr;',
])}
    }
`,
  )
  return `${generatedNote('src/publish/hosts/nginx.ts', fromRoutesAndHeaders)}

${nginxLanguageMaps()}

# HSTS over HTTPS, directly or as the first value a proxy writes into X-Forwarded-Proto.
map "$scheme:$http_x_forwarded_proto" $site_hsts {
    default "";
    "~*^https:" ${quote(strictTransportSecurity)};
    "~*^[a-z]+:\\s*https\\s*(?:,|$)" ${quote(strictTransportSecurity)};
}

map $uri $site_cache_control {
    default ${quote(cacheControl.revalidate)};
    "~^${hashedAssetsPrefix}" ${quote(cacheControl.hashedAsset)};
${endpoints.map((endpoint) => `    ${quote(endpoint)} ${quote(cacheControl.never)};`).join('\n')}
    ${quote(healthEndpoint)} ${quote(cacheControl.never)};
}

# The path as the client sent it, before nginx decodes and normalises it into $uri.
map $request_uri $site_raw_path {
    "~^(?<site_raw_path_match>[^?#]*)" $site_raw_path_match;
}

map "$status $uri" $site_allow {
    default "";
${endpoints.map((endpoint) => `    ${quote(`405 ${endpoint}`)} "POST";`).join('\n')}
    "~^405 " ${quote(allowedMethods.join(', '))};
}

# Every method reaches the forms' endpoints (their server answers all but POST with a 405).
# Volatile: the 405's own error page is fetched by an internal GET, which must pass.
map "$request_method $uri" $site_method_refused {
    volatile;
    default 1;
    "~^(?:${allowedMethods.join('|')}) " 0;
    ${quote(`~^[A-Z]+ (?:${endpoints.join('|')})$`)} 0;
}

# What a request leaves in the access log: the fields of src/shared/serverLogs.ts, nothing else.
log_format site_requests '${nginxRequestLogFormat}';

${nginxClientMap()}
limit_req_zone $site_client zone=site_inquiries:1m rate=${nginxInquiryRate.perMinute}r/m;

server {
    listen 80; # tls
    listen [::]:80; # tls
    server_name ${serverName};
    server_tokens off;
${accessLog}
    return ${redirectStatus} https://$host$request_uri;
}

server {
    listen 443 ssl; # tls
    listen [::]:443 ssl; # tls
    ssl_certificate ${certificate}; # tls
    ssl_certificate_key ${certificateKey}; # tls
    server_name ${serverName};
    root ${root};
    server_tokens off;
${accessLog}
    charset utf-8;
    absolute_redirect off;
    gzip_static on;
    gzip_vary on;
    brotli_static on;

${securityLines.join('\n')}
    add_header Strict-Transport-Security $site_hsts always;
    add_header Cache-Control $site_cache_control always;
    add_header Allow $site_allow always;
    add_header Vary $site_vary always;

    if ($site_method_refused) {
        return 405;
    }
${plainAnswerStatuses.map((status) => `    error_page ${status} ${plainAnswerPath(status)};`).join('\n')}
    error_page 404 @not_found;

${pageLocations.join('\n')}
    location = /index.html {
        ${redirect('/')}
    }

    # Prerendered files are reached only through the page locations above; other hosts' configs never.
    location ^~ ${privatePathPrefix} {
        return 404;
    }

    # The not-sent pages that answer nginx's own refusals of an inquiry (below).
    location ^~ /${pagesDirectory}/ {
        internal;
    }

    # Directories, dotfiles and the precompressed copies (sent only by negotiation) are no pages.
    location ~ (?:/$|/\\.|\\.br$|\\.gz$) {
        return 404;
    }

    location / {
        try_files $uri =404;
    }

    location @not_found {
        rewrite ^ /${pagesDirectory}/$site_language/${notFoundName}.html break;
    }

${formLocations.join('\n')}

    # Whether inquiries reach the company, for an uptime monitor: the Node server knows.
    location = ${healthEndpoint} {
${proxyLines()}
    }
${plainAnswerLocations.join('\n')}
}
`
}
