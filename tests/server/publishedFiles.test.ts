import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { chooseEncoding, matchesEtag, readPublishedFiles } from '@/server/publishedFiles'

const directory = mkdtempSync(join(tmpdir(), 'published-'))
mkdirSync(join(directory, 'assets'))
writeFileSync(join(directory, 'assets', 'app-1a2b.js'), 'console.log(1)')
writeFileSync(join(directory, 'assets', 'app-1a2b.js.br'), 'br')
writeFileSync(join(directory, 'assets', 'app-1a2b.js.gz'), 'gz')
writeFileSync(join(directory, 'favicon.ico'), 'icon')
afterAll(() => rmSync(directory, { recursive: true }))

describe('the published folder in memory', () => {
  const files = readPublishedFiles(directory)
  const script = files.get('/assets/app-1a2b.js')!

  it('keys files by URL path, with their precompressed forms beside them, not as files', () => {
    expect([...files.keys()].sort()).toEqual(['/assets/app-1a2b.js', '/favicon.ico'])
    expect(script.bodies.br?.toString()).toBe('br')
    expect(script.bodies.gzip?.toString()).toBe('gz')
    expect(files.get('/favicon.ico')!.bodies.br).toBeUndefined()
  })

  it('names content types, including the icon', () => {
    expect(script.contentType).toBe('text/javascript; charset=utf-8')
    expect(files.get('/favicon.ico')!.contentType).toBe('image/x-icon')
  })

  it('sends brotli, else gzip, else the file as it is', () => {
    expect(chooseEncoding(script, 'gzip, deflate, br')).toBe('br')
    expect(chooseEncoding(script, 'gzip')).toBe('gzip')
    expect(chooseEncoding(script, undefined)).toBe('identity')
    expect(chooseEncoding(script, '')).toBe('identity')
    expect(chooseEncoding(files.get('/favicon.ico')!, 'br, gzip')).toBe('identity')
  })

  it('negotiates by the weights of RFC 9110: q=0 refuses, the highest weight wins, * stands for the rest', () => {
    const cases: Array<[string, string]> = [
      ['br;q=0, gzip', 'gzip'],
      ['BR;Q=0, GZIP', 'gzip'],
      ['br;q=0', 'identity'],
      ['gzip;q=0.5, br;q=0.4', 'gzip'],
      ['gzip;q=1, br;q=1', 'br'],
      ['*', 'br'],
      ['*;q=0.5, br;q=0', 'gzip'],
      ['*;q=0', 'identity'],
      ['identity', 'identity'],
      ['identity;q=1, gzip;q=0.5', 'identity'],
      ['identity;q=0, gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['br;q=2, gzip;q=abc', 'identity'],
      ['br; q = 0.8 , gzip;q=0.9', 'gzip'],
      [',,;;q=,', 'identity'],
    ]
    for (const [header, expected] of cases)
      expect(chooseEncoding(script, header), header).toBe(expected)
  })

  it('recognises its ETag in a list of them', () => {
    expect(matchesEtag(script, script.etag)).toBe(true)
    expect(matchesEtag(script, `W/"other", ${script.etag}`)).toBe(true)
    expect(matchesEtag(script, 'W/"other"')).toBe(false)
    expect(matchesEtag(script, undefined)).toBe(false)
  })
})
