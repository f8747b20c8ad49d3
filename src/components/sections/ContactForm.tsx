import { Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { company } from '@/config/company'
import { useCompanyText } from '@/lib/companyText'
import { translators } from '@/lib/i18n'
import { useTranslations } from '@/lib/useLanguage'
import { buttonVariants } from '@/components/ui/buttonVariants'
import { TextAreaField, TextField } from '@/components/ui/Field'
import { linkVariants } from '@/components/ui/linkVariants'

/** How long the success state stays before the form resets (R-FORM-4 in docs/requirements.md). */
export const successDisplayMs = 3000

/**
 * The inquiry form. Only the browser's own validation applies; submitting sends nothing anywhere
 * (R-FORM-3): it shows the success text, then clears the form after 3 seconds.
 * The fields are uncontrolled: what a visitor types before the app has hydrated stays as it is.
 *
 * Without the app the form must not send either: `method="dialog"` outside a dialog makes the
 * browser validate and then submit nowhere (no request, no address with the typed data in it, and
 * nothing typed is lost), and a note just above the button gives the phone number and e-mail
 * address.
 */
export function ContactForm() {
  const { contact, common } = useTranslations()
  const t = contact.form
  const headingId = useId()
  const consentId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [status, setStatus] = useState<'idle' | 'success'>('idle')

  useEffect(() => {
    if (status !== 'success') return
    const timer = setTimeout(() => {
      setStatus('idle')
      formRef.current?.reset()
    }, successDisplayMs)
    return () => clearTimeout(timer)
  }, [status])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setStatus('success')
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
      <form ref={formRef} method="dialog" onSubmit={submit} className="mt-6 space-y-5">
        <TextField label={t.name()} name="name" autoComplete="name" required />
        <TextField label={t.email()} name="email" type="email" autoComplete="email" required />
        <TextField
          label={t.company()}
          note={t.companyOptional()}
          name="company"
          autoComplete="organization"
        />
        <TextAreaField
          label={t.message()}
          hint={t.messageHint()}
          name="message"
          rows={5}
          required
        />
        <div className="flex gap-3">
          <input
            id={consentId}
            name="gdprConsent"
            type="checkbox"
            required
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={consentId} className="text-slate-800">
            {t.consent()}{' '}
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
        {/* Before the button: read on the way to it, not only after a submit that cannot act. */}
        <FormWithoutAppNote />
        <button type="submit" className={buttonVariants()}>
          {t.submit()}
        </button>
        <p role="status" lang="de" className="min-h-7 font-semibold text-brand-800">
          {status === 'success' ? (
            <span className="inline-flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-5" />
              {translators.de.contact.form.success()}
            </span>
          ) : null}
        </p>
      </form>
    </section>
  )
}

/** Shown only where the app does not run (JavaScript off, or it did not come). */
function FormWithoutAppNote() {
  const t = useTranslations().contact
  const text = useCompanyText()
  return (
    <div className="hidden rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800 no-app:block">
      <p>{t.form.withoutApp()}</p>
      <ul className="mt-2 space-y-1">
        <li>
          {t.info.phone()}:{' '}
          <a href={`tel:${company.phone.dial}`} className={linkVariants()}>
            {text(company.phone.display)}
          </a>
        </li>
        <li>
          {t.info.email()}:{' '}
          <a href={`mailto:${company.contactEmail}`} className={linkVariants()}>
            {company.contactEmail}
          </a>
        </li>
      </ul>
    </div>
  )
}
