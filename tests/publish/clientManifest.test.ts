import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'

import { chunkFiles, clientEntries, manifestChunk, pageAssets } from '@/publish/clientManifest'

/** Shaped like the client build's manifest: entries, shared chunks, split route chunks. */
const manifest: Manifest = {
  [clientEntries.loader]: { file: 'assets/entry-loader-1.js', isEntry: true },
  [clientEntries.app]: {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    imports: ['_useLanguage.js', '_runtime.js'],
    css: ['assets/entry-client-1.css'],
  },
  '_useLanguage.js': {
    file: 'assets/useLanguage-1.js',
    imports: ['_runtime.js'],
    dynamicImports: [
      'src/components/layout/mobileMenu/PreparedDialog.lazy.tsx',
      'src/routes/_site/services.tsx?tsr-split=component',
    ],
  },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_ButtonLink.js': { file: 'assets/ButtonLink-1.js', imports: ['_useLanguage.js'] },
  'src/routes/_site.tsx?tsr-split=component': { file: 'assets/_site-1.js' },
  'src/routes/_site/services.tsx?tsr-split=component': {
    file: 'assets/services-1.js',
    imports: ['_ButtonLink.js', clientEntries.app],
  },
  'src/routes/_site/about.tsx?tsr-split=component': { file: 'assets/about-1.js' },
  'src/components/layout/mobileMenu/PreparedDialog.lazy.tsx': {
    file: 'assets/PreparedDialog.lazy-1.js',
    imports: ['_useLanguage.js', '_open-closed.js'],
  },
  '_open-closed.js': { file: 'assets/open-closed-1.js' },
}

describe('chunkFiles', () => {
  it('lists a chunk and everything it imports statically, each file once, dependencies first', () => {
    expect([...chunkFiles(manifest, clientEntries.app)]).toEqual([
      'assets/runtime-1.js',
      'assets/useLanguage-1.js',
      'assets/entry-client-1.js',
    ])
  })
})

describe('manifestChunk', () => {
  it('fails on a key the build did not write', () => {
    expect(() => manifestChunk(manifest, 'src/missing.ts')).toThrow('src/missing.ts')
  })
})

describe('pageAssets', () => {
  it("preloads the entry's and the page's own route modules, not the entry itself", () => {
    const routes = ['src/routes/_site.tsx', 'src/routes/_site/services.tsx']
    expect(pageAssets(manifest, routes)).toEqual({
      entry: '/assets/entry-client-1.js',
      stylesheets: ['/assets/entry-client-1.css'],
      preload: [
        '/assets/runtime-1.js',
        '/assets/useLanguage-1.js',
        '/assets/_site-1.js',
        '/assets/ButtonLink-1.js',
        '/assets/services-1.js',
      ],
      preloadNarrow: ['/assets/open-closed-1.js', '/assets/PreparedDialog.lazy-1.js'],
    })
  })

  it('preloads no route modules for a view without routes of its own (the 404 view)', () => {
    expect(pageAssets(manifest, []).preload).toEqual([
      '/assets/runtime-1.js',
      '/assets/useLanguage-1.js',
    ])
  })
})
