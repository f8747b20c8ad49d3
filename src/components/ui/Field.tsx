import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'

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
  label: string
  required?: boolean
  note?: string
  hint?: string
  /** Why the value was not accepted; marks the control invalid. */
  error?: string
  children: (wiring: ControlWiring) => ReactNode
}

/** Label (with a visible `*` when required), optional hint and error, and the control wired to them. */
function FieldFrame({ label, required, note, hint, error, children }: FieldFrameProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
        {note ? <span className="font-normal text-slate-600"> {note}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {children({
        id,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
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

type CommonProps = { label: string; note?: string; hint?: string; error?: string }

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
