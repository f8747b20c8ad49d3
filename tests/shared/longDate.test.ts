import { describe, expect, it } from 'vitest'

import { translators } from '@/shared/i18n'
import { languageLocales, languages } from '@/shared/language'
import { formatLongDate } from '@/shared/longDate'

// Every month, with one- and two-digit days, across a year change.
const dates = Array.from({ length: 13 }, (_, month) => new Date(2030, month, month % 2 ? 9 : 28))

describe.each(languages)('formatLongDate (%s)', (language) => {
  it('writes a date as Intl.DateTimeFormat writes it in the long style of the language’s locale', () => {
    const intl = new Intl.DateTimeFormat(languageLocales[language], { dateStyle: 'long' })
    for (const date of dates) {
      expect(formatLongDate(date, translators[language].dates)).toBe(intl.format(date))
    }
  })
})
