import type { InquiryRefusal } from '@/config/inquiry'
import { inquiryFields, isTypedField } from '@/config/inquiryFields'
import type { TranslationFunctions } from '@/shared/i18n'

/** The app's own reason on top of the server's: no answer came (offline, or none within the limit). */
export type InquiryProblem = InquiryRefusal | 'noConnection'

/** What a visitor reads about why an inquiry was not sent, with the field's limit filled in. */
export function inquiryProblemText(
  problems: TranslationFunctions['contact']['form']['problems'],
  problem: InquiryProblem,
): string {
  return isTypedField(problem)
    ? problems[problem]({ limit: inquiryFields[problem].limit })
    : problems[problem]()
}
