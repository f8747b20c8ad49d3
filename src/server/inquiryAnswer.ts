/**
 * The answer to a post of the inquiry form, once ./inquiries/takeInquiry.ts has decided about it:
 * the app (which asks for JSON) gets JSON; the form without the app gets a redirect to the
 * received page (so that reloading it sends nothing again) or, when refused, the not-sent page
 * that says why, in the language of the page that sent it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { InquiryAnswer } from '@/config/inquiry'
import { servedPagePaths } from '@/config/pages'
import { cacheControl } from '@/addressing/httpPolicy'
import { inquiryRefusalFile } from '@/addressing/pageFiles'
import type { Language } from '@/shared/language'

import { sendFile, sendJson, sendRedirect } from './answers'
import type { Log } from './bufferedLog'
import { takeInquiry, type InquiryIntake, type InquiryVerdict } from './inquiries/takeInquiry'
import type { PublishedFile } from './publishedFiles'

const unavailable: InquiryVerdict = { received: false, status: 503, reason: 'unavailable' }

/** Takes an inquiry (none without `inquiries`: "unavailable") and answers as the client asks. */
export async function answerInquiry(
  files: Map<string, PublishedFile>,
  request: IncomingMessage,
  response: ServerResponse,
  language: Language,
  { inquiries, log }: { inquiries: InquiryIntake | undefined; log: Log },
) {
  let verdict: InquiryVerdict
  try {
    verdict = inquiries ? await takeInquiry(request, language, inquiries, log) : unavailable
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
    const location = `${servedPagePaths.inquiryReceived}?lang=${language}`
    sendRedirect(request, response, 303, location, cacheControl.never)
  } else {
    const page = files.get(`/${inquiryRefusalFile(language, verdict.reason)}`)!
    sendFile(request, response, page, verdict.status, cacheControl.never, retryAfter)
  }
}
