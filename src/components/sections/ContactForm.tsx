import { useId } from 'react'

import { useTranslations } from '@/app/useLanguage'

import { DeclaredForm } from './DeclaredForm'
import { InquiryConfirmation } from './InquiryConfirmation'
import { InquirySentNotice } from './InquirySentNotice'

/** How long the success state stays before the form resets (R-FORM-4 in docs/requirements.md). */
export const successDisplayMs = 3000

const success = { notice: <InquirySentNotice />, ms: successDisplayMs }

/**
 * The inquiry form (src/config/inquiryForm.ts), sent as every form is (./DeclaredForm.tsx), with
 * the specification's success state: the German success text once the server has confirmed, then
 * the 3 s and the cleared fields. Beside it a confirmation of what arrived stays until the visitor
 * sends again or leaves.
 */
export function ContactForm() {
  const t = useTranslations().contact.form
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t.heading()}
      </h2>
      <DeclaredForm
        form="inquiry"
        success={success}
        className="mt-2"
        confirmation={(sent) => <InquiryConfirmation sent={sent} />}
      />
    </section>
  )
}
