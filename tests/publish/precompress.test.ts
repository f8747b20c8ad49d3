import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'

import { compressedCopies, isCompressible, precompressDirectory } from '@/publish/precompress'

describe('isCompressible', () => {
  it('takes text formats and leaves images, which are compressed already', () => {
    for (const name of ['index.html', 'a.js', 'a.css', 'favicon.svg', 'sitemap.xml', 'robots.txt'])
      expect(isCompressible(name), name).toBe(true)
    for (const name of ['social-de.jpg', 'icon-512.png', 'favicon.ico', '_headers', 'a.js.br'])
      expect(isCompressible(name), name).toBe(false)
  })
})

describe('compressedCopies', () => {
  it('makes brotli and gzip copies that decode to the original', async () => {
    const content = Buffer.from('<p>Grüße</p>'.repeat(100))
    const { br, gz } = await compressedCopies(content)
    expect(brotliDecompressSync(br)).toEqual(content)
    expect(gunzipSync(gz)).toEqual(content)
    expect(br.length).toBeLessThan(content.length)
  })
})

describe('precompressDirectory', () => {
  const directory = mkdtempSync(join(tmpdir(), 'precompress-'))
  afterAll(() => rmSync(directory, { recursive: true, force: true }))

  it('writes both copies beside every text file, in subfolders too', async () => {
    mkdirSync(join(directory, 'assets'))
    writeFileSync(join(directory, 'index.html'), '<p>a</p>')
    writeFileSync(join(directory, 'assets', 'a.js'), 'a()')
    writeFileSync(join(directory, 'icon.png'), 'png')
    await precompressDirectory(directory)
    expect(readdirSync(directory, { recursive: true }).sort()).toEqual([
      'assets',
      'assets/a.js',
      'assets/a.js.br',
      'assets/a.js.gz',
      'icon.png',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ])
    expect(gunzipSync(readFileSync(join(directory, 'assets', 'a.js.gz'))).toString()).toBe('a()')
  })
})
