import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ButtonLink } from '@/components/ui/ButtonLink'

import { renderWithRouter } from '../../renderWithRouter'

describe('ButtonLink', () => {
  it("adds the caller's classes to the variant's look", async () => {
    await renderWithRouter(
      <ButtonLink to="/contact" variant="secondary" className="w-full">
        Contact
      </ButtonLink>,
    )
    const link = screen.getByRole('link', { name: 'Contact' })
    expect(link).toHaveClass('w-full', 'border-brand-700', 'min-h-11', 'px-5')
    expect(link).not.toHaveClass('bg-brand-700')
  })
})
