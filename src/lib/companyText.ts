import { company } from '@/config/company'
import { isPlaceholder, type CompanyText } from '@/config/companyFacts'
import type { LegalFacts } from '@/config/companySchema'
import { translators } from '@/lib/i18n'
import type { Language } from '@/lib/language'
import { formatLongDate } from '@/lib/longDate'
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

/**
 * The firm's name as the legal notice states it: `name` and the legal form once after it, but for
 * a sole trader's, whose name is the owner's.
 */
export function legalName(language: Language, { name, legal } = company): string {
  const named = companyText(name, language)
  return legal.form === 'Einzelunternehmen'
    ? named
    : `${named} ${companyText(legal.form, language)}`
}

/** Who represents the firm, as its legal form has it. */
export function representation(legal: LegalFacts): {
  role: 'managingDirectors' | 'owner' | 'partners'
  people: readonly CompanyText[]
} {
  if ('managingDirectors' in legal)
    return { role: 'managingDirectors', people: legal.managingDirectors }
  if ('owner' in legal) return { role: 'owner', people: [legal.owner] }
  return { role: 'partners', people: legal.partners }
}

/** A day of the company data (`2024-03-01`) as the page writes it, or its placeholder. */
export function companyDate(value: CompanyText, language: Language): string {
  return typeof value === 'string'
    ? formatLongDate(new Date(`${value}T12:00:00`), translators[language].dates)
    : companyText(value, language)
}

/** What the imprint says of a worker-leasing permit's end: a day, no limit, or its placeholder. */
export function permitValidity(validUntil: CompanyText, language: Language): string {
  const t = translators[language].imprint
  if (isPlaceholder(validUntil))
    return t.permitValidity({ value: companyText(validUntil, language) })
  return validUntil === 'unlimited'
    ? t.permitUnlimited()
    : t.permitLimited({ date: companyDate(validUntil, language) })
}
