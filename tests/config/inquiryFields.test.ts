import { describe, expect, it } from 'vitest'

import { inquiryBodyLimitBytes } from '@/config/inquiry'
import { inquiryFieldNames, inquiryFields, inquiryTypedFields } from '@/config/inquiryFields'

describe('the declaration of the inquiry form’s fields', () => {
  it('keeps a form with every field at its limit below the body limit, each character sent as three bytes encoded', () => {
    // `%XX` for each of three UTF-8 bytes: 9 bytes a character, plus the field's name, `=` and `&`.
    const largest = inquiryTypedFields.reduce(
      (bytes, field) => bytes + field.length + 2 + 9 * inquiryFields[field].limit,
      0,
    )
    expect(largest).toBeLessThan(inquiryBodyLimitBytes)
  })

  it('asks for consent with a box of its own, which an inquiry needs', () => {
    const boxes = inquiryFieldNames.filter((field) => inquiryFields[field].type === 'checkbox')
    expect(boxes).toEqual(['gdprConsent'])
    expect(inquiryFields.gdprConsent.required).toBe(true)
  })
})
