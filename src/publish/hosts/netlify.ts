/**
 * Netlify's `_redirects` and `_headers`, generated from the same description the Node server uses
 * (the routes of src/addressing/routes.ts, the headers of src/addressing/httpPolicy.ts). Netlify's rule
 * language cannot say all the other hosts do: docs/deployment.md lists the differences.
 */
import { inquiryEndpoint } from '@/config/inquiry'
import { servedPagePath } from '@/config/pages'
import {
  cacheControl,
  hashedAssetsPrefix,
  redirectStatus,
  securityHeaders,
  strictTransportSecurity,
} from '@/addressing/httpPolicy'
import {
  htmlFile,
  inquiryRefusalFile,
  notFoundName,
  pageName,
  pagesDirectory,
  servedPageIds,
} from '@/addressing/pageFiles'
import { defaultLanguage } from '@/shared/language'

import { fromRoutesAndHeaders, generatedNote, otherLanguages } from './shared'

const note = generatedNote('src/publish/hosts/netlify.ts', fromRoutesAndHeaders)

/** Netlify `_redirects`: query-aware rewrites to the prerendered files, and the 404 page per language. */
export function netlifyRedirects(): string {
  const notFoundRules = (from: string, flag: string) => [
    ...otherLanguages.map(
      (language) => `${from}  lang=${language}  /${htmlFile(language, notFoundName)}  404${flag}`,
    ),
    `${from}  /${htmlFile(defaultLanguage, notFoundName)}  404${flag}`,
  ]
  const lines = [
    note,
    // The prerendered files are only ever reached through the rules below.
    ...notFoundRules(`/${pagesDirectory}/*`, '!'),
    // A static host has no server to take inquiries: the form is told, with a refusal status and
    // the page that gives the phone number and e-mail address, that nothing was sent.
    ...otherLanguages.map(
      (language) =>
        `${inquiryEndpoint}  lang=${language}  /${inquiryRefusalFile(language, 'unavailable')}  404!`,
    ),
    `${inquiryEndpoint}  /${inquiryRefusalFile(defaultLanguage, 'unavailable')}  404!`,
    // Forced, or the rule for / would answer it; Netlify passes the query on.
    `/index.html  /  ${redirectStatus}!`,
  ]
  for (const page of servedPageIds) {
    for (const language of otherLanguages) {
      lines.push(
        `${servedPagePath(page)}  lang=${language}  /${htmlFile(language, pageName(page))}  200`,
      )
    }
    lines.push(`${servedPagePath(page)}  /${htmlFile(defaultLanguage, pageName(page))}  200`)
  }
  lines.push(...notFoundRules('/*', ''))
  return `${lines.join('\n')}\n`
}

/** Netlify `_headers`. Netlify serves HTTPS only, so HSTS is always on there. */
export function netlifyHeaders(): string {
  const headerLines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  return [
    note,
    '/*',
    ...headerLines({ ...securityHeaders, 'Strict-Transport-Security': strictTransportSecurity }),
    `${hashedAssetsPrefix}*`,
    ...headerLines({ 'Cache-Control': cacheControl.hashedAsset }),
    '',
  ].join('\n')
}
