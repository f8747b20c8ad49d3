/**
 * What the forms and the server agree on: the limits the server enforces, the spam rules, and the
 * reasons it can give for refusing a sent form. The page and the server both import this, so a
 * renamed reason fails the compiler on both sides. The forms themselves, each with the address it
 * posts to, are declared in ./forms.ts.
 */
import { fieldNamesOfForm, type FieldOf, type FormId } from './forms'

/**
 * Whether sent forms reach the company, for an uptime monitor (GET): 200 or 503, with counts only
 * (src/server/inquiries/health.ts). Other hosts pass it on to the production server.
 */
export const healthEndpoint = '/healthz'

/**
 * A request body larger than this is refused while it streams in. Every field of every form at its
 * limit, each character percent-encoded from three UTF-8 bytes, stays below it.
 */
export const inquiryBodyLimitBytes = 64 * 1024

/**
 * The longest the server takes to answer a sent form: stored and "received", or "not sent" (a lock
 * another program holds on the database). Below the app's own wait (`answerLimitMs` in
 * src/app/sendForm.ts), so that a form that was stored is never reported as not sent.
 */
export const inquiryAnswerLimitMs = 8000

/**
 * A field that people never see, that assistive technology and autofill skip, and that bots fill in.
 * A sent form with it filled in is held as spam and not mailed (`npm run inquiries -- release`
 * mails it); the sender is not told. Its name means nothing to autofill or a password manager: a
 * field called `website` was filled in by some of them, and a person's inquiry held.
 */
export const honeypotField = 'hp_kq7x'

/**
 * Sent by the app with a form: milliseconds between the page's start and the submit. Most
 * people need longer than {@link minimumFillMs}; a script does not, but neither does a person with
 * autofill and a pasted message, so a faster inquiry is delivered with a note in its mail.
 */
export const fillTimeField = 'fillTimeMs'
export const minimumFillMs = 3000

/** Why the server did not take a sent form: a field, or the request as a whole. */
export const requestRefusals = ['tooLarge', 'tooMany', 'unavailable', 'refused'] as const
export type RequestRefusal = (typeof requestRefusals)[number]
export type FormRefusal<F extends FormId = FormId> = FieldOf<F> | RequestRefusal

/** Every reason the server may give for refusing a form sent with `form`. */
export const refusalsOf = <F extends FormId>(form: F) =>
  [...fieldNamesOfForm(form), ...requestRefusals] as FormRefusal<F>[]

export function isRefusalOf<F extends FormId>(form: F, value: unknown): value is FormRefusal<F> {
  return typeof value === 'string' && (refusalsOf(form) as string[]).includes(value)
}

/** The JSON the server answers the app with (the form without the app gets a page instead). */
export type InquiryAnswer = { outcome: 'received' } | { outcome: 'refused'; reason: FormRefusal }

/**
 * The attribute of the empty paragraph on a not-sent page that the prerender step fills with the
 * server's reason, for the pages that answer a refused form post (src/publish/prerender.ts).
 */
export const refusalReasonAttribute = 'data-refusal-reason'
