import type { TranslationFunctions } from '@i18n/i18n-types'

const monthIds = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const

/**
 * A date written out the way `Intl.DateTimeFormat`'s `dateStyle: 'long'` writes it in the
 * language's locale ("22. November 2026", "22 November 2026"), from the dictionaries. Creating the
 * first `Intl.DateTimeFormat` of a page loads the locale's calendar data in a single long task
 * that would block input while the app hydrates (docs/performance.md, 2026-11-22).
 */
export function formatLongDate(date: Date, dates: TranslationFunctions['dates']): string {
  return dates.long({
    day: date.getDate(),
    month: dates.months[monthIds[date.getMonth()]!](),
    year: date.getFullYear(),
  })
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The time of day on the visitor's clock, 24-hour (`09:05`): when a form of theirs arrived. */
const clockTimeOf = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`

/** The day and the time a form arrived, as a confirmation's `receivedAt` text takes them. */
export const dateAndTimeOf = (date: Date, dates: TranslationFunctions['dates']) => ({
  date: formatLongDate(date, dates),
  time: clockTimeOf(date),
})
