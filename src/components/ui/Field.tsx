import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

import { cn } from '@/app/cn'

const control =
  'mt-2 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-700'

/** What the control needs to be read with its label's hint and error. */
type ControlWiring = {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

type FieldFrameProps = {
  label: ReactNode
  required?: boolean
  note?: string
  hint?: string
  /** Why the value was not accepted; marks the control invalid. */
  error?: string
  children: (wiring: ControlWiring) => ReactNode
}

/** A label's text, with a visible `*` when required, and a note such as "(optional)". */
function LabelText({
  label,
  required,
  note,
}: Pick<FieldFrameProps, 'label' | 'required' | 'note'>) {
  return (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : null}
      {note ? <span className="font-normal text-slate-600"> {note}</span> : null}
    </>
  )
}

/** The hint and the error below a label, with their ids for `aria-describedby`. */
function useDescriptions(id: string, hint: string | undefined, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return {
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    descriptions: (
      <>
        {hint ? (
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </>
    ),
  }
}

/** Label (with a visible `*` when required), optional hint and error, and the control wired to them. */
function FieldFrame({ label, required, note, hint, error, children }: FieldFrameProps) {
  const id = useId()
  const { describedBy, descriptions } = useDescriptions(id, hint, error)
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        <LabelText label={label} required={required} note={note} />
      </label>
      {descriptions}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
    </div>
  )
}

/** A field's error message, in the GOV.UK place: between the label and the control. */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 font-semibold text-red-700">
      {children}
    </p>
  )
}

type CommonProps = { label: ReactNode; note?: string; hint?: string; error?: string }

export function TextField({
  label,
  note,
  hint,
  error,
  required,
  ...input
}: CommonProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} note={note} hint={hint} error={error} required={required}>
      {/* An explicit type, also for text: some accessibility checkers flag inputs without one. */}
      {(wiring) => (
        <input type="text" {...wiring} required={required} className={control} {...input} />
      )}
    </FieldFrame>
  )
}

export function TextAreaField({
  label,
  note,
  hint,
  error,
  required,
  ...textarea
}: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} note={note} hint={hint} error={error} required={required}>
      {(wiring) => (
        <textarea
          {...wiring}
          required={required}
          className={cn(control, 'resize-y')}
          {...textarea}
        />
      )}
    </FieldFrame>
  )
}

/** An option of a list or group: its value, and the text the visitor reads. */
export type FieldOption = { value: string; label: string }

export function SelectField({
  label,
  note,
  hint,
  error,
  required,
  options,
  placeholder,
  ...select
}: CommonProps & {
  options: readonly FieldOption[]
  /** The first, empty entry: nothing chosen yet (a required list refuses it). */
  placeholder: string
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} note={note} hint={hint} error={error} required={required}>
      {(wiring) => (
        <select {...wiring} required={required} className={control} defaultValue="" {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

/**
 * Radio buttons (one of the options) or checkboxes (any of them) in a fieldset, whose legend is the
 * label. A required group of radio buttons is checked by the browser; for checkboxes the browser
 * has no "at least one", and the server says so.
 */
export function OptionGroupField({
  label,
  note,
  hint,
  error,
  required,
  type,
  name,
  options,
  defaultValue,
}: CommonProps & {
  type: 'radio' | 'checkbox'
  name: string
  required: boolean
  options: readonly FieldOption[]
  /** The option ticked at the start. */
  defaultValue?: string
}) {
  const id = useId()
  const { describedBy, descriptions } = useDescriptions(id, hint, error)
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="font-semibold text-slate-900">
        <LabelText label={label} required={required} note={note} />
      </legend>
      {descriptions}
      <div className="mt-2 space-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-6 items-center gap-3 text-slate-800">
            <input
              type={type}
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              required={type === 'radio' ? required : undefined}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The box a visitor ticks to consent, required; its label may hold a link (to the privacy policy). */
export function ConsentField({
  label,
  error,
  name,
}: {
  label: ReactNode
  error?: string
  name: string
}) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <div className="flex gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          required
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
      </div>
    </div>
  )
}
