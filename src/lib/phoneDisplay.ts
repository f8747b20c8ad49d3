import type { CompanyText } from '@/config/companyFacts'
import { companyText } from '@/lib/companyText'
import type { Language } from '@/lib/language'

/**
 * The style each company phone number is shown in, made by the phone library at build time
 * (src/publish/phoneDisplay.ts, handed over by scripts/build.ts). Where nothing was handed over
 * (the development server before a build, unit tests), a number is shown as its data writes it.
 */
const displays: Partial<Record<string, string>> = JSON.parse(
  import.meta.env.VITE_PHONE_DISPLAY || '{}',
)

/** A company phone number as every page shows it, or its placeholder label while missing. */
export function phoneDisplay(value: CompanyText, language: Language): string {
  return (typeof value === 'string' && displays[value]) || companyText(value, language)
}
