/**
 * The inquiry form, the restaurant owners' (./formDeclaration.ts): its fields in the form's order,
 * each of a kind of ./fieldKinds.ts, and what the site does with a sent form: where it posts, where
 * it is mailed, which texts its mail has, how long it is kept and where the privacy policy speaks
 * of it. Everything that spells a field follows from here: the form renders a control for each
 * (src/components/sections/ContactForm.tsx), the server reads and checks each as its kind says
 * (src/server/inquiries/readFields.ts), the store keeps each in its column
 * (src/server/inquiries/storedInquiries.ts), the mail and `npm run inquiries` (`show`, `export`)
 * print each, and the privacy policy names each, as required or optional.
 *
 * A field's texts are in the dictionaries under its name: its label and why it was refused
 * (`contact.form.<field>`, `contact.form.problems.<field>`), its label in the mail and in
 * `npm run inquiries -- show` (`inquiryMail.<field>`), and how the privacy policy names it
 * (`privacy.contactForm.fields.<field>`); the compiler asks for each. A new column needs a
 * migration (src/server/inquiries/storeMigrations.ts). docs/recipes.md shows how to add a field.
 *
 * Imported by the page as well as the server: data only, nothing that runs on one side alone.
 */
import type { Translation } from '@i18n/i18n-types'

import {
  fieldNamesOf,
  valueFieldsOf,
  type FormFields,
  type ValueFieldOf,
  type ValuesOf,
} from './fieldKinds'
import type { FormDeclaration } from './formDeclaration'

/** A text of the form that may stand below a label (`contact.form.<hint>`), given the limit. */
type InquiryHint = Extract<keyof Translation['contact']['form'], `${string}Hint`>

const fields = {
  name: {
    kind: 'text',
    required: true,
    limit: 200,
    autoComplete: 'name',
    column: 'name',
  },
  email: {
    kind: 'email',
    required: true,
    // RFC 5321's limit for a forward path.
    limit: 254,
    autoComplete: 'email',
    column: 'email',
  },
  company: {
    kind: 'text',
    required: false,
    limit: 200,
    autoComplete: 'organization',
    column: 'company',
  },
  message: {
    kind: 'longText',
    required: true,
    limit: 5000,
    hint: 'messageHint',
    column: 'message',
  },
  gdprConsent: { kind: 'consent', required: true },
} as const satisfies FormFields<InquiryHint>

export const inquiryForm = {
  fields,
  endpoint: '/api/inquiries',
  pages: { received: 'inquiryReceived', notSent: 'inquiryNotSent', form: 'contact' },
  mail: { toSetting: 'INQUIRIES_TO', texts: 'inquiryMail', about: ['company'] },
  retention: { setting: 'INQUIRY_RETENTION_DAYS', days: 180 },
  privacySection: 'contactForm',
} as const satisfies FormDeclaration<typeof fields>

/** A field of the inquiry form, by its name. */
export type InquiryField = keyof typeof fields

/** A field of the inquiry form that holds a value: every field but the consent box. */
export type InquiryValueField = ValueFieldOf<typeof fields>

/** What the visitor gave in each field; an optional text left empty is `''`. */
export type InquiryValues = ValuesOf<typeof fields>

export const inquiryFieldNames = fieldNamesOf(fields)

export const inquiryValueFields = valueFieldsOf(fields)

export const isInquiryValueField = (field: string): field is InquiryValueField =>
  (inquiryValueFields as readonly string[]).includes(field)
