import { Link } from '@tanstack/react-router'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { optionText, type FieldDeclaration } from '@/config/fieldKinds'
import { fieldNamesOfForm, forms, type FieldOf, type FormId } from '@/config/forms'
import { honeypotField } from '@/config/inquiry'
import { buttonVariants } from '@/components/ui/buttonVariants'
import { DeclaredField } from '@/components/ui/DeclaredField'
import { linkVariants } from '@/components/ui/linkVariants'
import { cn } from '@/app/cn'
import { sendForm } from '@/app/sendForm'
import { useLanguage, useTranslations } from '@/app/useLanguage'
import { retentionDaysOf } from '@/shared/buildSettings'
import { problemText, type FormProblem } from '@/shared/formProblems'
import { fieldText, formTextsFor, formTextsOf, hintText, optionTextsOf } from '@/shared/formTexts'

import { DirectContactLinks } from './DirectContactLinks'

/** What the visitor sent, as the form knew it when the server confirmed it. */
export type SentForm = {
  /** Each field's value as posted (the last, for a field of several values). */
  values: Readonly<Record<string, string>>
  receivedAt: Date
}

type FormState<F extends FormId> =
  | { status: 'idle' }
  | { status: 'sending' }
  /** Only where the form has a success notice: shown for its time, then the fields are cleared. */
  | { status: 'success' }
  /** `length`: characters in the refused field (a box of several lines says it with the error). */
  | { status: 'failed'; problem: FormProblem<F>; length: number }

/** What a page changes of a field's declaration for its visitors. */
export type FieldAdjustment = {
  /** The value chosen at the start (a job's page preselects its job). */
  defaultValue?: string
  /** Required on this page, where the declaration leaves it to the server. */
  required?: boolean
  /** A text below the label for this page, in place of the declared one. */
  hint?: string
  /** The options offered on this page, of those declared. */
  offered?: readonly string[]
}

type DeclaredFormProps<F extends FormId> = {
  form: F
  /** The lasting confirmation of what arrived, in a box that takes the focus once. */
  confirmation: (sent: SentForm) => ReactNode
  /**
   * The specification's success state (the inquiry's only): this notice for `ms`, then the fields
   * are cleared. Without it, the fields are cleared at once and the confirmation says it all.
   */
  success?: { notice: ReactNode; ms: number }
  adjust?: Partial<Record<FieldOf<F>, FieldAdjustment>>
  /** Called with the form whenever one of its fields changes. */
  onChange?: (element: HTMLFormElement) => void
  className?: string
}

/**
 * A form as its declaration says (src/config/forms.ts). The browser's own validation applies on
 * the page; the server checks again and stores what was sent (src/server/inquiries/). The fields
 * are uncontrolled: what a visitor types before the app has hydrated stays as it is, and so does
 * everything typed when sending fails.
 *
 * Without the app it is a plain form that posts to the server, which answers with a page. With the
 * app it sends in the background: busy while it waits (a second tap sends nothing), the
 * confirmation only once the server has confirmed; on a failure, why, in the page's language, with
 * the phone number and e-mail address, and the focus on the field to change. The confirmation stays
 * until the visitor sends again or leaves.
 */
export function DeclaredForm<F extends FormId>({
  form,
  confirmation,
  success,
  adjust,
  onChange,
  className,
}: DeclaredFormProps<F>) {
  const texts = formTextsFor(form, useTranslations())
  const language = useLanguage()
  const formRef = useRef<HTMLFormElement>(null)
  const sending = useRef(false)
  const [state, setState] = useState<FormState<F>>({ status: 'idle' })
  const [sent, setSent] = useState<SentForm>()
  const confirmationRef = useRef<HTMLDivElement>(null)
  const problem = state.status === 'failed' ? state.problem : undefined
  const fields: Readonly<Record<string, FieldDeclaration>> = forms[form].fields
  const options = optionTextsOf[form](language)

  useEffect(() => {
    if (state.status !== 'success' || !success) return
    const timer = setTimeout(() => {
      setState({ status: 'idle' })
      formRef.current?.reset()
    }, success.ms)
    return () => clearTimeout(timer)
  }, [state.status, success])

  useEffect(() => {
    if (sent) confirmationRef.current?.focus()
  }, [sent])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    if (sending.current) return
    sending.current = true
    setState({ status: 'sending' })
    setSent(undefined)
    const typed = Object.fromEntries(
      [...new FormData(element)].map(([name, value]) => [name, String(value)]),
    )
    const result = await sendForm(form, element)
    sending.current = false
    if (result.received) {
      if (success) setState({ status: 'success' })
      else {
        setState({ status: 'idle' })
        element.reset()
      }
      setSent({ values: typed, receivedAt: new Date() })
      return
    }
    const named = element.elements.namedItem(result.problem)
    // A group of radio buttons or boxes is a list of its controls: the first gets the focus.
    const field = named instanceof RadioNodeList ? named[0] : named
    const value = field instanceof HTMLTextAreaElement ? field.value : ''
    setState({ status: 'failed', problem: result.problem, length: [...value].length })
    // A field the server refused gets the focus, so that the visitor lands on what to change.
    if (field instanceof HTMLElement) field.focus()
  }

  /** Why the server refused a field; for a box of several lines, with its length. */
  const fieldError = (field: FieldOf<F>, length: number) => {
    const why = problemText(form, texts, field)
    return fields[field]!.kind === 'longText' && 'messageLength' in texts
      ? `${why} ${texts.messageLength({ length })}`
      : why
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={`${forms[form].endpoint}?lang=${language}`}
      acceptCharset="utf-8"
      onSubmit={submit}
      onChange={(event) => onChange?.(event.currentTarget)}
      className={cn('space-y-5', className)}
    >
      <p className="text-sm text-slate-600">{texts.requiredExplanation()}</p>
      {fieldNamesOfForm(form).map((field) => {
        const declared = fields[field]!
        const adjusted: FieldAdjustment = adjust?.[field] ?? {}
        return (
          <DeclaredField
            key={field}
            name={field}
            declared={declared}
            label={
              declared.kind === 'consent' ? <ConsentLabel form={form} /> : fieldText(texts, field)
            }
            optional={texts.optional()}
            hint={adjusted.hint ?? hintText(texts, declared)}
            error={
              state.status === 'failed' && state.problem === field
                ? fieldError(field, state.length)
                : undefined
            }
            optionText={optionText(options, field)}
            choose={texts.choose()}
            defaultValue={adjusted.defaultValue}
            offered={adjusted.offered}
            required={adjusted.required}
          />
        )
      })}
      <Honeypot label={texts.honeypot()} />
      <button
        type="submit"
        aria-disabled={state.status === 'sending' || undefined}
        className={buttonVariants()}
      >
        {state.status === 'sending' ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            {texts.sending()}
          </>
        ) : (
          texts.submit()
        )}
      </button>
      <p role="status" className={cn('font-semibold text-brand-800', success && 'min-h-7')}>
        {state.status === 'success' && success ? (
          success.notice
        ) : state.status === 'sending' ? (
          <span className="sr-only">{texts.sendingStatus()}</span>
        ) : null}
      </p>
      <div role="alert">
        {problem ? (
          <div className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-slate-900">
            <p className="font-semibold">{texts.notSent()}</p>
            <p className="mt-1">{problemText(form, texts, problem)}</p>
            <p className="mt-2">{texts.keptEntries()}</p>
            <DirectContactLinks className="mt-2 space-y-1" />
          </div>
        ) : null}
      </div>
      {sent ? (
        // Focused once it appears, so a screen reader reads it once, and never a Tab stop.
        <div
          ref={confirmationRef}
          tabIndex={-1}
          className="space-y-2 rounded-lg border-2 border-brand-700 bg-brand-50 p-4 text-slate-800"
        >
          {confirmation(sent)}
        </div>
      ) : null}
    </form>
  )
}

/** The consent box's label: what the visitor agrees to, and the privacy policy, in a new tab. */
function ConsentLabel({ form }: { form: FormId }) {
  const translations = useTranslations()
  const texts = formTextsOf[form](translations)
  return (
    <>
      {texts.consent({ days: retentionDaysOf[form] })}{' '}
      {/* A new tab, so that reading the policy never costs what has been typed here. */}
      <Link to="/privacy" target="_blank" rel="noopener" className={linkVariants()}>
        {texts.consentPrivacyLink()}
        <span className="sr-only"> {translations.common.externalLinkHint()}</span>
      </Link>
      .
    </>
  )
}

/**
 * The field bots fill in and people never see: clipped away, hidden from assistive technology, out
 * of the Tab order, with a name that means nothing to autofill, `autocomplete="off"`, and the marks
 * by which password managers (1Password, LastPass, Bitwarden, Dashlane) leave a field alone.
 */
function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {label}
        <input
          type="text"
          name={honeypotField}
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore="true"
          data-form-type="other"
        />
      </label>
    </div>
  )
}
