/**
 * The site's forms, each declared once (./formDeclaration.ts): the restaurant owners' inquiry, the
 * drivers' application and the callback request. Their posts travel the same way: the same checks
 * and spam rules, the one store (each row names its form), outbox, health, erasure, backup and
 * restore, and `npm run inquiries`; each is mailed to its own mailbox under its own subject. A form
 * added here fails the compiler where something still has to be said for it (docs/recipes.md:
 * adding a form).
 *
 * Imported by the page as well as the server: data and types only.
 */
import { applicationForm } from './applicationForm'
import { callbackForm } from './callbackForm'
import {
  fieldNamesOf,
  valueFieldsOf,
  type ChoiceFieldOf,
  type FieldValue,
  type ValueFieldOf,
  type ValuesOf,
} from './fieldKinds'
import { inquiryForm } from './inquiryForm'

export const forms = {
  inquiry: inquiryForm,
  application: applicationForm,
  callback: callbackForm,
}

export type Forms = typeof forms
/** A form's id: kept with each form sent (the store's `form` column). */
export type FormId = keyof Forms
export const formIds = Object.keys(forms) as FormId[]

export const isFormId = (value: unknown): value is FormId =>
  typeof value === 'string' && Object.hasOwn(forms, value)

export type FieldsOf<F extends FormId> = Forms[F]['fields']
/** A field of a form (of each form of a union), by its name. */
export type FieldOf<F extends FormId> = F extends FormId ? keyof FieldsOf<F> & string : never
/** A field of a form that holds a value: every field but the consent box. */
export type ValueFieldOfForm<F extends FormId> = F extends FormId
  ? ValueFieldOf<FieldsOf<F>>
  : never
/** A field of any form that holds a value. */
export type AnyValueField = ValueFieldOfForm<FormId>
/** A field of any form that offers options. */
export type AnyChoiceField = { [F in FormId]: ChoiceFieldOf<FieldsOf<F>> }[FormId]

/** What was sent with one of the forms: which one, and what the visitor gave in each field. */
export type SentValues = { [F in FormId]: { form: F } & ValuesOf<FieldsOf<F>> }[FormId]

/** What was sent in a field of the form (`undefined` for a field the form does not have). */
export const valueOf = (sent: SentValues, field: string): FieldValue | undefined =>
  (sent as Partial<Record<string, FieldValue>>)[field]

/** A form's field names in its order. */
export const fieldNamesOfForm = <F extends FormId>(form: F) =>
  fieldNamesOf(forms[form].fields) as FieldOf<F>[]

/** A form's fields that hold a value, in its order. */
export const valueFieldsOfForm = <F extends FormId>(form: F) =>
  valueFieldsOf(forms[form].fields) as ValueFieldOfForm<F>[]
