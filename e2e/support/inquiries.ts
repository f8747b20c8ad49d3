/** An inquiry as a client other than the page sends it, for the server specs. */
import { inquiryEndpoint } from '@/config/inquiry'

import { filledInForm } from '../../tests/config/filledInquiry.ts'

/** Every field of the inquiry form filled in, as the form posts it; the first four as people type. */
export const postedInquiry = {
  ...filledInForm,
  name: 'Jörg Müller 🚲',
  email: 'joerg@pizzeria-mueller.example',
  company: 'Pizzeria „Zum Hafen“',
  message: 'Zwei Fahrer am Samstag ab 18 Uhr, bitte.',
  gdprConsent: 'on',
}

export const formPostHeaders = (body: string) => ({
  'Content-Type': 'application/x-www-form-urlencoded',
  'Content-Length': String(Buffer.byteLength(body)),
  Accept: 'application/json',
})

/** Posts an inquiry with `message` to a server at `url`, as the app does, from a German page. */
export function postInquiry({ url }: { url: string }, message: string): Promise<Response> {
  const body = new URLSearchParams({ ...postedInquiry, message }).toString()
  return fetch(`${url}${inquiryEndpoint}?lang=de`, {
    method: 'POST',
    body,
    headers: formPostHeaders(body),
  })
}
