/**
 * Forms filled in, for tests that follow every field wherever it goes: a value for each field that
 * the server takes, each recognisably its own field's (made by its kind), so that a test finds
 * each one in the store, the mail or the CSV, and notices one that is missing.
 */
import {
  companyTimeZone,
  fieldNamesOf,
  valueFieldsOf,
  type FieldDeclaration,
  type FieldValue,
  type FormFields,
  type ValueKind,
  type ValuesOf,
} from '@/config/fieldKinds'
import { forms, type FieldsOf, type FormId } from '@/config/forms'
import { inquiryForm } from '@/config/inquiryForm'

import { everyKindForm } from './everyKindForm'

/** Today in the company's time zone, as a date field counts its days. */
export const companyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: companyTimeZone }).format(new Date())

/** The value a field of each kind gets, from its name and place in the form. */
const valueOfKind: {
  [K in ValueKind]: (
    declared: FieldDeclaration<K>,
    field: string,
    position: number,
  ) => FieldValue<K>
} = {
  text: (_, field, position) => `${field} ${position} Müller 🚲`,
  email: (_, field, position) => `${field.toLowerCase()}-${position}@pizzeria-mueller.example`,
  phone: (_, __, position) => `030 555 ${1000 + position}`,
  longText: (_, field, position) => `${field} ${position}: Zwei Fahrer, bitte.\nAb 18 Uhr 🚲`,
  choice: ({ options }, _, position) => options[position % options.length]!,
  choices: ({ options }) => [options[0], options.at(-1)!],
  date: ({ daysBefore, daysAfter }) => {
    const day = new Date(`${companyToday()}T12:00:00Z`)
    day.setUTCDate(day.getUTCDate() + Math.min(daysAfter, Math.max(-daysBefore, 7)))
    return day.toISOString().slice(0, 10)
  },
  smallNumber: ({ min, max }, _, position) => Math.min(max, min + position),
}

const valueOf = <K extends ValueKind>(
  declared: FieldDeclaration<K>,
  field: string,
  position: number,
) => valueOfKind[declared.kind](declared, field, position)

/** What a visitor gave in every field of a form, as the server reads it. */
export const filledInOf = <Fields extends FormFields>(fields: Fields) =>
  Object.fromEntries(
    valueFieldsOf(fields).map((field, position) => [
      field,
      valueOf(fields[field] as FieldDeclaration<ValueKind>, field, position),
    ]),
  ) as ValuesOf<Fields>

/** A value as the form posts it: one text, or one for each box ticked; none for a number left empty. */
export const postedValue = (value: FieldValue): string | string[] =>
  Array.isArray(value) ? [...value] : value === undefined ? '' : String(value)

/** Every field of a form as it posts it: each value, and each consent box ticked. */
export const filledInFormOf = <Fields extends FormFields>(fields: Fields) => {
  const values = filledInOf(fields) as Record<string, FieldValue>
  return Object.fromEntries(
    fieldNamesOf(fields).map((field) => [
      field,
      fields[field]!.kind === 'consent' ? 'on' : postedValue(values[field]!),
    ]),
  ) as Record<keyof Fields, string | string[]>
}

/** A form post's body, with one pair for each box ticked. */
export function formBody(fields: Record<string, string | readonly string[]>): string {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields))
    for (const one of typeof value === 'string' ? [value] : value) body.append(name, one)
  return body.toString()
}

/** What a visitor gave in every field of one of the site's forms, as the server reads it. */
export const filledInOfForm = <F extends FormId>(form: F) =>
  filledInOf(forms[form].fields as FieldsOf<F>)

/** What a visitor typed into every field of the inquiry form, as the server reads it. */
export const filledIn = filledInOf(inquiryForm.fields)

/** Every field of the inquiry form as it posts it. */
export const filledInForm = filledInFormOf(inquiryForm.fields) as Record<
  keyof typeof inquiryForm.fields,
  string
>

/** Every field of the form with a field of every kind, as read and as posted. */
export const everyKindFilledIn = filledInOf(everyKindForm)
export const everyKindFilledInForm = filledInFormOf(everyKindForm)
