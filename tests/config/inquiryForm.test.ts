import { describe, expect, it } from 'vitest'

import type { FieldDeclaration, ValueKind } from '@/config/fieldKinds'
import { fieldNamesOfForm, formIds, forms, valueFieldsOfForm } from '@/config/forms'
import { inquiryBodyLimitBytes } from '@/config/inquiry'
import { inquiryForm } from '@/config/inquiryForm'
import { largestValue } from '@/server/inquiries/storedInquiries'

import { postedValue } from './filledInquiry'

describe.each(formIds)('the declaration of the form %s', (form) => {
  const fields: Readonly<Record<string, FieldDeclaration>> = forms[form].fields

  it('keeps the form with every field at its largest below the body limit, each character sent as three bytes encoded', () => {
    // `%XX` for each of three UTF-8 bytes: 9 bytes a character, plus the field's name, `=` and `&`.
    const largest = valueFieldsOfForm(form).reduce((bytes, field) => {
      const posted = postedValue(largestValue(fields[field] as FieldDeclaration<ValueKind>))
      const values = typeof posted === 'string' ? [posted] : posted
      return values.reduce((sum, value) => sum + field.length + 2 + 9 * [...value].length, bytes)
    }, 0)
    expect(largest).toBeLessThan(inquiryBodyLimitBytes)
    if (form === 'inquiry') expect(largest).toBeGreaterThan(9 * inquiryForm.fields.message.limit)
  })

  it('asks for consent with a box of its own, which a post of it needs', () => {
    const boxes = fieldNamesOfForm(form).filter((field) => fields[field]!.kind === 'consent')
    expect(boxes).toHaveLength(1)
    expect(fields[boxes[0]!]!.required).toBe(true)
  })

  it('posts to an endpoint of its own, answered by pages of its own', () => {
    const others = formIds.filter((other) => other !== form).map((other) => forms[other])
    expect(others.map(({ endpoint }) => endpoint)).not.toContain(forms[form].endpoint)
    for (const page of [forms[form].pages.received, forms[form].pages.notSent])
      expect(others.flatMap(({ pages }) => [pages.received, pages.notSent])).not.toContain(page)
  })
})
