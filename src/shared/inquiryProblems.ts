import type { FieldDeclaration, FieldKind } from '@/config/fieldKinds'
import type { InquiryRefusal } from '@/config/inquiry'
import { inquiryForm, type InquiryField } from '@/config/inquiryForm'
import type { TranslationFunctions } from '@/shared/i18n'

/** The app's own reason on top of the server's: no answer came (offline, or none within the limit). */
export type InquiryProblem = InquiryRefusal | 'noConnection'

/** What each kind's refusal may say of its declaration: a text's limit, a number's range. */
const problemValues: {
  [K in FieldKind]: (declared: FieldDeclaration<K>) => Record<string, number>
} = {
  text: ({ limit }) => ({ limit }),
  email: ({ limit }) => ({ limit }),
  phone: ({ limit }) => ({ limit }),
  longText: ({ limit }) => ({ limit }),
  choice: () => ({}),
  choices: () => ({}),
  date: ({ daysBefore, daysAfter }) => ({ daysBefore, daysAfter }),
  smallNumber: ({ min, max }) => ({ min, max }),
  consent: () => ({}),
}

const valuesOf = <K extends FieldKind>(declared: FieldDeclaration<K>) =>
  problemValues[declared.kind](declared)

const isField = (problem: InquiryProblem): problem is InquiryField =>
  Object.hasOwn(inquiryForm.fields, problem)

/** What a visitor reads about why an inquiry was not sent, with the field's limits filled in. */
export function inquiryProblemText(
  problems: TranslationFunctions['contact']['form']['problems'],
  problem: InquiryProblem,
): string {
  // Each text takes the values its words name, of those its field's kind offers.
  const text = problems[problem] as (values: Record<string, number>) => string
  return text(isField(problem) ? valuesOf(inquiryForm.fields[problem]) : {})
}
