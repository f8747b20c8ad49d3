import { CircleCheck } from 'lucide-react'

import { translators } from '@/shared/i18n'

/**
 * "Sent", in German on every page as the specification words it: the form shows it for 3 seconds
 * once the server confirmed, and so does the page the form without the app leads to. What was sent
 * and when the answer comes, in the page's language, is the confirmation beside it.
 */
export function InquirySentNotice() {
  return (
    <span lang="de" className="inline-flex items-center gap-2">
      <CircleCheck aria-hidden="true" className="size-5" />
      {translators.de.contact.form.success()}
    </span>
  )
}
