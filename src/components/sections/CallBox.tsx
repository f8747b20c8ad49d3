import { CallUs } from '@/components/layout/CallUs'
import { useAnswerPromise } from '@/app/availability'
import { useTranslations } from '@/app/useLanguage'

/**
 * The call with its hours, and when an inquiry is answered where the company data promises it:
 * beside an inner page's title, in the room a wide screen has there, and early on a phone.
 */
export function CallBox() {
  const t = useTranslations().callUs
  const answerPromise = useAnswerPromise()
  return (
    <div className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm">
      <p className="font-semibold text-slate-900">{t.talkToUs()}</p>
      <CallUs variant="primary" className="mt-3" />
      {answerPromise ? (
        <p className="mt-4 border-t border-slate-200 pt-4 text-slate-700">{answerPromise}</p>
      ) : null}
    </div>
  )
}
