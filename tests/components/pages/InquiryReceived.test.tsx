import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { CompanyData } from '@/config/companySchema'
import { company as example } from '@/config/examples/company'
import { InquiryReceived } from '@/components/pages/InquiryReceived'
import { translators } from '@/shared/i18n'

import { renderWithRouter } from '../../renderWithRouter'

// The filled-in example, or a variant a test puts in here before it renders.
const shown = vi.hoisted(() => ({ company: {} as unknown }))
vi.mock('@/config/company', () => shown)
beforeEach(() => {
  shown.company = example
})

/** The page's main text, its spaces as a reader sees them. */
const pageText = () => (document.body.textContent ?? '').replace(/\s+/g, ' ')
const spaced = (text: string) => text.replace(/\s+/g, ' ')
const occurrences = (text: string, part: string) => text.split(part).length - 1

describe('the page the form without the app leads to', () => {
  it.each(['de', 'en'] as const)(
    'in %s, says once when the answer comes, and gives the phone for what cannot wait',
    async (language) => {
      await renderWithRouter(<InquiryReceived />, { path: `/?lang=${language}` })
      const t = translators[language]
      const text = pageText()
      expect(text).toContain(t.contact.form.success())
      expect(text).toContain(t.inquiryReceived.arrived())
      expect(occurrences(text, spaced(t.trust.answerInPhoneHours({ hours: 4 })))).toBe(1)
      expect(text).not.toContain(t.trust.answerSoon())
      expect(text).toContain(t.inquiryReceived.urgent())
      expect(screen.getByRole('link', { name: '+49 30 23125 000' })).toHaveAttribute(
        'href',
        'tel:+493023125000',
      )
    },
  )

  it('promises no time where the data makes no promise', async () => {
    const data: CompanyData = { ...example }
    delete data.inquiryAnswerHours
    shown.company = data
    await renderWithRouter(<InquiryReceived />, { path: '/?lang=de' })
    const text = pageText()
    expect(occurrences(text, translators.de.trust.answerSoon())).toBe(1)
    expect(text).not.toMatch(/innerhalb von/)
  })
})
