import { describe, expect, it } from 'vitest'

import { dataAttribute, fallbackHrefKey, loaderStatusKey } from '@/enhance/contract'

describe('dataAttribute', () => {
  it('spells a dataset key as the attribute the browser maps it to', () => {
    const element = document.createElement('div')
    for (const key of ['entry', 'preloadNarrow', 'languageStorageKey', fallbackHrefKey]) {
      element.dataset[key] = 'x'
      expect(element.hasAttribute(dataAttribute(key)), key).toBe(true)
    }
    expect(dataAttribute(loaderStatusKey)).toBe('data-loader-status')
  })
})
