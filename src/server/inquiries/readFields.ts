/**
 * The server's check of each field of a form, by its kind (src/config/fieldKinds.ts): everything the
 * browser checks, and more, since the server cannot trust that a browser checked anything. A value
 * is taken in Unicode's composed form (NFC) before anything else, so that `José` typed with a
 * combining accent is the same text as `José` typed with `é`: checked, stored, compared and mailed
 * alike.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/max'

import { dialNumber } from '@/config/companyFacts'
import {
  companyTimeZone,
  fieldNamesOf,
  type FieldDeclaration,
  type FieldValue,
  type FormFields,
  type ValueKind,
  type ValuesOf,
} from '@/config/fieldKinds'

/** The values a form post sent under each name, in their order (./readInquiry.ts: parseFormBody). */
export type SentFields = ReadonlyMap<string, readonly string[]>

export type ReadFields<Fields extends FormFields> =
  | { ok: true; values: ValuesOf<Fields> }
  /** The first field, in the form's order, that is not acceptable. */
  | { ok: false; field: keyof Fields & string }

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

/** One line the visitor typed, trimmed: within its limit, with something a reader sees and nothing hidden. */
const acceptableLine = (value: string, limit: number) =>
  characters(value) <= limit &&
  visible.test(value) &&
  !controlInLine.test(value) &&
  !invisible.test(value.replace(partOfEmoji, ''))

/** Today in the company's time zone, as `YYYY-MM-DD`. */
const companyDay = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: companyTimeZone }).format(now)

/** Days since 1970-01-01 of a calendar day, or undefined for a day the calendar does not have. */
function dayNumber(day: string): number | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!parts) return undefined
  const [year, month, date] = parts.slice(1).map(Number) as [number, number, number]
  const time = Date.UTC(year, month - 1, date)
  // Date.UTC rolls 2026-02-30 over into March: a day that moved is no day.
  return new Date(time).getUTCDate() === date && new Date(time).getUTCMonth() === month - 1
    ? time / 86_400_000
    : undefined
}

/** What a reader made of what was sent: the value, or `undefined` when it is not acceptable. */
type Read<K extends ValueKind> = { value: FieldValue<K> } | undefined

type Reader<K extends ValueKind> = (
  declared: FieldDeclaration<K>,
  /** Every value sent under the field's name, in NFC. */
  sent: readonly string[],
  today: string,
) => Read<K>

/** The one value of a field that takes one: none is `''`, two are no answer. */
const single = (sent: readonly string[]) => (sent.length > 1 ? undefined : (sent[0] ?? ''))

/** A one-line value: trimmed, `''` when an optional one is left empty. */
const line = (sent: readonly string[], required: boolean, accept: (value: string) => boolean) => {
  const value = single(sent)?.trim()
  if (value === undefined) return undefined
  if (value === '') return required ? undefined : { value }
  return accept(value) ? { value } : undefined
}

const readers: { [K in ValueKind]: Reader<K> } = {
  text: ({ required, limit }, sent) =>
    line(sent, required, (value) => acceptableLine(value, limit)),
  email: ({ required, limit }, sent) =>
    line(sent, required, (value) => acceptableLine(value, limit) && emailShape.test(value)),
  // As typed, if it dials a number that exists: digits, spaces and + ( ) / - . only, 8 to 15
  // digits with the country code, and a number libphonenumber knows (a German one without a code).
  phone: ({ required, limit }, sent) =>
    line(sent, required, (value) => {
      const number = acceptableLine(value, limit) ? dialNumber(value) : undefined
      return number !== undefined && isValidPhoneNumber(number)
    }),
  longText: ({ required, limit }, sent) => {
    // As typed, with the line breaks a browser sends (CR LF) as they are stored and mailed (LF).
    const value = single(sent)?.replace(/\r\n?/g, '\n')
    if (value === undefined) return undefined
    if (value === '') return required ? undefined : { value }
    // Something a reader sees: a blank or a text of invisible characters is no answer.
    const acceptable =
      characters(value) <= limit && visible.test(value) && !controlInText.test(value)
    return acceptable ? { value } : undefined
  },
  choice: ({ required, options }, sent) =>
    line(sent, required, (value) => (options as readonly string[]).includes(value)),
  choices: ({ required, options }, sent) => {
    const chosen = options.filter((option) => sent.includes(option))
    // Each sent value an option, and none twice.
    if (chosen.length !== sent.length) return undefined
    return required && chosen.length === 0 ? undefined : { value: chosen }
  },
  date: ({ required, daysBefore, daysAfter }, sent, today) =>
    line(sent, required, (value) => {
      const day = dayNumber(value)
      const reference = dayNumber(today)!
      return day !== undefined && day >= reference - daysBefore && day <= reference + daysAfter
    }),
  smallNumber: ({ required, min, max }, sent) => {
    const read = line(sent, required, (value) => {
      // Digits only, as `type="number"` with `step="1"` sends them: no `1e3`, `2.5` or `+3`.
      if (!/^-?\d{1,15}$/.test(value)) return false
      const number = Number(value)
      return number >= min && number <= max
    })
    return read && { value: read.value === '' ? undefined : Number(read.value) }
  },
}

function readValue<K extends ValueKind>(
  declared: FieldDeclaration<K>,
  sent: readonly string[],
  today: string,
): Read<K> {
  return readers[declared.kind](declared, sent, today)
}

/**
 * The values of a form's fields in a form post, each checked as its kind says, or the first field
 * (in the form's order) that is not acceptable. The consent box must be ticked, once.
 */
export function readFields<Fields extends FormFields>(
  fields: Fields,
  sent: SentFields,
  now: Date,
): ReadFields<Fields> {
  const today = companyDay(now)
  const values: Record<string, FieldValue> = {}
  for (const name of fieldNamesOf(fields)) {
    const declared: FieldDeclaration = fields[name]!
    const given = (sent.get(name) ?? []).map((value) => value.normalize('NFC'))
    if (declared.kind === 'consent') {
      if (given.length !== 1 || given[0] === '') return { ok: false, field: name }
      continue
    }
    const read = readValue(declared, given, today)
    if (!read) return { ok: false, field: name }
    values[name] = read.value
  }
  return { ok: true, values: values as ValuesOf<Fields> }
}
