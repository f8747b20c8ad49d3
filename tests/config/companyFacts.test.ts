import { describe, expect, it } from 'vitest'

import { dialNumber } from '@/config/companyFacts'

describe('the number a tel: link dials', () => {
  it.each([
    ['+49 30 1234567', '+49301234567'],
    ['0049 30 1234567', '+49301234567'],
    ['030 1234567', '+49301234567'],
    ['(030) 123 45-67', '+49301234567'],
    ['+49 (0)30 1234567', '+49301234567'],
    ['0171/1234567', '+491711234567'],
    ['+43 1 5041234', '+4315041234'],
  ])('%s dials %s', (display, dial) => {
    expect(dialNumber(display)).toBe(dial)
  })

  it.each(['', 'ab 9 Uhr', '12345', '+49 30', '+49 30 1234567 890123'])(
    '"%s" is no number to dial',
    (display) => {
      expect(dialNumber(display)).toBeUndefined()
    },
  )
})
