/**
 * Turns the body of a form post into an inquiry, checking again everything the browser checks and
 * more: the server cannot trust that a browser checked anything. The body is read as bytes, so
 * malformed percent-encoding and invalid UTF-8 are refused instead of being repaired into text the
 * visitor never typed.
 */
import { fillTimeField, honeypotField, minimumFillMs, type InquiryRefusal } from '@/config/inquiry'
import {
  inquiryFieldNames,
  inquiryFields,
  inquiryTypedFields,
  isTypedField,
  type InquiryField,
  type InquiryTypedField,
  type InquiryValues,
} from '@/config/inquiryFields'
import type { Language } from '@/shared/language'

/**
 * Why an inquiry may come from a script. Only `honeypot` (a field no person sees, filled in) is
 * certain: such an inquiry is held and never mailed. Any other sign only marks the mail, and the
 * inquiry is delivered: a lost lead costs more than a spam mail.
 */
export type BotSign = 'honeypot' | 'tooFast'

/** What the visitor typed into each field (src/config/inquiryFields.ts), and where from. */
export type Inquiry = InquiryValues & {
  /** The language of the page the inquiry was sent from. */
  language: Language
  /** Set when the inquiry looks automated (see {@link BotSign}). */
  botSign: BotSign | undefined
}

export type ReadInquiry = { ok: true; inquiry: Inquiry } | { ok: false; reason: InquiryRefusal }

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
 * The fields of an `application/x-www-form-urlencoded` body. Undefined when a name or value is not
 * valid percent-encoded UTF-8, or when one of the inquiry's own fields comes twice (which of the two
 * did the visitor mean?).
 */
export function parseFormBody(body: Buffer): Map<string, string> | undefined {
  const fields = new Map<string, string>()
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
    if (fields.has(name) && isOwnField(name)) return undefined
    if (!fields.has(name)) fields.set(name, value)
  }
  return fields
}

const ownFields: readonly string[] = [...inquiryFieldNames, honeypotField, fillTimeField]
const isOwnField = (name: string) => ownFields.includes(name)

// Control characters are exactly what these patterns are about.
/* eslint-disable no-control-regex */
/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
const controlInLine = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/
/** The same, except tab and line breaks, which belong in a message. */
const controlInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
/* eslint-enable no-control-regex */
/**
 * Characters that show nothing: Unicode's default-ignorable code points (zero-width spaces and
 * joiners, bidirectional controls, tag characters, Hangul fillers, variation selectors) and the
 * braille blank, a filler that looks like a space. A name or company needs none: they hide text
 * from the company (`Eve \u202Egnp.exe` shows as `Eve exe.png` in the mail's subject and reply
 * address), or make a blank look filled in. A message may hold right-to-left text and keeps them.
 */
const invisible = /[\p{Default_Ignorable_Code_Point}\u2800]/u
/** A zero-width joiner or a variation selector inside an emoji (👨‍🍳, ❤️): those show. */
const partOfEmoji =
  /(?<=\p{Extended_Pictographic}[\uFE0E\uFE0F\p{Emoji_Modifier}]?)\u200D(?=\p{Extended_Pictographic})|(?<=\p{Extended_Pictographic})[\uFE0E\uFE0F]/gu
/** Something a reader sees: not a space, a control or one of the {@link invisible} characters. */
const visible = /[^\s\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]/u

/**
 * The browser's own rule for `<input type="email">` (WHATWG HTML, "valid e-mail address"), plus a
 * dot in the domain: an address without one cannot be answered over the internet.
 */
const emailShape =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

const characters = (text: string) => [...text].length

/** A typed value as it is checked, stored and mailed: one line trimmed, a text's line breaks as LF. */
function normalised(field: InquiryTypedField, value: string): string {
  // As typed, with the line breaks a browser sends (CR LF) as they are stored and mailed (LF).
  if (inquiryFields[field].type === 'textarea') return value.replace(/\r\n?/g, '\n')
  return value.trim()
}

/** Whether a typed field's value is acceptable, as its type and the declaration say. */
function acceptable(field: InquiryTypedField, value: string): boolean {
  const { type, required, limit } = inquiryFields[field]
  if (value === '') return !required
  if (characters(value) > limit) return false
  // Something a reader sees: a blank or a text of invisible characters is no answer.
  if (!visible.test(value)) return false
  if (type === 'textarea') return !controlInText.test(value)
  return (
    !controlInLine.test(value) &&
    !invisible.test(value.replace(partOfEmoji, '')) &&
    (type !== 'email' || emailShape.test(value))
  )
}

/**
 * The inquiry in a form post, or the first field (in the form's order) that is not acceptable.
 * Every field is taken in Unicode's composed form (NFC) before anything else, so that `José` typed
 * with a combining accent is the same text as `José` typed with `é`: checked, stored, compared and
 * mailed alike.
 */
export function readInquiry(fields: Map<string, string>, language: Language): ReadInquiry {
  const text = (field: string) => (fields.get(field) ?? '').normalize('NFC')
  const values = Object.fromEntries(
    inquiryTypedFields.map((field) => [field, normalised(field, text(field))]),
  ) as InquiryValues
  const refused = (field: InquiryField) =>
    isTypedField(field)
      ? !acceptable(field, values[field])
      : inquiryFields[field].required && text(field) === ''
  const problem = inquiryFieldNames.find(refused)
  if (problem) return { ok: false, reason: problem }
  return { ok: true, inquiry: { ...values, language, botSign: botSign(fields) } }
}

function botSign(fields: Map<string, string>): BotSign | undefined {
  if ((fields.get(honeypotField) ?? '') !== '') return 'honeypot'
  const fillTime = fields.get(fillTimeField)
  // Only the app sends it; the form without the app cannot measure anything.
  if (fillTime !== undefined && !(Number(fillTime) >= minimumFillMs)) return 'tooFast'
  return undefined
}
