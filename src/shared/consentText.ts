import type { FormId } from '@/config/forms'
import { retentionDaysOf } from '@/shared/buildSettings'
import { formTextsOf } from '@/shared/formTexts'
import { translators } from '@/shared/i18n'
import type { Language } from '@/shared/language'

/**
 * The consent a form asks for, as its label reads (the link's text included): the server records
 * with each form sent which version of it the visitor ticked (docs/inquiries.md). Recorded with
 * plain spaces: the label's non-breaking ones (`180 Tage`) only keep a number by its unit.
 */
export function consentText(form: FormId, language: Language): string {
  const texts = formTextsOf[form](translators[language])
  return `${texts.consent({ days: retentionDaysOf[form] })} ${texts.consentPrivacyLink()}.`.replace(
    /\u00a0/g,
    ' ',
  )
}
