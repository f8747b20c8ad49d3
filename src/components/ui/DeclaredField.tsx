import type { ReactNode } from 'react'

import type { FieldDeclaration } from '@/config/fieldKinds'
import { useToday } from '@/app/useToday'

import {
  ConsentField,
  OptionGroupField,
  SelectField,
  TextAreaField,
  TextField,
  type FieldOption,
} from './Field'

export type DeclaredFieldProps = {
  /** The field's name in the form post. */
  name: string
  declared: FieldDeclaration
  /** Its label; the consent box's may hold a link. */
  label: ReactNode
  /** After the label of a field that may be left empty: "(optional)". */
  optional: string
  hint?: string
  /** Why the server did not accept the value; marks the control invalid. */
  error?: string
  /** An option's text, by its id. */
  optionText: (option: string) => string
  /** The first entry of a list, while nothing is chosen. */
  choose: string
  /** The value chosen at the start (an option's id for a choice). */
  defaultValue?: string
  /** The options offered here, of those declared (the jobs open today, of every job's). */
  offered?: readonly string[]
  /**
   * Required here, whatever the declaration says: a field the server requires only with some
   * other value (a job that needs a licence) shows it where that value is chosen.
   */
  required?: boolean
}

/** `YYYY-MM-DD`, `days` after a day (before it, when negative). */
function dayAfter(day: Date, days: number): string {
  const date = new Date(day)
  date.setDate(date.getDate() + days)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The control for a field, as its kind (src/config/fieldKinds.ts) calls for: the browser's own,
 * labelled, with the checks the browser makes itself (required, length, an address's shape, a
 * date's and a number's range), and sent as a plain form post without the app.
 */
export function DeclaredField({
  name,
  declared,
  label,
  optional,
  hint,
  error,
  optionText,
  choose,
  defaultValue,
  offered,
  required = declared.required,
}: DeclaredFieldProps) {
  const today = useToday()
  if (declared.kind === 'consent') return <ConsentField name={name} label={label} error={error} />
  const shared = { name, label, note: required ? undefined : optional, hint, required, error }
  const options = (ids: readonly string[]): FieldOption[] =>
    ids
      .filter((id) => offered?.includes(id) ?? true)
      .map((id) => ({ value: id, label: optionText(id) }))
  switch (declared.kind) {
    case 'text':
      return (
        <TextField
          {...shared}
          type="text"
          maxLength={declared.limit}
          autoComplete={declared.autoComplete}
          defaultValue={defaultValue}
        />
      )
    case 'email':
      return (
        <TextField
          {...shared}
          type="email"
          maxLength={declared.limit}
          autoComplete={declared.autoComplete}
        />
      )
    case 'phone':
      return (
        <TextField
          {...shared}
          type="tel"
          maxLength={declared.limit}
          autoComplete={declared.autoComplete}
        />
      )
    case 'longText':
      return <TextAreaField {...shared} maxLength={declared.limit} rows={5} />
    case 'choice':
      return declared.control === 'select' ? (
        <SelectField
          {...shared}
          options={options(declared.options)}
          placeholder={choose}
          defaultValue={defaultValue ?? ''}
        />
      ) : (
        <OptionGroupField
          {...shared}
          type="radio"
          options={options(declared.options)}
          defaultValue={defaultValue}
        />
      )
    case 'choices':
      return (
        <OptionGroupField
          {...shared}
          type="checkbox"
          options={options(declared.options)}
          defaultValue={defaultValue}
        />
      )
    case 'date':
      // Counted from the build's day in the prerendered page and from the visitor's once the app
      // runs (useToday); the server counts from the company's today and says when a day is out.
      return (
        <TextField
          {...shared}
          type="date"
          min={dayAfter(today, -declared.daysBefore)}
          max={dayAfter(today, declared.daysAfter)}
        />
      )
    case 'smallNumber':
      return (
        <TextField
          {...shared}
          type="number"
          inputMode="numeric"
          min={declared.min}
          max={declared.max}
          step={1}
        />
      )
    default: {
      const unknownKind: never = declared
      return unknownKind
    }
  }
}
