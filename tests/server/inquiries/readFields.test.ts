// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { readFields } from '@/server/inquiries/readFields'
import { parseFormBody } from '@/server/inquiries/readInquiry'

import { everyKindForm } from '../../config/everyKindForm'
import { everyKindFilledIn, everyKindFilledInForm, formBody } from '../../config/filledInquiry'

/** A day in Berlin's winter: the company's today is 2026-02-10 (date fields count from it). */
const now = new Date('2026-02-10T10:00:00Z')

/** The form with a field of every kind filled in, dates counted from {@link now}. */
const valid = { ...everyKindFilledInForm, date: '2026-02-17' }

const read = (change: Record<string, string | string[]>) =>
  readFields(everyKindForm, parseFormBody(Buffer.from(formBody({ ...valid, ...change })))!, now)

const refused = (field: keyof typeof everyKindForm) => ({ ok: false, field })

describe('readFields: each kind checked as it says', () => {
  it('reads a field of every kind, each as its kind holds it', () => {
    expect(read({})).toEqual({
      ok: true,
      values: { ...everyKindFilledIn, date: '2026-02-17' },
    })
  })

  it('text: one line, with nothing hidden in it', () => {
    expect(read({ text: '  Erika  ' })).toMatchObject({ values: { text: 'Erika' } })
    for (const text of ['Erika\r\nBcc: x', 'Eve \u202Egnp.exe', '\u200B', 'x'.repeat(61)])
      expect(read({ text })).toEqual(refused('text'))
  })

  it('email: an address the company can answer', () => {
    for (const email of ['not an address', 'erika@localhost', 'erika@example.org\nBcc: x'])
      expect(read({ email })).toEqual(refused('email'))
  })

  it('phone: a number that can be dialled, kept as typed', () => {
    for (const phone of ['+49 30 5551000', '(030) 555 1000', '0171 2345678', '+48 512 345 678'])
      expect(read({ phone })).toMatchObject({ ok: true, values: { phone } })
    for (const phone of [
      'tomorrow',
      'call 030 5551000',
      // Too short to be anyone's number, and a German one without its area code.
      '030 123',
      '555 1000',
      // No such area code, and a mobile number a digit short.
      '+49 0123 4567890',
      '0171 234567',
      '+999 12345678',
    ])
      expect(read({ phone }), phone).toEqual(refused('phone'))
  })

  it('long text: several lines, kept with their breaks as LF', () => {
    expect(read({ longText: 'a\r\nb\tc' })).toMatchObject({ values: { longText: 'a\nb\tc' } })
    for (const longText of [' \n ', 'Hallo\u001b[31m', 'x'.repeat(501)])
      expect(read({ longText })).toEqual(refused('longText'))
  })

  it('choice: one of its options, or none when optional', () => {
    expect(read({ choice: 'car' })).toMatchObject({ values: { choice: 'car' } })
    expect(read({ choiceInList: '' })).toMatchObject({ values: { choiceInList: '' } })
    for (const choice of ['plane', 'Car', '', ['car', 'bicycle']])
      expect(read({ choice })).toEqual(refused('choice'))
  })

  it('several choices: each one of its options, once, in the declaration’s order', () => {
    expect(read({ choices: ['polish', 'german'] })).toMatchObject({
      values: { choices: ['german', 'polish'] },
    })
    for (const choices of [['latin'], ['german', 'german'], ['german', ''], []])
      expect(read({ choices }), String(choices)).toEqual(refused('choices'))
  })

  it('date: a day the calendar has, within its days from the company’s today', () => {
    expect(read({ date: '2026-02-10' })).toMatchObject({ values: { date: '2026-02-10' } })
    expect(read({ date: '2026-05-11' })).toMatchObject({ values: { date: '2026-05-11' } })
    for (const date of [
      '2026-02-30',
      '2026-13-01',
      'tomorrow',
      '17.02.2026',
      '2026-2-17',
      '',
      // Yesterday (no day before today is declared), and one day past the 90 after it.
      '2026-02-09',
      '2026-05-12',
    ])
      expect(read({ date }), date).toEqual(refused('date'))
  })

  it('date: today is the company’s, in Berlin, whatever the server’s clock zone', () => {
    // 23:30 UTC on 9 February is already 10 February in Berlin.
    const lateEvening = new Date('2026-02-09T23:30:00Z')
    const sent = parseFormBody(Buffer.from(formBody({ ...valid, date: '2026-02-10' })))!
    expect(readFields(everyKindForm, sent, lateEvening)).toMatchObject({ ok: true })
  })

  it('small number: a whole number within its range', () => {
    expect(read({ smallNumber: ' 20 ' })).toMatchObject({ values: { smallNumber: 20 } })
    expect(read({ smallNumber: '1' })).toMatchObject({ values: { smallNumber: 1 } })
    for (const smallNumber of ['0', '21', '-3', '2.5', '1e1', '+3', '0x10', 'zwei', '', ['2', '3']])
      expect(read({ smallNumber }), String(smallNumber)).toEqual(refused('smallNumber'))
  })

  it('consent: the box ticked, once', () => {
    for (const consent of ['', ['on', 'on']])
      expect(read({ consent }), String(consent)).toEqual(refused('consent'))
  })

  it('names the first field, in the form’s order, that it refuses', () => {
    expect(read({ smallNumber: '99', phone: 'x', choice: 'plane' })).toEqual(refused('phone'))
  })
})
