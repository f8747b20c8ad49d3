// @vitest-environment node
import { describe, expect, it } from 'vitest'

import type { FieldDeclaration, ValueKind } from '@/config/fieldKinds'
import { honeypotField } from '@/config/inquiry'
import { inquiryForm, inquiryValueFields } from '@/config/inquiryForm'
import { parseFormBody, readInquiry } from '@/server/inquiries/readInquiry'

import { filledIn, filledInForm } from '../../config/filledInquiry'

const body = (text: string) => Buffer.from(text, 'latin1')
const form = (fields: Record<string, string>) =>
  parseFormBody(Buffer.from(new URLSearchParams(fields).toString()))!

/** Every field of the form filled in, the first four as a visitor typed them here. */
const valid = {
  ...filledInForm,
  name: 'Jörg Müller',
  email: 'joerg@pizzeria-mueller.de',
  company: 'Pizzeria Müller',
  message: 'Zwei Fahrer am Samstag 🚲\r\nab 18 Uhr',
  gdprConsent: 'on',
}

describe('parseFormBody', () => {
  it('decodes plus signs and percent-encoded UTF-8 as a browser sends them', () => {
    const fields = parseFormBody(body('name=J%C3%B6rg+M%C3%BCller&message=%F0%9F%9A%B2&x'))
    expect(fields?.get('name')).toEqual(['Jörg Müller'])
    expect(fields?.get('message')).toEqual(['🚲'])
    expect(fields?.get('x')).toEqual([''])
  })

  it.each([
    ['a malformed escape', 'name=%ZZ'],
    ['a cut-off escape', 'name=abc%4'],
    ['invalid UTF-8', 'name=%C3%28'],
    ['a lone continuation byte', 'message=%80'],
    ['an encoded surrogate half', 'name=%ED%A0%80'],
    ['raw bytes that are no UTF-8', 'name=\xff\xfe'],
  ])('refuses %s', (_, text) => {
    expect(parseFormBody(body(text))).toBeUndefined()
  })

  it('keeps every value of a name sent more than once, in order (a box of several choices each)', () => {
    expect(parseFormBody(body('utm=1&utm=2&name=a'))?.get('utm')).toEqual(['1', '2'])
  })
})

describe('readInquiry', () => {
  it('reads every field as typed, with line breaks as LF, in the language of the sending page', () => {
    expect(readInquiry('inquiry', form(valid), 'en')).toEqual({
      ok: true,
      inquiry: {
        form: 'inquiry',
        ...filledIn,
        name: 'Jörg Müller',
        email: 'joerg@pizzeria-mueller.de',
        company: 'Pizzeria Müller',
        message: 'Zwei Fahrer am Samstag 🚲\nab 18 Uhr',
        language: 'en',
        botSign: undefined,
      },
    })
  })

  it('accepts an inquiry without a company, and trims the one-line fields', () => {
    const read = readInquiry('inquiry', form({ ...valid, company: '', name: '  Erika  ' }), 'de')
    expect(read).toMatchObject({ ok: true, inquiry: { company: '', name: 'Erika' } })
  })

  it.each([
    ['name', 'blank', { name: '   ' }],
    ['name', 'over its limit', { name: 'x'.repeat(inquiryForm.fields.name.limit + 1) }],
    ['name', 'carrying a header', { name: 'Erika\r\nBcc: victim@example.org' }],
    ['name', 'with a NUL', { name: 'Erika\u0000' }],
    ['email', 'empty', { email: '' }],
    ['email', 'no address', { email: 'not an address' }],
    ['email', 'without a dot in the domain', { email: 'erika@localhost' }],
    ['email', 'carrying a header', { email: 'erika@example.org\r\nBcc: victim@example.org' }],
    ['email', 'over its limit', { email: `${'a'.repeat(250)}@example.org` }],
    ['company', 'over its limit', { company: 'x'.repeat(inquiryForm.fields.company.limit + 1) }],
    ['company', 'carrying a header', { company: 'Pizza\nBcc: x' }],
    ['message', 'blank', { message: ' \n ' }],
    ['message', 'over its limit', { message: 'x'.repeat(inquiryForm.fields.message.limit + 1) }],
    ['message', 'with a terminal escape', { message: 'Hallo\u001b[31m' }],
    ['gdprConsent', 'empty', { gdprConsent: '' }],
  ])('refuses the field %s when it is %s', (reason, _, change) => {
    expect(readInquiry('inquiry', form({ ...valid, ...change }), 'de')).toEqual({
      ok: false,
      reason,
    })
  })

  it('counts characters as a visitor does: an emoji is one', () => {
    const emojis = '🚲'.repeat(inquiryForm.fields.message.limit)
    expect(emojis.length).toBe(2 * inquiryForm.fields.message.limit)
    expect(readInquiry('inquiry', form({ ...valid, message: emojis }), 'de').ok).toBe(true)
  })

  it('keeps tabs and line breaks in a message', () => {
    const read = readInquiry('inquiry', form({ ...valid, message: 'a\tb\nc' }), 'de')
    expect(read).toMatchObject({ ok: true, inquiry: { message: 'a\tb\nc' } })
  })

  it.each(inquiryValueFields)(
    'refuses the field %s sent twice: which of the two was meant?',
    (field) => {
      const fields = form(valid)
      fields.set(field, [...fields.get(field)!, 'b'])
      expect(readInquiry('inquiry', fields, 'de')).toEqual({ ok: false, reason: field })
    },
  )

  it('refuses a missing consent field, as a form without the box ticked sends none', () => {
    const fields = form(valid)
    fields.delete('gdprConsent')
    expect(readInquiry('inquiry', fields, 'de')).toEqual({ ok: false, reason: 'gdprConsent' })
  })

  it('knows a bot by the hidden field filled in, and marks a form sent within seconds', () => {
    expect(
      readInquiry('inquiry', form({ ...valid, [honeypotField]: 'http://spam' }), 'de'),
    ).toMatchObject({
      ok: true,
      inquiry: { botSign: 'honeypot' },
    })
    expect(readInquiry('inquiry', form({ ...valid, fillTimeMs: '800' }), 'de')).toMatchObject({
      inquiry: { botSign: 'tooFast' },
    })
    expect(readInquiry('inquiry', form({ ...valid, fillTimeMs: 'soon' }), 'de')).toMatchObject({
      inquiry: { botSign: 'tooFast' },
    })
    expect(readInquiry('inquiry', form({ ...valid, fillTimeMs: '45000' }), 'de')).toMatchObject({
      inquiry: { botSign: undefined },
    })
  })

  it('takes every field in composed form (NFC): José typed either way is the same text', () => {
    const composed = readInquiry(
      'inquiry',
      form({ ...valid, name: 'Jos\u00e9', message: 'Caf\u00e9' }),
      'de',
    )
    const decomposed = readInquiry(
      'inquiry',
      form({ ...valid, name: 'Jose\u0301', message: 'Cafe\u0301' }),
      'de',
    )
    expect(decomposed).toEqual(composed)
    expect(decomposed).toMatchObject({ inquiry: { name: 'José', message: 'Café' } })
  })

  it.each(['name', 'company'] as const)(
    'refuses bidirectional controls in the %s, which would reorder the mail’s subject',
    (field) => {
      for (const control of ['\u202E', '\u2066', '\u200F'])
        expect(
          readInquiry('inquiry', form({ ...valid, [field]: `Eve ${control}gnp.exe` }), 'de'),
        ).toEqual({
          ok: false,
          reason: field,
        })
    },
  )

  it('takes a field called `website` (what autofill may fill in) for no sign of a bot', () => {
    expect(
      readInquiry('inquiry', form({ ...valid, website: 'https://pizzeria.example' }), 'de'),
    ).toMatchObject({ ok: true, inquiry: { botSign: undefined } })
  })

  it.each([
    ['a zero-width space', 'Jörg\u200BMüller'],
    ['a tag character', 'Jörg \u{E0041}'],
    ['a Hangul filler', '\u3164'],
    ['a braille blank', 'Jörg \u2800'],
    ['a soft hyphen', 'Jörg\u00ADMüller'],
    ['a word joiner', 'Jörg\u2060'],
    ['only a variation selector', '\uFE0F'],
  ])('refuses %s in a name or company, which would hide text in the mail', (_, value) => {
    expect(readInquiry('inquiry', form({ ...valid, name: value }), 'de')).toEqual({
      ok: false,
      reason: 'name',
    })
    expect(readInquiry('inquiry', form({ ...valid, company: value }), 'de')).toEqual({
      ok: false,
      reason: 'company',
    })
  })

  it('keeps emoji made of several characters in a name (a joiner, a variation selector)', () => {
    for (const name of ['Koch 👨‍🍳', 'Pizza ❤️', 'Team 👩🏽‍🍳'])
      expect(readInquiry('inquiry', form({ ...valid, name }), 'de')).toMatchObject({
        ok: true,
        inquiry: { name },
      })
  })

  it('refuses a message of nothing a reader sees', () => {
    for (const message of ['\u200B\u200B', '\u3164 \u2800', '\u00A0\u2003\n\u{E0020}'])
      expect(readInquiry('inquiry', form({ ...valid, message }), 'de')).toEqual({
        ok: false,
        reason: 'message',
      })
  })

  it('keeps right-to-left text and its marks in the message', () => {
    const message = 'مرحبا \u200Fشكرا'
    expect(readInquiry('inquiry', form({ ...valid, message }), 'de')).toMatchObject({
      inquiry: { message },
    })
  })

  it.each(inquiryValueFields.filter((field) => 'limit' in inquiryForm.fields[field]))(
    'takes the field %s at its declared limit, and refuses it one character over',
    (field) => {
      const declared = inquiryForm.fields[field] as FieldDeclaration<ValueKind>
      const typed = String(filledIn[field])
      // Longer, and still of its kind: a phone number with spaces between its digits.
      const padded = (length: number) => {
        const padding = length - [...typed].length
        return declared.kind === 'phone'
          ? `${typed[0]}${' '.repeat(padding)}${typed.slice(1)}`
          : `${'x'.repeat(padding)}${typed}`
      }
      const limit = 'limit' in declared ? declared.limit : 0
      expect(
        readInquiry('inquiry', form({ ...valid, [field]: padded(limit) }), 'de'),
      ).toMatchObject({
        ok: true,
        inquiry: { [field]: padded(limit) },
      })
      expect(readInquiry('inquiry', form({ ...valid, [field]: padded(limit + 1) }), 'de')).toEqual({
        ok: false,
        reason: field,
      })
    },
  )
})
