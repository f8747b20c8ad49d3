/**
 * What the inquiry form and the server agree on: where the form posts, the limits the server
 * enforces, and the reasons it can give for refusing an inquiry. The page and the server both
 * import this, so a renamed reason fails the compiler on both sides. The form itself is declared
 * in ./inquiryForm.ts.
 */
import { inquiryFieldNames, type InquiryField } from './inquiryForm'

/** The production server takes inquiries here (POST); other hosts pass it on to that server. */
export const inquiryEndpoint = '/api/inquiries'

/**
 * Whether inquiries reach the company, for an uptime monitor (GET): 200 or 503, with counts only
 * (src/server/inquiries/health.ts). Other hosts pass it on to the production server.
 */
export const healthEndpoint = '/healthz'

/**
 * A request body larger than this is refused while it streams in. Every field at its limit, each
 * character percent-encoded from three UTF-8 bytes, stays below it.
 */
export const inquiryBodyLimitBytes = 64 * 1024

/**
 * The longest the server takes to answer an inquiry: stored and "received", or "not sent" (a lock
 * another program holds on the database). Below the app's own wait (`answerLimitMs` in
 * src/app/sendInquiry.ts), so that an inquiry that was stored is never reported as not sent.
 */
export const inquiryAnswerLimitMs = 8000

/**
 * A field that people never see, that assistive technology and autofill skip, and that bots fill in.
 * An inquiry with it filled in is held as spam and not mailed (`npm run inquiries -- release`
 * mails it); the sender is not told. Its name means nothing to autofill or a password manager: a
 * field called `website` was filled in by some of them, and a person's inquiry held.
 */
export const honeypotField = 'hp_kq7x'

/**
 * Sent by the app with the inquiry: milliseconds between the page's start and the submit. Most
 * people need longer than {@link minimumFillMs}; a script does not, but neither does a person with
 * autofill and a pasted message, so a faster inquiry is delivered with a note in its mail.
 */
export const fillTimeField = 'fillTimeMs'
export const minimumFillMs = 3000

/** Why the server did not take an inquiry: a field, or the request as a whole. */
export const requestRefusals = ['tooLarge', 'tooMany', 'unavailable', 'refused'] as const
export type InquiryRefusal = InquiryField | (typeof requestRefusals)[number]
export const inquiryRefusals = [...inquiryFieldNames, ...requestRefusals] as const

export function isInquiryRefusal(value: unknown): value is InquiryRefusal {
  return typeof value === 'string' && (inquiryRefusals as readonly string[]).includes(value)
}

/** The JSON the server answers the app with (the form without the app gets a page instead). */
export type InquiryAnswer = { outcome: 'received' } | { outcome: 'refused'; reason: InquiryRefusal }

/**
 * The attribute of the empty paragraph on the not-sent page that the prerender step fills with the
 * server's reason, for the pages that answer a refused form post (src/publish/prerender.ts).
 */
export const refusalReasonAttribute = 'data-refusal-reason'
