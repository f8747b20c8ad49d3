import { describe, expect, it } from 'vitest'

import { aliasesOf, sourceModuleUrl } from '../../scripts/lib/sourceModules'

const tsconfigUrl = 'file:///project/tsconfig.json'
const aliases = aliasesOf({ '@/*': ['./src/*'], '@i18n/*': ['./i18n/*'] }, tsconfigUrl)
const files = new Set([
  'file:///project/src/config/pages.ts',
  'file:///project/src/server/requestTarget.ts',
  'file:///project/src/lib/data.json',
  'file:///project/i18n/de/index.ts',
])
const resolve = (specifier: string, parentUrl?: string) =>
  sourceModuleUrl(specifier, parentUrl, aliases, (url) => files.has(url))

describe('aliasesOf', () => {
  it('maps each prefix to its folder, relative to the tsconfig', () => {
    expect([...aliases]).toEqual([
      ['@/', 'file:///project/src/'],
      ['@i18n/', 'file:///project/i18n/'],
    ])
  })

  it('rejects patterns other than "prefix/*"', () => {
    expect(() => aliasesOf({ '@config': ['./src/config.ts'] }, tsconfigUrl)).toThrow(/@config/)
  })
})

describe('sourceModuleUrl', () => {
  it('resolves an alias to its TypeScript file', () => {
    expect(resolve('@/config/pages', 'file:///project/scripts/lib/site.ts')).toBe(
      'file:///project/src/config/pages.ts',
    )
  })

  it('resolves a folder to its index.ts', () => {
    expect(resolve('@i18n/de')).toBe('file:///project/i18n/de/index.ts')
  })

  it('completes relative imports between the site modules', () => {
    expect(resolve('./requestTarget', 'file:///project/src/server/pageFiles.ts')).toBe(
      'file:///project/src/server/requestTarget.ts',
    )
    expect(resolve('../server/requestTarget', 'file:///project/src/lib/language.ts')).toBe(
      'file:///project/src/server/requestTarget.ts',
    )
  })

  it('keeps a specifier that names a file', () => {
    expect(resolve('./data.json', 'file:///project/src/lib/i18n.ts')).toBe(
      'file:///project/src/lib/data.json',
    )
  })

  it('leaves packages, built-ins and imports from outside the site modules to Node', () => {
    expect(resolve('typesafe-i18n', 'file:///project/src/lib/i18n.ts')).toBeUndefined()
    expect(resolve('node:fs', 'file:///project/src/lib/i18n.ts')).toBeUndefined()
    expect(resolve('./processes.ts', 'file:///project/scripts/lib/site.ts')).toBeUndefined()
  })

  it('names the missing file when nothing matches', () => {
    expect(resolve('@/config/missing')).toBe('file:///project/src/config/missing')
  })
})
