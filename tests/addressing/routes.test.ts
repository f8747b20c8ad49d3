import { describe, expect, it } from 'vitest'

import { formIds, forms } from '@/config/forms'
import { refusalsOf } from '@/config/inquiry'
import { servedPagePaths } from '@/config/pages'
import { formRefusalFile, formRefusalPages, prerenderTargets } from '@/addressing/pageFiles'
import { routeRequest } from '@/addressing/routes'
import { allJobs } from '@/shared/jobs'
import { defaultLanguage, languageOfCookies, languages } from '@/shared/language'

import { cookieAddresses, languageAddresses } from '../../e2e/support/languageAddresses'

describe('which answer a request target gets', () => {
  it('maps every page path and language to its own file', () => {
    expect(routeRequest('/?lang=en')).toEqual({
      kind: 'page',
      file: '_pages/en/index.html',
      byChoice: false,
    })
    expect(routeRequest('/services')).toEqual({
      kind: 'page',
      file: '_pages/de/services.html',
      byChoice: true,
    })
    expect(routeRequest('/privacy?lang=de')).toEqual({
      kind: 'page',
      file: '_pages/de/privacy.html',
      byChoice: false,
    })
    expect(routeRequest('http://any.host/about?lang=en')).toEqual({
      kind: 'page',
      file: '_pages/en/about.html',
      byChoice: false,
    })
  })

  it('redirects other spellings of a page path to the page, keeping the query', () => {
    const redirects: Record<string, string> = {
      '/services/': '/services',
      '/services/?lang=en': '/services?lang=en',
      '/servic%65s?lang=en': '/services?lang=en',
      '//services': '/services',
      '/x/../services': '/services',
      '/./about': '/about',
      '/services/.': '/services',
      '/index.html?lang=en': '/?lang=en',
      '/%2Fservices': '/services',
      'http://any.host?lang=en': '/?lang=en',
    }
    for (const [target, location] of Object.entries(redirects)) {
      expect(routeRequest(target), target).toEqual({ kind: 'redirect', location })
    }
  })

  it('answers the page of every job in the company data, below the jobs page, and no other id', () => {
    const [job] = allJobs
    expect(routeRequest(`/jobs/${job!.id}?lang=en`)).toEqual({
      kind: 'page',
      file: `_pages/en/jobs/${job!.id}.html`,
      byChoice: false,
    })
    expect(routeRequest(`/jobs/${job!.id}/`)).toEqual({
      kind: 'redirect',
      location: `/jobs/${job!.id}`,
    })
    expect(routeRequest('/jobs/no-such-job?lang=en')).toEqual({
      kind: 'file',
      path: '/jobs/no-such-job',
      notFoundFile: '_pages/en/404.html',
      byChoice: false,
    })
  })

  it('never reads a path as a host name', () => {
    expect(routeRequest('//evil.example/about?lang=en')).toEqual({
      kind: 'file',
      path: '/evil.example/about',
      notFoundFile: '_pages/en/404.html',
      byChoice: false,
    })
  })

  it('answers prerendered files, dotfiles and precompressed copies by their path with 404', () => {
    for (const target of [
      '/_pages/de/index.html?lang=en',
      '/%5Fpages/de/index.html?lang=en',
      '/_headers?lang=en',
      '/robots.txt.br?lang=en',
      '/assets/app.js.gz?lang=en',
      '/.env?lang=en',
      '/assets/.hidden?lang=en',
    ]) {
      expect(routeRequest(target), target).toEqual({
        kind: 'notFound',
        file: '_pages/en/404.html',
        byChoice: false,
      })
    }
  })

  it('looks any other path up as a published file, with the 404 page in the requested language', () => {
    expect(routeRequest('/favicon%2esvg?lang=en')).toEqual({
      kind: 'file',
      path: '/favicon.svg',
      notFoundFile: '_pages/en/404.html',
      byChoice: false,
    })
    expect(routeRequest('/services/extra')).toEqual({
      kind: 'file',
      path: '/services/extra',
      notFoundFile: '_pages/de/404.html',
      byChoice: true,
    })
  })

  it('refuses targets that name no path', () => {
    for (const target of [
      '*',
      'services',
      '',
      '/%zz',
      '/%',
      '/%00',
      '/../x',
      '/%2e%2e/x',
      'http://h#x',
    ]) {
      expect(routeRequest(target), target).toEqual({ kind: 'badRequest' })
    }
  })

  it('reads ?lang by the one rule, every address of the table', () => {
    for (const { target, named, why } of languageAddresses) {
      expect(routeRequest(target, 'en'), `${target}: ${why}`).toEqual({
        kind: 'page',
        file: `_pages/${named ?? 'en'}/services.html`,
        byChoice: named === undefined,
      })
    }
  })

  it('answers in the language of the cookie where the address names none, and says so', () => {
    for (const { target, cookie, language, byChoice, why } of cookieAddresses) {
      const page = target === '/' ? 'index' : 'services'
      expect(routeRequest(target, languageOfCookies(cookie) ?? defaultLanguage), why).toEqual({
        kind: 'page',
        file: `_pages/${language}/${page}.html`,
        byChoice,
      })
    }
    expect(routeRequest('/nowhere', 'en')).toMatchObject({
      notFoundFile: '_pages/en/404.html',
      byChoice: true,
    })
    expect(routeRequest('/_pages/de/index.html', 'en')).toEqual({
      kind: 'notFound',
      file: '_pages/en/404.html',
      byChoice: true,
    })
  })

  it('prerenders every page, the inquiry answers and the 404 view in every language, each to a different file', () => {
    const pageCount = Object.keys(servedPagePaths).length
    expect(prerenderTargets).toHaveLength((pageCount + 1) * languages.length)
    expect(new Set(prerenderTargets.map((target) => target.file)).size).toBe(
      prerenderTargets.length,
    )
    for (const target of prerenderTargets) {
      const route = routeRequest(target.url)
      const file = route.kind === 'file' ? route.notFoundFile : 'file' in route && route.file
      expect(file).toBe(target.file)
    }
  })

  it.each(formIds)(
    'sends posts to the endpoint of the form %s, with the language of the page that sent them',
    (form) => {
      const { endpoint } = forms[form]
      expect(routeRequest(`${endpoint}?lang=en`)).toEqual({ kind: 'inquiry', form, language: 'en' })
      expect(routeRequest(endpoint)).toEqual({ kind: 'inquiry', form, language: 'de' })
      expect(routeRequest(endpoint, 'en')).toEqual({ kind: 'inquiry', form, language: 'en' })
      expect(routeRequest(`${endpoint}/`).kind).toBe('file')
    },
  )

  it('names a not-sent page of each form for every language and reason, none of them a page address', () => {
    const reasons = formIds.flatMap(refusalsOf)
    expect(formRefusalPages).toHaveLength(languages.length * reasons.length)
    expect(formRefusalFile('inquiry', 'en', 'message')).toBe(
      '_pages/en/inquiry-not-sent/message.html',
    )
    expect(formRefusalFile('application', 'de', 'phone')).toBe(
      '_pages/de/application-not-sent/phone.html',
    )
    expect(new Set(formRefusalPages.map(({ file }) => file)).size).toBe(formRefusalPages.length)
    for (const { file } of formRefusalPages)
      expect(routeRequest(`/${file}`)).toMatchObject({ kind: 'notFound' })
  })
})
