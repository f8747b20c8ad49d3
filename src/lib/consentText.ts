import { inquiryRetentionDays } from '@/config/site'
import { translators } from '@/lib/i18n'
import type { Language } from '@/lib/language'

/**
 * The consent the inquiry form asks for, as its label reads (the link's text included): the server
 * records with each inquiry which version of it the visitor ticked (docs/inquiries.md).
 */
export function consentText(language: Language): string {
  const form = translators[language].contact.form
  return `${form.consent({ days: inquiryRetentionDays })} ${form.consentPrivacyLink()}.`
}
