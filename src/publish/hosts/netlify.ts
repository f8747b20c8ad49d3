/**
 * Netlify's `_redirects` and `_headers`, generated from the same description the Node server uses
 * (the routes of src/addressing/routes.ts, the headers of src/addressing/httpPolicy.ts). Netlify's rule
 * language cannot say all the other hosts do: docs/deployment.md lists the differences.
 */
import { formIds, forms } from '@/config/forms'
import { servedPagePath } from '@/config/pages'
import {
  cacheControl,
  hashedAssetsPrefix,
  redirectStatus,
  securityHeaders,
  strictTransportSecurity,
} from '@/addressing/httpPolicy'
import {
  formRefusalFile,
  htmlFile,
  notFoundName,
  pageName,
  pagesDirectory,
  servedPageIds,
} from '@/addressing/pageFiles'
import { defaultLanguage, languageCookieName, languages, type Language } from '@/shared/language'

import { fromRoutesAndHeaders, generatedNote } from './shared'

const note = generatedNote('src/publish/hosts/netlify.ts', fromRoutesAndHeaders)

/**
 * The conditions of a rule that picks the file of `language`, in the order the other hosts weigh
 * them: the address's `?lang` (Netlify's own reading of a query condition is the site's one rule,
 * src/shared/language.ts), then the visitor's language cookie, whose presence a rule can test.
 * The default language's rule without a condition follows them all.
 */
const byAddress = (language: Language) => `lang=${language}`
const byCookie = (language: Language) => `Cookie=${languageCookieName(language)}`

/**
 * Rules from `from` to the file `fileOf(language)` with `status` (and `!` for `force`): one per
 * language named by the address, one per language cookie, then the default language's.
 */
function languageRules(
  from: string,
  fileOf: (language: Language) => string,
  status: string,
): string[] {
  return [
    ...languages.map(
      (language) => `${from}  ${byAddress(language)}  ${fileOf(language)}  ${status}`,
    ),
    ...languages.map(
      (language) => `${from}  ${fileOf(language)}  ${status}  ${byCookie(language)}`,
    ),
    `${from}  ${fileOf(defaultLanguage)}  ${status}`,
  ]
}

/** Netlify `_redirects`: query- and cookie-aware rewrites to the prerendered files, the 404 page. */
export function netlifyRedirects(): string {
  const notFoundFile = (language: Language) => `/${htmlFile(language, notFoundName)}`
  const lines = [
    note,
    // The prerendered files are only ever reached through the rules below.
    ...languageRules(`/${pagesDirectory}/*`, notFoundFile, '404!'),
    // A static host has no server to take a form: it is told, with a refusal status and its
    // not-sent page that gives the phone number and e-mail address, that nothing was sent.
    ...formIds.flatMap((form) =>
      languageRules(
        forms[form].endpoint,
        (language) => `/${formRefusalFile(form, language, 'unavailable')}`,
        '404!',
      ),
    ),
    // Forced, or the rule for / would answer it; Netlify passes the query on.
    `/index.html  /  ${redirectStatus}!`,
    ...servedPageIds.flatMap((page) =>
      languageRules(
        servedPagePath(page),
        (language) => `/${htmlFile(language, pageName(page))}`,
        '200',
      ),
    ),
    ...languageRules('/*', notFoundFile, '404'),
  ]
  return `${lines.join('\n')}\n`
}

/**
 * Netlify `_headers`. Netlify serves HTTPS only, so HSTS is always on there. Its rules match paths,
 * not queries: every page's answer says it varies by cookie, also at an address that names its
 * language.
 */
export function netlifyHeaders(): string {
  const headerLines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  return [
    note,
    '/*',
    ...headerLines({ ...securityHeaders, 'Strict-Transport-Security': strictTransportSecurity }),
    `${hashedAssetsPrefix}*`,
    ...headerLines({ 'Cache-Control': cacheControl.hashedAsset }),
    ...servedPageIds.flatMap((page) => [servedPagePath(page), ...headerLines({ Vary: 'Cookie' })]),
    '',
  ].join('\n')
}
