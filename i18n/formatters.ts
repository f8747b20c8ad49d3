import type { FormattersInitializer } from 'typesafe-i18n'

import type { Formatters, Locales } from './i18n-types.js'

/** `{limit:number|count}`: a number as the language writes it (5.000 in German, 5,000 in English). */
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale) => {
  const numbers = new Intl.NumberFormat(locale)
  return { count: (value: number) => numbers.format(value) }
}
