// Written by `npm run i18n` from the languages declared in src/config/languages.ts.
import de from './de'
import en from './en'

export const dictionaries = { de, en }
