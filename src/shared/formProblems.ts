import type { FieldDeclaration, FieldKind } from '@/config/fieldKinds'
import { forms, type FormId } from '@/config/forms'
import type { FormRefusal } from '@/config/inquiry'
import type { FormTexts } from '@/shared/formTexts'

/** The app's own reason on top of the server's: no answer came (offline, or none within the limit). */
export type FormProblem<F extends FormId = FormId> = FormRefusal<F> | 'noConnection'

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

/**
 * What a visitor reads about why a form was not sent, in the form's words (`texts`, its
 * FormTexts), with the field's limits filled in.
 */
export function problemText<F extends FormId>(
  form: F,
  texts: FormTexts<F>,
  problem: FormProblem<F>,
): string {
  const fields: Record<string, FieldDeclaration> = forms[form].fields
  // Each text takes the values its words name, of those its field's kind offers.
  const text = (
    texts.problems as Record<FormProblem<F>, (values: Record<string, number>) => string>
  )[problem]
  return text(Object.hasOwn(fields, problem) ? valuesOf(fields[problem]!) : {})
}
