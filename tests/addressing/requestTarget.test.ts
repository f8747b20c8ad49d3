import { describe, expect, it } from 'vitest'

import { parseRequestTarget } from '@/addressing/requestTarget'

describe('reading a request target as nginx reads it', () => {
  it('splits origin-form and absolute-form into the path as sent, the normalised path and the query', () => {
    expect(parseRequestTarget('/a/b?x=1&y')).toEqual({
      rawPath: '/a/b',
      path: '/a/b',
      query: 'x=1&y',
    })
    expect(parseRequestTarget('HTTP://host:80/a?q')).toEqual({
      rawPath: '/a',
      path: '/a',
      query: 'q',
    })
    expect(parseRequestTarget('http://host')).toEqual({ rawPath: '/', path: '/', query: undefined })
    expect(parseRequestTarget('/a?')).toEqual({ rawPath: '/a', path: '/a', query: '' })
  })

  it('ends the target at the first #', () => {
    expect(parseRequestTarget('/a#b?c')).toEqual({ rawPath: '/a', path: '/a', query: undefined })
    expect(parseRequestTarget('/a?b#c')).toEqual({ rawPath: '/a', path: '/a', query: 'b' })
  })

  it('decodes escapes, merges slashes and resolves dot segments, also when they were encoded', () => {
    const paths: Record<string, string> = {
      '/servic%65s': '/services',
      '//a///b': '/a/b',
      '/a/./b/../c': '/a/c',
      '/a/%2e%2E/b': '/b',
      '/a%2F..%2Fb': '/b',
      '/a/.': '/a/',
      '/a/b/..': '/a/',
      '/a/..': '/',
      '/.': '/',
      '/a//': '/a/',
      '/%C3%A4': '/\u00c3\u00a4',
    }
    for (const [target, path] of Object.entries(paths)) {
      expect(parseRequestTarget(target)?.path, target).toBe(path)
    }
  })

  it('refuses what names no path: other forms, malformed escapes, NUL, climbing above the root', () => {
    for (const target of [
      '*',
      'a/b',
      '',
      '%2F',
      '/%',
      '/%4',
      '/%G0',
      '/%00',
      '/..',
      '/a/../..',
      '/%2e%2e',
    ]) {
      expect(parseRequestTarget(target), target).toBeUndefined()
    }
  })
})
