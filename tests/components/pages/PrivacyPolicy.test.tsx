import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import de from '@i18n/de'
import en from '@i18n/en'
import { additionalPrivacySections, numberedPrivacySections } from '@/content/privacy'
import { PrivacyPolicy } from '@/components/pages/PrivacyPolicy'

import { renderWithRouter } from '../../renderWithRouter'

/** Every heading in document order as `h<level> text`. */
const outline = () =>
  screen
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`)

describe('PrivacyPolicy headings', () => {
  for (const [language, dictionary] of [
    ['de', de],
    ['en', en],
  ] as const) {
    it(`form an outline in ${language}: nine numbered h2 (the right to object an h3 of its own under the rights), then the unnumbered sections as h3 under an h2 of their own`, async () => {
      await renderWithRouter(<PrivacyPolicy />, { path: `/privacy?lang=${language}` })
      const t = dictionary.privacy
      expect(outline()).toEqual([
        `h1 ${t.title}`,
        ...numberedPrivacySections.flatMap((id, index) => [
          `h2 ${index + 1}. ${t[id].title}`,
          ...(id === 'rights' ? [`h3 ${t.rights.objectionTitle}`] : []),
        ]),
        `h2 ${t.additionalHeading}`,
        ...additionalPrivacySections.map((id) => `h3 ${t[id].title}`),
      ])
    })
  }
})
