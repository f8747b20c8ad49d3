import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ButtonLink } from '@/components/ui/ButtonLink'

import { renderWithRouter } from '../../renderWithRouter'

describe('ButtonLink', () => {
  it('is a router link: it leads to its page in the language being read', async () => {
    await renderWithRouter(<ButtonLink to="/contact">Contact</ButtonLink>, { path: '/?lang=en' })
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact?lang=en',
    )
  })
})
