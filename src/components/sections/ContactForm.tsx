import { Link } from '@tanstack/react-router'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { optionText } from '@/config/fieldKinds'
import { honeypotField, inquiryEndpoint } from '@/config/inquiry'
import {
  inquiryFieldNames,
  inquiryForm,
  isInquiryValueField,
  type InquiryField,
} from '@/config/inquiryForm'
import { buttonVariants } from '@/components/ui/buttonVariants'
import { DeclaredField } from '@/components/ui/DeclaredField'
import { linkVariants } from '@/components/ui/linkVariants'
import { sendInquiry } from '@/app/sendInquiry'
import { useLanguage, useTranslations } from '@/app/useLanguage'
import { inquiryRetentionDays } from '@/shared/buildSettings'
import type { TranslationFunctions } from '@/shared/i18n'
import { inquiryOptionTexts } from '@/shared/inquiryOptionTexts'
import { inquiryProblemText, type InquiryProblem } from '@/shared/inquiryProblems'

import { DirectContactLinks } from './DirectContactLinks'
import { InquiryConfirmation, type SentInquiry } from './InquiryConfirmation'
import { InquirySentNotice } from './InquirySentNotice'

/** How long the success state stays before the form resets (R-FORM-4 in docs/requirements.md). */
export const successDisplayMs = 3000

type FormState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'success' }
  /** `length`: characters in the refused field (a box of several lines says it with the error). */
  | { status: 'failed'; problem: InquiryProblem; length: number }

/**
 * The inquiry form. The browser's own validation applies on the page; the server checks again and
 * stores the inquiry (src/server/inquiries/). The fields are uncontrolled: what a visitor types
 * before the app has hydrated stays as it is, and so does everything typed when sending fails.
 *
 * Without the app it is a plain form that posts to the server, which answers with a page. With the
 * app it sends in the background: busy while it waits (a second tap sends nothing), the German
 * success text only once the server has confirmed, then the 3 s and the cleared fields; on a
 * failure, why, in the page's language, with the phone number and e-mail address. Beside the
 * success text a confirmation of what arrived stays until the visitor sends again or leaves.
 */
export function ContactForm() {
  const { contact } = useTranslations()
  const t = contact.form
  const language = useLanguage()
  const headingId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const sending = useRef(false)
  const [state, setState] = useState<FormState>({ status: 'idle' })
  const [sent, setSent] = useState<SentInquiry>()
  const confirmationRef = useRef<HTMLDivElement>(null)
  const problem = state.status === 'failed' ? state.problem : undefined
  const optionTexts = inquiryOptionTexts()

  useEffect(() => {
    if (state.status !== 'success') return
    const timer = setTimeout(() => {
      setState({ status: 'idle' })
      formRef.current?.reset()
    }, successDisplayMs)
    return () => clearTimeout(timer)
  }, [state.status])

  useEffect(() => {
    if (sent) confirmationRef.current?.focus()
  }, [sent])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (sending.current) return
    sending.current = true
    setState({ status: 'sending' })
    setSent(undefined)
    const typed = new FormData(form)
    const result = await sendInquiry(form)
    sending.current = false
    if (result.received) {
      setState({ status: 'success' })
      setSent({
        name: String(typed.get('name') ?? ''),
        email: String(typed.get('email') ?? ''),
        receivedAt: new Date(),
      })
      return
    }
    const named = form.elements.namedItem(result.problem)
    // A group of radio buttons or boxes is a list of its controls: the first gets the focus.
    const field = named instanceof RadioNodeList ? named[0] : named
    const value = field instanceof HTMLTextAreaElement ? field.value : ''
    setState({ status: 'failed', problem: result.problem, length: [...value].length })
    // A field the server refused gets the focus, so that the visitor lands on what to change.
    if (field instanceof HTMLElement) field.focus()
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t.heading()}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t.requiredExplanation()}</p>
      <form
        ref={formRef}
        method="post"
        action={`${inquiryEndpoint}?lang=${language}`}
        acceptCharset="utf-8"
        onSubmit={submit}
        className="mt-6 space-y-5"
      >
        {inquiryFieldNames.map((field) => (
          <DeclaredField
            key={field}
            name={field}
            declared={inquiryForm.fields[field]}
            label={isInquiryValueField(field) ? t[field]() : <ConsentLabel />}
            optional={t.optional()}
            hint={hintOf(t, field)}
            error={
              state.status === 'failed' && state.problem === field
                ? fieldError(t, field, state.length)
                : undefined
            }
            optionText={optionText(optionTexts, field)}
            choose={t.choose()}
          />
        ))}
        <Honeypot label={t.honeypot()} />
        <button
          type="submit"
          aria-disabled={state.status === 'sending' || undefined}
          className={buttonVariants()}
        >
          {state.status === 'sending' ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              {t.sending()}
            </>
          ) : (
            t.submit()
          )}
        </button>
        <p role="status" className="min-h-7 font-semibold text-brand-800">
          {state.status === 'success' ? (
            <InquirySentNotice />
          ) : state.status === 'sending' ? (
            <span className="sr-only">{t.sendingStatus()}</span>
          ) : null}
        </p>
        <div role="alert">
          {problem ? (
            <div className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-slate-900">
              <p className="font-semibold">{t.notSent()}</p>
              <p className="mt-1">{inquiryProblemText(t.problems, problem)}</p>
              <p className="mt-2">{t.keptEntries()}</p>
              <DirectContactLinks className="mt-2 space-y-1" />
            </div>
          ) : null}
        </div>
        {sent ? (
          <InquiryConfirmation
            ref={confirmationRef}
            sent={sent}
            className="rounded-lg border-2 border-brand-700 bg-brand-50 p-4 text-slate-800"
          />
        ) : null}
      </form>
    </section>
  )
}

/** The consent box's label: what the visitor agrees to, and the privacy policy, in a new tab. */
function ConsentLabel() {
  const { contact, common } = useTranslations()
  return (
    <>
      {contact.form.consent({ days: inquiryRetentionDays })}{' '}
      {/* A new tab, so that reading the policy never costs what has been typed here. */}
      <Link to="/privacy" target="_blank" rel="noopener" className={linkVariants()}>
        {contact.form.consentPrivacyLink()}
        <span className="sr-only"> {common.externalLinkHint()}</span>
      </Link>
      .
    </>
  )
}

/** The text below a field's label, if its declaration names one. */
function hintOf(t: TranslationFunctions['contact']['form'], field: InquiryField) {
  const declared = inquiryForm.fields[field]
  return 'hint' in declared ? t[declared.hint]({ limit: declared.limit }) : undefined
}

/** Why the server refused a field; for a box of several lines, with its length. */
function fieldError(
  t: TranslationFunctions['contact']['form'],
  field: InquiryField,
  length: number,
): string {
  const why = inquiryProblemText(t.problems, field)
  return inquiryForm.fields[field].kind === 'longText'
    ? `${why} ${t.messageLength({ length })}`
    : why
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
