/**
 * The kinds of field a form may have: what a field of each kind declares, and what it holds once the
 * server has read it.
 *
 * Every consumer handles each kind by name, in a switch or a map over the kinds that the compiler
 * checks for completeness: the form's controls (src/components/ui/DeclaredField.tsx), the server's
 * checks (src/server/inquiries/readFields.ts), the store's columns
 * (src/server/inquiries/storedInquiries.ts), the mail (src/server/inquiries/inquiryMail.ts), and
 * `npm run inquiries` (`show`, `export`: scripts/lib/inquiriesCommand.ts). A kind added to
 * {@link Kinds} fails `tsc` in each until it is handled there (docs/recipes.md: adding a kind).
 * A form (./formDeclaration.ts) is a list of fields of these kinds.
 *
 * Imported by the page as well as the server: data and types only.
 */
import type { HTMLInputAutoCompleteAttribute } from 'react'

/** What every field with a value declares. */
type Kept = {
  required: boolean
  /**
   * The column of the `inquiries` table that keeps the value: its own name, so that renaming the
   * field in the form does not move the data. Every kind is kept as text (`TEXT NOT NULL DEFAULT
   * ''`, added by a migration), so that a row from before the field existed reads as not given.
   */
  column: string
}

/** A field the visitor types one line into. */
type Typed = Kept & {
  /** Longest accepted value, in characters (Unicode code points): the form's `maxlength` too. */
  limit: number
  /** What the browser may fill in (an HTML autofill name); none where it has nothing to offer. */
  autoComplete?: HTMLInputAutoCompleteAttribute
}

/**
 * The options of a choice, as ids of letters, digits and hyphens (no comma: the store separates
 * the chosen ones with commas); their texts are in the dictionaries, under the field.
 */
type Options = { options: readonly [string, ...string[]] }

/**
 * Each kind: what its declaration says (`declares`) and what the server reads from it (`holds`).
 * `Hint` names the form's texts that may stand below a label.
 */
export type Kinds<Hint extends string = string> = {
  /** One line of text, with no control character and no character that shows nothing. */
  text: { declares: Typed & { hint?: Hint }; holds: string }
  /** An address the company can answer: the browser's rule for `type="email"`, and a dot in the domain. */
  email: { declares: Typed; holds: string }
  /** A phone number that can be dialled, as typed; without a country code, a German one. */
  phone: { declares: Typed; holds: string }
  /** Several lines: line breaks, tabs and right-to-left marks are kept. */
  longText: { declares: Kept & { limit: number; hint?: Hint }; holds: string }
  /** One of the listed options (`''` when an optional one is left unchosen). */
  choice: { declares: Kept & Options & { control: 'select' | 'radios' }; holds: string }
  /** Any of the listed options, each once, in the declaration's order; a required one needs one. */
  choices: { declares: Kept & Options; holds: readonly string[] }
  /**
   * A day of the calendar (`YYYY-MM-DD`; `''` when an optional one is left empty), from
   * `daysBefore` days before today to `daysAfter` days after it, today being the company's
   * ({@link companyTimeZone}).
   */
  date: { declares: Kept & { daysBefore: number; daysAfter: number }; holds: string }
  /** A whole number from `min` to `max` (undefined when an optional one is left empty). */
  smallNumber: { declares: Kept & { min: number; max: number }; holds: number | undefined }
  /** The consent box: required, recorded as a time and the consent text's version, not as a value. */
  consent: { declares: { required: true }; holds: never }
}

export type FieldKind = keyof Kinds

/** The kinds whose value is kept: every kind but consent, which is recorded apart. */
export type ValueKind = Exclude<FieldKind, 'consent'>

/** A field's declaration, by its kind (any kind, or the kinds `K`). */
export type FieldDeclaration<K extends FieldKind = FieldKind, Hint extends string = string> = {
  [Kind in K]: { kind: Kind } & Kinds<Hint>[Kind]['declares']
}[K]

/** What a field of kind `K` holds once read. */
export type FieldValue<K extends ValueKind = ValueKind> = Kinds[K]['holds']

/** A form's fields, by name, in the form's order. */
export type FormFields<Hint extends string = string> = Readonly<
  Record<string, FieldDeclaration<FieldKind, Hint>>
>

/** The fields of a form that hold a value: every field but the consent box. */
export type ValueFieldOf<Fields extends FormFields> = {
  [Name in keyof Fields & string]: Fields[Name]['kind'] extends ValueKind ? Name : never
}[keyof Fields & string]

/** What the visitor gave in each field of a form that holds a value. */
export type ValuesOf<Fields extends FormFields> = {
  [Name in ValueFieldOf<Fields>]: FieldValue<Extract<Fields[Name]['kind'], ValueKind>>
}

/** The fields of a form that offer options (choice, several choices). */
export type ChoiceFieldOf<Fields extends FormFields> = {
  [Name in keyof Fields & string]: Fields[Name] extends Options ? Name : never
}[keyof Fields & string]

/**
 * A text for each option of each field of a form that offers options, from the dictionaries: the
 * compiler asks for one per option id.
 */
export type OptionTextsOf<Fields extends FormFields> = {
  [Name in ChoiceFieldOf<Fields>]: Record<
    Fields[Name] extends Options ? Fields[Name]['options'][number] : never,
    () => string
  >
}

/**
 * The text of one option of a field, from a form's option texts; its key path (`field.option`)
 * where there is none, as a missing text shows everywhere (src/shared/i18n.ts).
 */
export const optionText =
  (texts: object, field: string) =>
  (option: string): string =>
    (texts as Partial<Record<string, Partial<Record<string, () => string>>>>)[field]?.[
      option
    ]?.() ?? `${field}.${option}`

/** The form's field names in its order. */
export const fieldNamesOf = <Fields extends FormFields>(fields: Fields) =>
  Object.keys(fields) as (keyof Fields & string)[]

/** The fields of a form that hold a value, in its order. */
export const valueFieldsOf = <Fields extends FormFields>(fields: Fields) =>
  fieldNamesOf(fields).filter(
    (name): name is ValueFieldOf<Fields> => fields[name]!.kind !== 'consent',
  )

/** Whether a kind's value is shown as a block below the others (a text of several lines). */
const shownAsBlock: Record<ValueKind, boolean> = {
  text: false,
  email: false,
  phone: false,
  longText: true,
  choice: false,
  choices: false,
  date: false,
  smallNumber: false,
}

/**
 * The fields of a form that the mail and `npm run inquiries -- show` write as lines
 * (`Label: value`), or with `block`, below them (a text of several lines), in the form's order.
 */
export const valueFieldsLaidOut = <Fields extends FormFields>(fields: Fields, block: boolean) =>
  valueFieldsOf(fields).filter(
    (name) => shownAsBlock[(fields[name] as FieldDeclaration<ValueKind>).kind] === block,
  )

/** The company's time zone: its today for a date field, its clock in the mail. */
export const companyTimeZone = 'Europe/Berlin'
