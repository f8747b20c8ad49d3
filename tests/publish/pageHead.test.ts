import { describe, expect, it } from 'vitest'

import { jobPageId } from '@/config/pages'
import type { LoaderScriptData } from '@/enhance/contract'
import type { PageAssets } from '@/publish/clientManifest'
import {
  contentSecurityHash,
  escapeAttribute,
  headTags,
  loaderScriptData,
  pageRouteFiles,
} from '@/publish/pageHead'
import { translators } from '@/shared/i18n'
import { languages, languageStorageKey, languageValuePattern } from '@/shared/language'

const assets: PageAssets = {
  entry: '/assets/entry-client-1.js',
  stylesheets: ['/assets/entry-client-1.css'],
  preload: ['/assets/a-1.js', '/assets/b-1.js'],
  preloadNarrow: ['/assets/PreparedDialog.lazy-1.js'],
}

describe('pageRouteFiles', () => {
  it("names the layout route and the page's own route file", () => {
    expect(pageRouteFiles('home')).toEqual(['src/routes/_site.tsx', 'src/routes/_site/index.tsx'])
    expect(pageRouteFiles('services')).toEqual([
      'src/routes/_site.tsx',
      'src/routes/_site/services.tsx',
    ])
    expect(pageRouteFiles(undefined)).toEqual([])
  })

  it("names the one route of every job's page, which does not nest in the jobs page's", () => {
    for (const page of [jobPageId('fahrradkurier-kreuzberg'), jobPageId('$job')])
      expect(pageRouteFiles(page)).toEqual([
        'src/routes/_site.tsx',
        'src/routes/_site/jobs_.$job.tsx',
      ])
    expect(pageRouteFiles('jobs')).toEqual(['src/routes/_site.tsx', 'src/routes/_site/jobs.tsx'])
  })
})

describe('loaderScriptData', () => {
  it("tells the loader the page's files, its busy text, the storage key and the languages", () => {
    expect(loaderScriptData(assets, ['/assets/inline-1.js', '/assets/inline-2.js'], 'en')).toEqual({
      entry: '/assets/entry-client-1.js',
      bootstrap: '/assets/inline-1.js /assets/inline-2.js',
      preload: '/assets/a-1.js /assets/b-1.js',
      preloadNarrow: '/assets/PreparedDialog.lazy-1.js',
      busyText: translators.en.loader.busy(),
      languageStorageKey,
      languages: languages.join(' '),
      defaultLanguage: 'de',
      languageQuery: languageValuePattern,
    })
  })
})

describe('headTags', () => {
  const data: LoaderScriptData = {
    ...loaderScriptData(assets, ['/assets/inline-1.js'], 'de'),
    busyText: 'Bitte "kurz" warten <…> & danke',
  }

  it('writes what the loader reads from its own dataset, unchanged', () => {
    const head = document.createElement('head')
    head.innerHTML = headTags(data, 'void 0', assets.stylesheets)
    const script = head.querySelector('script')!
    expect({ ...script.dataset }).toEqual(data)
    expect(script.textContent).toBe('void 0')
    expect(script.nextElementSibling?.outerHTML).toBe(
      '<link rel="stylesheet" href="/assets/entry-client-1.css">',
    )
  })

  it('puts the loader before the stylesheet, so it runs without waiting for it', () => {
    const tags = headTags(data, 'void 0', assets.stylesheets)
    expect(tags.startsWith('<script ')).toBe(true)
    expect(
      tags.endsWith('>void 0</script><link rel="stylesheet" href="/assets/entry-client-1.css">'),
    ).toBe(true)
  })
})

describe('escapeAttribute', () => {
  it('escapes what could end a double-quoted attribute or start a tag', () => {
    expect(escapeAttribute('a & "b" <c>')).toBe('a &amp; &quot;b&quot; &lt;c>')
  })
})

describe('contentSecurityHash', () => {
  it('is the base64 SHA-256 a Content-Security-Policy names a script by', () => {
    expect(contentSecurityHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=')
  })
})
