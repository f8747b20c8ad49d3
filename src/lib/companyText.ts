import { company } from '@/config/company'
import type { CompanyText } from '@/config/companySchema'
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

/** The firm's name as the legal notice states it: with its legal form, but for a sole trader's. */
export function legalName(language: Language): string {
  const name = companyText(company.name, language)
  const { form } = company.legal
  return form === 'Einzelunternehmen' ? name : `${name} ${companyText(form, language)}`
}
