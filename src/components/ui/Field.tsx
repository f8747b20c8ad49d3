import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'

import { cn } from '@/lib/utils'

const control =
  'mt-2 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-700'

type FieldFrameProps = {
  label: string
  required?: boolean
  note?: string
  hint?: string
  children: (ids: { id: string; hintId: string | undefined }) => ReactNode
}

/** Label (with a visible `*` when required), optional hint, and the control wired to both. */
function FieldFrame({ label, required, note, hint, children }: FieldFrameProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
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
      {children({ id, hintId })}
    </div>
  )
}

type CommonProps = { label: string; note?: string; hint?: string }

export function TextField({
  label,
  note,
  hint,
  required,
  ...input
}: CommonProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} note={note} hint={hint} required={required}>
      {({ id, hintId }) => (
        <input
          id={id}
          aria-describedby={hintId}
          required={required}
          className={control}
          {...input}
        />
      )}
    </FieldFrame>
  )
}

export function TextAreaField({
  label,
  note,
  hint,
  required,
  ...textarea
}: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} note={note} hint={hint} required={required}>
      {({ id, hintId }) => (
        <textarea
          id={id}
          aria-describedby={hintId}
          required={required}
          className={cn(control, 'resize-y')}
          {...textarea}
        />
      )}
    </FieldFrame>
  )
}
