/**
 * What the inquiry form and the server agree on: where the form posts, its field names, the limits
 * the server enforces, and the reasons it can give for refusing an inquiry. The page and the server
 * both import this, so a renamed field or reason fails the compiler on both sides.
 */

/** Days an inquiry is kept when `INQUIRY_RETENTION_DAYS` does not say otherwise (src/shared/buildSettings.ts). */
export const defaultRetentionDays = 180

/** The production server takes inquiries here (POST); other hosts pass it on to that server. */
export const inquiryEndpoint = '/api/inquiries'

/**
 * Whether inquiries reach the company, for an uptime monitor (GET): 200 or 503, with counts only
 * (src/server/inquiries/health.ts). Other hosts pass it on to the production server.
 */
export const healthEndpoint = '/healthz'

/** The fields a visitor fills in, by their `name` in the form. */
export const inquiryFields = ['name', 'email', 'company', 'message', 'gdprConsent'] as const
export type InquiryField = (typeof inquiryFields)[number]

/**
 * Whether an inquiry needs the field: what the privacy policy names as required and what happens
 * without it (Art. 13 (2) (e) GDPR). The form's `required` fields and the server's refusals are
 * tested against it (tests/components/pages/PrivacyPolicy.test.tsx).
 */
export const inquiryFieldRequired = {
  name: true,
  email: true,
  company: false,
  message: true,
  gdprConsent: true,
} as const satisfies Record<InquiryField, boolean>

/** Longest accepted value per text field, in characters (Unicode code points). */
export const inquiryFieldLimits = {
  name: 200,
  // RFC 5321's limit for a forward path.
  email: 254,
  company: 200,
  message: 5000,
} as const satisfies Partial<Record<InquiryField, number>>

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
export const inquiryRefusals = [...inquiryFields, ...requestRefusals] as const

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
