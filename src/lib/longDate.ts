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
 * first `Intl.DateTimeFormat` of a page loads the locale's calendar data: 25 to 90 ms at full
 * speed in Chromium, a single task that would block input while the app hydrates.
 */
export function formatLongDate(date: Date, dates: TranslationFunctions['dates']): string {
  return dates.long({
    day: date.getDate(),
    month: dates.months[monthIds[date.getMonth()]!](),
    year: date.getFullYear(),
  })
}
