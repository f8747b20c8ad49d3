import { describe, expect, it } from 'vitest'

import { parseSiteSearch } from '@/router'
import { Route as root } from '@/routes/__root'

import { languageAddresses } from '../e2e/support/languageAddresses'

/** What the root route hands the pages as `lang`, for the query of `target` as a browser has it. */
function routerLanguage(target: string) {
  const search = new URL(target, 'https://www.example.com').search
  const validate = root.options.validateSearch as (search: Record<string, unknown>) => {
    lang?: string
  }
  return validate(parseSiteSearch(search)).lang
}

describe("the router's reading of ?lang", () => {
  it('follows the one rule on every address of the table', () => {
    for (const { target, named, why } of languageAddresses)
      expect(routerLanguage(target), `${target}: ${why}`).toBe(named)
  })

  it('keeps the other parameters as plain strings', () => {
    expect(parseSiteSearch('?utm_source=%22x%22&lang=en')).toEqual({
      utm_source: '"x"',
      lang: 'en',
    })
  })
})
