import type { CompanyText } from '@/config/company'
import { useCompanyText } from '@/lib/companyText'

/** A company fact from the company data, or its placeholder label in the reader's language. */
export function CompanyFact({ value }: { value: CompanyText }) {
  return useCompanyText()(value)
}
