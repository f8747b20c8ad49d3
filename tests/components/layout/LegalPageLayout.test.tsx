import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { LegalPageLayout } from '@/components/layout/LegalPageLayout'

describe('LegalPageLayout', () => {
  it('sets its text at the narrow measure instead of the page width', () => {
    render(
      <LegalPageLayout title="Impressum">
        <p>Text</p>
      </LegalPageLayout>,
    )
    const frame = screen.getByRole('heading', { level: 1, name: 'Impressum' }).parentElement
    expect(frame).toHaveClass('max-w-prose')
    expect(frame).not.toHaveClass('max-w-6xl')
  })
})
