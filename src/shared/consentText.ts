import { inquiryRetentionDays } from '@/shared/buildSettings'
import { translators } from '@/shared/i18n'
import type { Language } from '@/shared/language'

/**
 * The consent the inquiry form asks for, as its label reads (the link's text included): the server
 * records with each inquiry which version of it the visitor ticked (docs/inquiries.md). Recorded
 * with plain spaces: the label's non-breaking ones (`180 Tage`) only keep a number by its unit.
 */
export function consentText(language: Language): string {
  const form = translators[language].contact.form
  return `${form.consent({ days: inquiryRetentionDays })} ${form.consentPrivacyLink()}.`.replace(
    /\u00a0/g,
    ' ',
  )
}
