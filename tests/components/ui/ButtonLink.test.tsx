import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ButtonLink } from '@/components/ui/ButtonLink'

import { renderWithRouter } from '../../renderWithRouter'

describe('ButtonLink', () => {
  it("takes the caller's class over the variant's for the same property", async () => {
    await renderWithRouter(
      <ButtonLink to="/contact" variant="secondary" className="w-full px-8">
        Contact
      </ButtonLink>,
    )
    const link = screen.getByRole('link', { name: 'Contact' })
    expect(link).toHaveClass('px-8', 'w-full', 'border-brand-700', 'min-h-11')
    expect(link).not.toHaveClass('px-5')
    expect(link).not.toHaveClass('bg-brand-700')
  })
})
