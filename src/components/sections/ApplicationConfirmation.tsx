import { company } from '@/config/company'
import { PhoneLink } from '@/components/ui/ContactLink'
import { useTranslations } from '@/app/useLanguage'
import { dateAndTimeOf } from '@/shared/longDate'

import type { SentForm } from './DeclaredForm'

/**
 * That an application has arrived, in the page's language, addressing the driver as the jobs
 * pages do: when, the number the firm will call (where the form knows them), and the phone for
 * questions. Beside the form it stays until the driver leaves or sends again; the page the form
 * leads to without the app says the same, but the time and the number.
 */
export function ApplicationConfirmation({ sent }: { sent?: SentForm }) {
  const t = useTranslations()
  const confirmation = t.applicationReceived
  return (
    <>
      <p className="font-semibold text-slate-900">{confirmation.arrived()}</p>
      {sent ? (
        <p>
          {confirmation.receivedAt(dateAndTimeOf(sent.receivedAt, t.dates))}{' '}
          {confirmation.callYou({ phone: sent.values.phone ?? '' })}
        </p>
      ) : (
        <p>{confirmation.callYouGiven()}</p>
      )}
      <p>
        {confirmation.questions()} <PhoneLink value={company.phone} />
      </p>
    </>
  )
}
