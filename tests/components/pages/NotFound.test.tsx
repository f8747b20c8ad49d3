import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import de from '@i18n/de'
import en from '@i18n/en'
import { NotFound } from '@/components/pages/NotFound'

import { renderWithRouter } from '../../renderWithRouter'

describe('NotFound', () => {
  for (const [language, dictionary, other] of [
    ['de', de, 'en'],
    ['en', en, 'de'],
  ] as const) {
    it(`in ${language} marks its sentence in the other language as ${other}`, async () => {
      await renderWithRouter(<NotFound />, { path: `/?lang=${language}` })
      expect(screen.getByText(dictionary.notFound.otherLanguage)).toHaveAttribute('lang', other)
    })
  }
})
