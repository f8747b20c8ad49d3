import type { FormattersInitializer } from 'typesafe-i18n'

import type { Formatters, Locales } from './i18n-types.js'

// No formatters yet; typesafe-i18n creates this file once and then leaves it to us.
export const initFormatters: FormattersInitializer<Locales, Formatters> = () => ({})
