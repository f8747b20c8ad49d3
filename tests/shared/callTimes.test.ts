import { describe, expect, it } from 'vitest'

import { callTimesOf } from '@/config/callbackForm'
import type { WeeklyHours } from '@/config/companySchema'
import { callTimeText, callWindow } from '@/shared/callTimes'
import { translators } from '@/shared/i18n'

/** The example's phone hours: weekdays 08:00–20:00, Saturdays 10:00–16:00. */
const hours: WeeklyHours = [
  { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '20:00' },
  { days: ['sa'], opens: '10:00', closes: '16:00' },
]

/** A moment on the company's clock in winter (CET, UTC+1). 2026-12-04 is a Friday. */
const berlin = (dayAndTime: string) => new Date(`${dayAndTime}:00+01:00`)

const de = translators.de
const en = translators.en

describe('when a callback may be asked for', () => {
  it('offers as soon as possible, and each part of the day the phone is answered in for an hour', () => {
    expect(callTimesOf(hours)).toEqual(['asap', 'morning', 'afternoon'])
    expect(callTimesOf([{ days: ['mo'], opens: '13:00', closes: '17:00' }])).toEqual([
      'asap',
      'afternoon',
    ])
    // Half an hour after noon is no afternoon to offer.
    expect(callTimesOf([{ days: ['mo'], opens: '09:00', closes: '12:30' }])).toEqual([
      'asap',
      'morning',
    ])
  })

  it('offers only as soon as possible where the company data states no phone hours', () => {
    expect(callTimesOf(undefined)).toEqual(['asap'])
    expect(callWindow('asap', berlin('2026-12-04T10:00'), undefined)).toBeUndefined()
    expect(callTimeText('asap', undefined, de, { relative: true })).toBe('so bald wie möglich')
  })
})

describe('when the call comes', () => {
  it('within the phone hours left today, or from the next day’s', () => {
    expect(callWindow('asap', berlin('2026-12-04T10:15'), hours)).toMatchObject({
      day: '2026-12-04',
      dayOffset: 0,
      begun: true,
    })
    // Friday, a quarter of an hour before the phone closes: Saturday's hours.
    const late = callWindow('asap', berlin('2026-12-04T19:45'), hours)!
    expect(late).toMatchObject({ day: '2026-12-05', weekday: 'sa', dayOffset: 1, begun: false })
    expect(callTimeText('asap', late, en, { relative: true })).toBe(
      'as soon as we can, tomorrow from 10:00',
    )
  })

  it('in the part of the day chosen, on the first day that has it: Saturday afternoon leads to Monday', () => {
    const afternoon = callWindow('afternoon', berlin('2026-12-05T15:50'), hours)!
    expect(afternoon).toMatchObject({ day: '2026-12-07', weekday: 'mo', dayOffset: 2 })
    expect(callTimeText('afternoon', afternoon, de, { relative: true })).toBe(
      'am Montag, 7. Dezember 2026, zwischen 12:00 und 20:00\u00a0Uhr',
    )
    // A morning asked for in the morning: until noon, today.
    const morning = callWindow('morning', berlin('2026-12-04T09:30'), hours)!
    expect(callTimeText('morning', morning, de, { relative: true })).toBe(
      'heute bis 12:00\u00a0Uhr',
    )
    expect(callTimeText('morning', morning, de, { relative: false })).toBe(
      'am Freitag, 4. Dezember 2026, bis 12:00\u00a0Uhr',
    )
  })

  it('counts on the company’s clock, whatever the season', () => {
    // 06:30 UTC is 08:30 in Berlin in summer (CEST): the morning has begun.
    const summer = callWindow('morning', new Date('2026-07-03T06:30:00Z'), hours)!
    expect(summer).toMatchObject({ day: '2026-07-03', weekday: 'fr', begun: true })
    // 23:30 UTC on a Friday is already Saturday in Berlin.
    expect(callWindow('asap', new Date('2026-12-04T23:30:00Z'), hours)).toMatchObject({
      day: '2026-12-05',
      dayOffset: 0,
      begun: false,
    })
  })
})
