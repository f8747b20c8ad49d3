import { company } from '@/config/company'
import { PhoneLink } from '@/components/ui/ContactLink'
import { PhoneHours } from '@/components/layout/PhoneHours'
import { useTranslations } from '@/app/useLanguage'
import { callTimeText, callWindow } from '@/shared/callTimes'

import type { SentForm } from './DeclaredForm'

/**
 * That a callback request has arrived, in the page's language, and when the call comes: on the
 * day and within the hours the time chosen means (today, tomorrow, or the day, from the phone
 * hours), counted from when the server confirmed it. The page the form leads to without the app
 * cannot know the time chosen: it says the call comes then, within the phone hours it shows.
 */
export function CallbackConfirmation({ sent }: { sent?: SentForm }) {
  const t = useTranslations()
  const confirmation = t.callbackReceived
  const callTime = sent?.values.callTime ?? 'asap'
  return (
    <>
      <p className="font-semibold text-slate-900">{confirmation.arrived()}</p>
      {sent ? (
        <p>
          {confirmation.callAt({
            phone: sent.values.phone ?? '',
            when: callTimeText(callTime, callWindow(callTime, sent.receivedAt), t, {
              relative: true,
            }),
          })}
        </p>
      ) : company.phoneHours ? (
        <>
          <p>{confirmation.callInChosenTime()}</p>
          <PhoneHours />
        </>
      ) : (
        <p>{confirmation.callSoon()}</p>
      )}
      <p>
        {confirmation.urgent()} <PhoneLink value={company.phone} />
      </p>
    </>
  )
}
