import { describe, expect, it } from 'vitest'
import { pagePaths } from '@/config/pages'
import { languageOfQuery, prerenderTargets, resolvePageFile } from '@/server/pageFiles'

const query = (search: string) => new URLSearchParams(search)

describe('which prerendered file answers a request', () => {
  it('maps every page path and language to its own file', () => {
    expect(resolvePageFile('/', query('lang=en'))).toEqual({
      file: '_pages/en/index.html',
      status: 200,
    })
    expect(resolvePageFile('/services', query(''))).toEqual({
      file: '_pages/de/services.html',
      status: 200,
    })
    expect(resolvePageFile('/privacy', query('lang=de'))).toEqual({
      file: '_pages/de/privacy.html',
      status: 200,
    })
  })

  it('answers any other path with the 404 page in the requested language', () => {
    for (const path of [
      '/nope',
      '/services/',
      '/index',
      '/_pages/de/index.html',
      '/../etc/passwd',
    ]) {
      expect(resolvePageFile(path, query('lang=en'))).toEqual({
        file: '_pages/en/404.html',
        status: 404,
      })
    }
  })

  it('reads ?lang as the client router does: exactly one value, exactly de or en, else German', () => {
    expect(languageOfQuery(query('lang=en'))).toBe('en')
    expect(languageOfQuery(query('utm_source=x&lang=en'))).toBe('en')
    for (const junk of [
      '',
      'lang=',
      'lang=EN',
      'lang=fr',
      'lang=en&lang=de',
      'lang=en&lang=en',
      `lang=${'e'.repeat(5000)}`,
      'lang=%3Cscript%3E',
    ]) {
      expect(languageOfQuery(query(junk)), junk).toBe('de')
    }
  })

  it('prerenders every page and the 404 view in both languages, each to a different file', () => {
    const pageCount = Object.keys(pagePaths).length
    expect(prerenderTargets).toHaveLength((pageCount + 1) * 2)
    expect(new Set(prerenderTargets.map((target) => target.file)).size).toBe(
      prerenderTargets.length,
    )
    for (const target of prerenderTargets) {
      const url = new URL(target.url, 'http://localhost')
      expect(resolvePageFile(url.pathname, url.searchParams).file).toBe(target.file)
    }
  })
})
