/**
 * The inquiry form filled in, for tests that follow every field wherever it goes: a value for each
 * field of src/config/inquiryFields.ts that the server takes, each recognisably its own field's, so
 * that a test finds each one in the store, the mail or the CSV, and notices one that is missing.
 */
import {
  inquiryFieldNames,
  inquiryFields,
  inquiryTypedFields,
  type InquiryField,
  type InquiryTypedField,
  type InquiryValues,
  type TypedFieldDeclaration,
} from '@/config/inquiryFields'

function valueOf(field: InquiryTypedField, position: number): string {
  const declared: TypedFieldDeclaration = inquiryFields[field]
  switch (declared.type) {
    case 'email':
      return `${field.toLowerCase()}-${position}@pizzeria-mueller.example`
    case 'tel':
      return `030 555 ${1000 + position}`
    case 'textarea':
      return `${field} ${position}: Zwei Fahrer, bitte.\nAb 18 Uhr 🚲`
    default:
      return `${field} ${position} Müller 🚲`
  }
}

/** What a visitor typed into every typed field, as the server reads it. */
export const filledIn = Object.fromEntries(
  inquiryTypedFields.map((field, position) => [field, valueOf(field, position)]),
) as InquiryValues

/** Every field as the form posts it: the typed ones, and each box ticked. */
export const filledInForm = Object.fromEntries(
  inquiryFieldNames.map((field) => [
    field,
    inquiryFields[field].type === 'checkbox' ? 'on' : filledIn[field as InquiryTypedField],
  ]),
) as Record<InquiryField, string>
