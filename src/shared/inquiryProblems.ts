import { inquiryFieldLimits, type InquiryRefusal } from '@/config/inquiry'
import type { TranslationFunctions } from '@/shared/i18n'

/** The app's own reason on top of the server's: no answer came (offline, or none within the limit). */
export type InquiryProblem = InquiryRefusal | 'noConnection'

/** What a visitor reads about why an inquiry was not sent, with the server's limits filled in. */
export function inquiryProblemText(
  problems: TranslationFunctions['contact']['form']['problems'],
  problem: InquiryProblem,
): string {
  switch (problem) {
    case 'name':
    case 'company':
    case 'message':
      return problems[problem]({ limit: inquiryFieldLimits[problem] })
    default:
      return problems[problem]()
  }
}
