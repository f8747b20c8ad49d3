import type { FormattersInitializer } from 'typesafe-i18n'

import type { Formatters, Locales } from './i18n-types.js'

/**
 * `{limit:number|count}`: a number as the language writes it (5.000 in German, 5,000 in English).
 * The number format is made at its first use: making one costs a phone tens of milliseconds, which
 * the translator's creation (while the page hydrates) would otherwise pay on every page, also on
 * those that write no such number (docs/performance.md, 2026-11-29, morning).
 */
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale) => {
  let numbers: Intl.NumberFormat | undefined
  return { count: (value: number) => (numbers ??= new Intl.NumberFormat(locale)).format(value) }
}
