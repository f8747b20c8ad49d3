import { describe, expect, it } from 'vitest'

import type { FieldDeclaration, ValueKind } from '@/config/fieldKinds'
import { inquiryBodyLimitBytes } from '@/config/inquiry'
import { inquiryFieldNames, inquiryForm, inquiryValueFields } from '@/config/inquiryForm'
import { largestValue } from '@/server/inquiries/storedInquiries'

import { postedValue } from './filledInquiry'

describe('the declaration of the inquiry form', () => {
  it('keeps a form with every field at its largest below the body limit, each character sent as three bytes encoded', () => {
    // `%XX` for each of three UTF-8 bytes: 9 bytes a character, plus the field's name, `=` and `&`.
    const largest = inquiryValueFields.reduce((bytes, field) => {
      const posted = postedValue(
        largestValue(inquiryForm.fields[field] as FieldDeclaration<ValueKind>),
      )
      const values = typeof posted === 'string' ? [posted] : posted
      return values.reduce((sum, value) => sum + field.length + 2 + 9 * [...value].length, bytes)
    }, 0)
    expect(largest).toBeGreaterThan(9 * inquiryForm.fields.message.limit)
    expect(largest).toBeLessThan(inquiryBodyLimitBytes)
  })

  it('asks for consent with a box of its own, which an inquiry needs', () => {
    const boxes = inquiryFieldNames.filter((field) => inquiryForm.fields[field].kind === 'consent')
    expect(boxes).toEqual(['gdprConsent'])
    expect(inquiryForm.fields.gdprConsent.required).toBe(true)
  })
})
