import { company } from '@/config/company'
import { PhoneLink } from '@/components/ui/ContactLink'
import { useAnswerPromiseOrSoon } from '@/app/availability'
import { useTranslations } from '@/app/useLanguage'
import { dateAndTimeOf } from '@/shared/longDate'

import type { SentForm } from './DeclaredForm'

/**
 * That an inquiry has arrived, in the page's language: when, and to whom the answer goes (where the
 * form knows it), when the answer comes (the company data's promise), and the phone for what cannot
 * wait. Beside the form it stays until the visitor leaves or sends again; the page the form leads
 * to without the app says the same.
 */
export function InquiryConfirmation({ sent }: { sent?: SentForm }) {
  const t = useTranslations()
  const confirmation = t.inquiryReceived
  const answer = useAnswerPromiseOrSoon()
  return (
    <>
      <p className="font-semibold text-slate-900">{confirmation.arrived()}</p>
      {sent ? (
        <p>
          {confirmation.receivedAt(dateAndTimeOf(sent.receivedAt, t.dates))}{' '}
          {confirmation.replyTo({ name: sent.values.name ?? '', email: sent.values.email ?? '' })}
        </p>
      ) : null}
      <p>{answer}</p>
      <p>
        {confirmation.urgent()} <PhoneLink value={company.phone} />
      </p>
    </>
  )
}
