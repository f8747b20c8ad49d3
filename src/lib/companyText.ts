import type { CompanyText } from '@/config/company'
import { translators } from '@/lib/i18n'
import type { Language } from '@/lib/language'
import { useLanguage } from '@/lib/useLanguage'

/** A company fact as text: the value itself, or `[label]` in the reader's language while missing. */
export function companyText(value: CompanyText, language: Language): string {
  return typeof value === 'string'
    ? value
    : `[${translators[language].placeholders[value.placeholder]()}]`
}

export function useCompanyText(): (value: CompanyText) => string {
  const language = useLanguage()
  return (value) => companyText(value, language)
}
