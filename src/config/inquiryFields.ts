/**
 * The inquiry form's fields, declared once, in the form's order. Everything that spells a field
 * follows from here: the form renders a control for each (src/components/sections/ContactForm.tsx),
 * the server reads and checks each as its type says (src/server/inquiries/readInquiry.ts), the
 * store keeps each in its column (src/server/inquiries/storedInquiries.ts), the mail and
 * `npm run inquiries` (`show`, `export`) print each, and the privacy policy names each, as required
 * or optional.
 *
 * A field's texts are in the dictionaries under its name: its label and why it was refused
 * (`contact.form.<field>`, `contact.form.problems.<field>`), its label in the mail and in
 * `npm run inquiries -- show` (`inquiryMail.<field>`), and how the privacy policy names it
 * (`privacy.contactForm.fields.<field>`); the compiler asks for each. A new column needs a
 * migration (src/server/inquiries/storeMigrations.ts). docs/recipes.md shows how to add a field.
 *
 * Imported by the page as well as the server: data only, nothing that runs on one side alone.
 */
import type { HTMLInputAutoCompleteAttribute } from 'react'

import type { Translation } from '@i18n/i18n-types'

/** A field the visitor types into. */
export type TypedFieldDeclaration = {
  /**
   * The control: an `<input>` of this type, or a `<textarea>` for text of several lines. The
   * server checks the value as the type says: `email` as the browser does, and more; `textarea` may
   * hold line breaks, tabs and right-to-left marks; every other type is one line, with no character
   * that shows nothing.
   */
  type: 'text' | 'email' | 'tel' | 'textarea'
  required: boolean
  /** Longest accepted value, in characters (Unicode code points): the form's `maxlength` too. */
  limit: number
  /** What the browser may fill in (an HTML autofill name); none where it has nothing to offer. */
  autoComplete?: HTMLInputAutoCompleteAttribute
  /** A text below the label (`contact.form.<hint>`), given the limit. */
  hint?: Extract<keyof Translation['contact']['form'], `${string}Hint`>
  /**
   * The column of the `inquiries` table that keeps the value: its own name, so that renaming the
   * field in the form does not move the data. Added by a migration as `TEXT NOT NULL DEFAULT ''`.
   */
  column: string
  /** In the mail and `npm run inquiries -- show`: a line `Label: value`, or a block below them. */
  layout: 'line' | 'block'
}

/** The consent box: recorded as a time and the consent text's version, not as a value. */
type ConsentFieldDeclaration = { type: 'checkbox'; required: true }

type InquiryFieldDeclaration = TypedFieldDeclaration | ConsentFieldDeclaration

export const inquiryFields = {
  name: {
    type: 'text',
    required: true,
    limit: 200,
    autoComplete: 'name',
    column: 'name',
    layout: 'line',
  },
  email: {
    type: 'email',
    required: true,
    // RFC 5321's limit for a forward path.
    limit: 254,
    autoComplete: 'email',
    column: 'email',
    layout: 'line',
  },
  company: {
    type: 'text',
    required: false,
    limit: 200,
    autoComplete: 'organization',
    column: 'company',
    layout: 'line',
  },
  message: {
    type: 'textarea',
    required: true,
    limit: 5000,
    hint: 'messageHint',
    column: 'message',
    layout: 'block',
  },
  gdprConsent: { type: 'checkbox', required: true },
} as const satisfies Record<string, InquiryFieldDeclaration>

/** A field of the form, by its `name`. */
export type InquiryField = keyof typeof inquiryFields

/** A field the visitor types into: every field but the consent box. */
export type InquiryTypedField = {
  [Field in InquiryField]: (typeof inquiryFields)[Field] extends TypedFieldDeclaration
    ? Field
    : never
}[InquiryField]

/** What the visitor typed into each typed field; an optional one left empty is `''`. */
export type InquiryValues = Record<InquiryTypedField, string>

export const inquiryFieldNames = Object.keys(inquiryFields) as InquiryField[]

export const isTypedField = (field: string): field is InquiryTypedField =>
  Object.hasOwn(inquiryFields, field) && inquiryFields[field as InquiryField].type !== 'checkbox'

export const inquiryTypedFields = inquiryFieldNames.filter(isTypedField)

/** The typed fields with this layout in the mail and `npm run inquiries -- show`, in order. */
export const typedFieldsLaidOut = (layout: TypedFieldDeclaration['layout']) =>
  inquiryTypedFields.filter((field) => inquiryFields[field].layout === layout)
