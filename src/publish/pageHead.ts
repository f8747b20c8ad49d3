/**
 * What the prerender step adds to every page's `<head>`: the stylesheet, and the loader
 * (src/enhance/loader.ts) inline, so that the stylesheet is the only request before the first paint.
 * The Content-Security-Policy allows the loader by its hash (src/addressing/httpPolicy.ts).
 */
import { createHash } from 'node:crypto'

import { isJobPage, type ServedPageId } from '@/config/pages'
import { pageName } from '@/addressing/pageFiles'
import { dataAttribute, type LoaderScriptData } from '@/enhance/contract'
import { translators } from '@/shared/i18n'
import {
  defaultLanguage,
  languages,
  languageStorageKey,
  languageValuePattern,
  type Language,
} from '@/shared/language'

import type { PageAssets } from './clientManifest'

/**
 * The source files of a page's routes, whose modules the page preloads (the 404 view has none of
 * its own): every job's page is made by one route below the jobs page, which does not nest in it.
 * `npm run routes` checks them against the files the router's generator finds.
 */
export function pageRouteFiles(page: ServedPageId | undefined): string[] {
  if (!page) return []
  const route = isJobPage(page) ? 'jobs_.$job' : pageName(page)
  return ['src/routes/_site.tsx', `src/routes/_site/${route}.tsx`]
}

/** How a Content-Security-Policy names an inline script: `sha256-<base64>`. */
export function contentSecurityHash(source: string): string {
  return `sha256-${createHash('sha256').update(source).digest('base64')}`
}

/**
 * What the loader starts: the router's bootstrap scripts, the app's entry, and the modules of the
 * entry and of the page's own route, so that they are fetched in parallel instead of one after the
 * other.
 */
export function loaderScriptData(
  assets: PageAssets,
  bootstrapScripts: string[],
  language: Language,
): LoaderScriptData {
  return {
    entry: assets.entry,
    bootstrap: bootstrapScripts.join(' '),
    preload: assets.preload.join(' '),
    preloadNarrow: assets.preloadNarrow.join(' '),
    busyText: translators[language].loader.busy(),
    languageStorageKey,
    languages: languages.join(' '),
    defaultLanguage,
    languageQuery: languageValuePattern,
  }
}

export const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/**
 * The loader, then the stylesheets. A classic script before the stylesheet marks the page before
 * the body is parsed, without waiting for the stylesheet (a classic script after it would).
 */
export function headTags(
  data: LoaderScriptData,
  loaderSource: string,
  stylesheets: string[],
): string {
  const attributes = Object.entries(data).map(
    ([key, value]) => ` ${dataAttribute(key)}="${escapeAttribute(value)}"`,
  )
  return `<script${attributes.join('')}>${loaderSource}</script>${stylesheetTags(stylesheets)}`
}

/** The stylesheets alone: a page without the app. */
export function stylesheetTags(stylesheets: string[]): string {
  return stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('')
}
