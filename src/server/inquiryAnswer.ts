/**
 * The answer to a post of a form, once ./inquiries/takeInquiry.ts has decided about it: the app
 * (which asks for JSON) gets JSON; the form without the app gets a redirect to the form's received
 * page (so that reloading it sends nothing again) or, when refused, its not-sent page that says
 * why, in the language of the page that sent it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { forms, type FormId } from '@/config/forms'
import type { InquiryAnswer } from '@/config/inquiry'
import { servedPagePaths } from '@/config/pages'
import { cacheControl } from '@/addressing/httpPolicy'
import { formRefusalFile } from '@/addressing/pageFiles'
import type { Language } from '@/shared/language'

import { sendFile, sendJson, sendRedirect } from './answers'
import type { Log } from './bufferedLog'
import { takeInquiry, type InquiryIntake, type InquiryVerdict } from './inquiries/takeInquiry'
import type { PublishedFile } from './publishedFiles'

const unavailable: InquiryVerdict = { received: false, status: 503, reason: 'unavailable' }

/** Takes a post of `form` (none without `inquiries`: "unavailable"), answers as the client asks. */
export async function answerInquiry(
  files: Map<string, PublishedFile>,
  request: IncomingMessage,
  response: ServerResponse,
  form: FormId,
  language: Language,
  { inquiries, log }: { inquiries: InquiryIntake | undefined; log: Log },
) {
  let verdict: InquiryVerdict
  try {
    verdict = inquiries ? await takeInquiry(request, form, language, inquiries, log) : unavailable
  } catch (error) {
    log.error('Taking an inquiry failed:', error instanceof Error ? error.message : error)
    verdict = unavailable
  }
  if (verdict.received === false && verdict.status === 'gone') return
  if (!verdict.received && verdict.closeConnection) response.shouldKeepAlive = false
  const retryAfter =
    verdict.received || verdict.retryAfterSeconds === undefined
      ? undefined
      : { 'Retry-After': String(verdict.retryAfterSeconds) }
  const status = verdict.received ? 200 : verdict.status
  if (/\bapplication\/json\b/.test(request.headers.accept ?? '')) {
    const answer: InquiryAnswer = verdict.received
      ? { outcome: 'received' }
      : { outcome: 'refused', reason: verdict.reason }
    sendJson(request, response, status, JSON.stringify(answer), cacheControl.never, retryAfter)
  } else if (verdict.received) {
    const location = `${servedPagePaths[forms[form].pages.received]}?lang=${language}`
    sendRedirect(request, response, 303, location, cacheControl.never)
  } else {
    const page = files.get(`/${formRefusalFile(form, language, verdict.reason)}`)!
    sendFile(request, response, page, verdict.status, cacheControl.never, retryAfter)
  }
}
