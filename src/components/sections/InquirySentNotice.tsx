import { CircleCheck } from 'lucide-react'

import { useAnswerPromise } from '@/app/availability'
import { translators } from '@/shared/i18n'

/**
 * "Sent", in German on every page as the specification words it, and when an answer will come in
 * the page's language where the company data promises one: the form shows it once the server
 * confirmed, and so does the page the form without the app leads to.
 */
export function InquirySentNotice() {
  const answerPromise = useAnswerPromise()
  return (
    <>
      <span lang="de" className="inline-flex items-center gap-2">
        <CircleCheck aria-hidden="true" className="size-5" />
        {translators.de.contact.form.success()}
      </span>
      {answerPromise ? (
        <span className="mt-1 block font-normal text-slate-700"> {answerPromise}</span>
      ) : null}
    </>
  )
}
