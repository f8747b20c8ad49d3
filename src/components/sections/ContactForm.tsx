import { Link } from '@tanstack/react-router'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import {
  honeypotField,
  inquiryEndpoint,
  inquiryFieldLimits,
  type InquiryField,
} from '@/config/inquiry'
import { buttonVariants } from '@/components/ui/buttonVariants'
import { FieldError, TextAreaField, TextField } from '@/components/ui/Field'
import { linkVariants } from '@/components/ui/linkVariants'
import { useAnswerPromise } from '@/app/availability'
import { sendInquiry } from '@/app/sendInquiry'
import { useLanguage, useTranslations } from '@/app/useLanguage'
import { inquiryRetentionDays } from '@/shared/buildSettings'
import { inquiryProblemText, type InquiryProblem } from '@/shared/inquiryProblems'

import { DirectContactLinks } from './DirectContactLinks'
import { InquirySentNotice } from './InquirySentNotice'

/** How long the success state stays before the form resets (R-FORM-4 in docs/requirements.md). */
export const successDisplayMs = 3000

type FormState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'success' }
  | { status: 'failed'; problem: InquiryProblem; messageLength: number }

/**
 * The inquiry form. The browser's own validation applies on the page; the server checks again and
 * stores the inquiry (src/server/inquiries/). The fields are uncontrolled: what a visitor types
 * before the app has hydrated stays as it is, and so does everything typed when sending fails.
 *
 * Without the app it is a plain form that posts to the server, which answers with a page. With the
 * app it sends in the background: busy while it waits (a second tap sends nothing), the German
 * success text only once the server has confirmed, then the 3 s and the cleared fields; on a
 * failure, why, in the page's language, with the phone number and e-mail address.
 */
export function ContactForm() {
  const { contact, common } = useTranslations()
  const t = contact.form
  const language = useLanguage()
  const answerPromise = useAnswerPromise()
  const headingId = useId()
  const consentId = useId()
  const consentErrorId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const sending = useRef(false)
  const [state, setState] = useState<FormState>({ status: 'idle' })
  const problem = state.status === 'failed' ? state.problem : undefined
  const fieldError = (field: InquiryField) =>
    problem === field ? inquiryProblemText(t.problems, field) : undefined
  const consentError = fieldError('gdprConsent')

  useEffect(() => {
    if (state.status !== 'success') return
    const timer = setTimeout(() => {
      setState({ status: 'idle' })
      formRef.current?.reset()
    }, successDisplayMs)
    return () => clearTimeout(timer)
  }, [state.status])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (sending.current) return
    sending.current = true
    setState({ status: 'sending' })
    const result = await sendInquiry(form)
    sending.current = false
    if (result.received) {
      setState({ status: 'success' })
      return
    }
    const message = form.elements.namedItem('message') as HTMLTextAreaElement
    setState({
      status: 'failed',
      problem: result.problem,
      messageLength: [...message.value].length,
    })
    // A field the server refused gets the focus, so that the visitor lands on what to change.
    const field = form.elements.namedItem(result.problem)
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
      {answerPromise ? <p className="mt-2 text-slate-700">{answerPromise}</p> : null}
      <p className="mt-2 text-sm text-slate-600">{t.requiredExplanation()}</p>
      <form
        ref={formRef}
        method="post"
        action={`${inquiryEndpoint}?lang=${language}`}
        acceptCharset="utf-8"
        onSubmit={submit}
        className="mt-6 space-y-5"
      >
        <TextField
          label={t.name()}
          name="name"
          autoComplete="name"
          maxLength={inquiryFieldLimits.name}
          required
          error={fieldError('name')}
        />
        <TextField
          label={t.email()}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={inquiryFieldLimits.email}
          required
          error={fieldError('email')}
        />
        <TextField
          label={t.company()}
          note={t.companyOptional()}
          name="company"
          autoComplete="organization"
          maxLength={inquiryFieldLimits.company}
          error={fieldError('company')}
        />
        <TextAreaField
          label={t.message()}
          hint={t.messageHint({ limit: inquiryFieldLimits.message })}
          name="message"
          rows={5}
          maxLength={inquiryFieldLimits.message}
          required
          error={
            state.status === 'failed' && problem === 'message'
              ? `${fieldError('message')} ${t.messageLength({ length: state.messageLength })}`
              : undefined
          }
        />
        <Honeypot label={t.honeypot()} />
        <div>
          {consentError ? <FieldError id={consentErrorId}>{consentError}</FieldError> : null}
          <div className="flex gap-3">
            <input
              id={consentId}
              name="gdprConsent"
              type="checkbox"
              required
              aria-describedby={consentError ? consentErrorId : undefined}
              aria-invalid={consentError ? true : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={consentId} className="text-slate-800">
              {t.consent({ days: inquiryRetentionDays })}{' '}
              {/* A new tab, so that reading the policy never costs what has been typed here. */}
              <Link to="/privacy" target="_blank" rel="noopener" className={linkVariants()}>
                {t.consentPrivacyLink()}
                <span className="sr-only"> {common.externalLinkHint()}</span>
              </Link>
              .
              <span aria-hidden="true" className="text-red-700">
                {' '}
                *
              </span>
            </label>
          </div>
        </div>
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
      </form>
    </section>
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
