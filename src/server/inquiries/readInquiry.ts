/**
 * Turns the body of a form post into an inquiry of the form it was sent with (an inquiry, an
 * application, a callback request: src/config/forms.ts), checking again everything the browser
 * checks and more: the server cannot trust that a browser checked anything. The body is read as
 * bytes, so malformed percent-encoding and invalid UTF-8 are refused instead of being repaired into
 * text the visitor never typed.
 */
import type { FormFields } from '@/config/fieldKinds'
import { forms, type FormId, type SentValues } from '@/config/forms'
import { fillTimeField, honeypotField, minimumFillMs, type FormRefusal } from '@/config/inquiry'
import type { Language } from '@/shared/language'

import { readFields, type SentFields } from './readFields'

/**
 * Why an inquiry may come from a script. Only `honeypot` (a field no person sees, filled in) is
 * certain: such an inquiry is held and never mailed. Any other sign only marks the mail, and the
 * inquiry is delivered: a lost lead costs more than a spam mail.
 */
export type BotSign = 'honeypot' | 'tooFast'

/**
 * What was sent: the form (`form`) and what the visitor gave in each of its fields, and where
 * from. Every form's posts are inquiries of the one store; `form` tells them apart.
 */
export type Inquiry = SentValues & {
  /** The language of the page the inquiry was sent from. */
  language: Language
  /** Set when the inquiry looks automated (see {@link BotSign}). */
  botSign: BotSign | undefined
}

/** An inquiry sent with the form `F`. */
export type InquiryOf<F extends FormId> = Extract<Inquiry, { form: F }>

export type ReadInquiry = { ok: true; inquiry: Inquiry } | { ok: false; reason: FormRefusal }

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** `+` is a space and `%XX` a byte; anything else is the byte itself. Undefined when malformed. */
function decodeFormComponent(bytes: Buffer): string | undefined {
  const decoded = Buffer.alloc(bytes.length)
  let length = 0
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!
    if (byte === 0x2b) decoded[length++] = 0x20
    else if (byte !== 0x25) decoded[length++] = byte
    else {
      const hex = bytes.toString('latin1', index + 1, index + 3)
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return undefined
      decoded[length++] = Number.parseInt(hex, 16)
      index += 2
    }
  }
  try {
    return utf8.decode(decoded.subarray(0, length))
  } catch {
    return undefined
  }
}

/**
 * The fields of an `application/x-www-form-urlencoded` body: every value sent under each name, in
 * order (the boxes of several choices send one each; whether a field may come twice is its kind's
 * to say). Undefined when a name or value is not valid percent-encoded UTF-8.
 */
export function parseFormBody(body: Buffer): Map<string, string[]> | undefined {
  const fields = new Map<string, string[]>()
  let start = 0
  while (start <= body.length) {
    let end = body.indexOf(0x26, start)
    if (end === -1) end = body.length
    const pair = body.subarray(start, end)
    start = end + 1
    if (pair.length === 0) continue
    const equals = pair.indexOf(0x3d)
    const name = decodeFormComponent(equals === -1 ? pair : pair.subarray(0, equals))
    const value = decodeFormComponent(equals === -1 ? Buffer.alloc(0) : pair.subarray(equals + 1))
    if (name === undefined || value === undefined) return undefined
    fields.set(name, [...(fields.get(name) ?? []), value])
  }
  return fields
}

/**
 * The inquiry in a post of `form`, or the first field (in the form's order) that is not
 * acceptable: each checked as its kind says (./readFields.ts), then together, as the form's
 * declaration says (`check`).
 */
export function readInquiry(
  form: FormId,
  fields: SentFields,
  language: Language,
  now = new Date(),
): ReadInquiry {
  const declared: FormFields = forms[form].fields
  const { check } = forms[form] as { check?: (values: never) => string | undefined }
  const read = readFields(declared, fields, now)
  if (!read.ok) return { ok: false, reason: read.field as FormRefusal }
  const broken = check?.(read.values as never)
  if (broken) return { ok: false, reason: broken as FormRefusal }
  const inquiry = { form, ...read.values, language, botSign: botSign(fields) }
  return { ok: true, inquiry: inquiry as Inquiry }
}

function botSign(fields: SentFields): BotSign | undefined {
  if (fields.get(honeypotField)?.some((value) => value !== '')) return 'honeypot'
  const fillTime = fields.get(fillTimeField)?.[0]
  // Only the app sends it; the form without the app cannot measure anything.
  if (fillTime !== undefined && !(Number(fillTime) >= minimumFillMs)) return 'tooFast'
  return undefined
}
