/**
 * The kinds of field the company data's schema (./companySchema.ts) is made of, each with the type
 * it gives the data and the check of its values: text or a placeholder, lists, objects whose keys
 * are exactly these, variants chosen by one key (the legal form), dates, phone numbers, VAT ids.
 * Each problem names what is wrong and shows a line of company.ts that would be right; a missing
 * field reaches its check too, which then says so in its own words. Build time only: the pages
 * import the schema's types, never this.
 */
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/max'
import * as z from 'zod'

import de from '@i18n/de'

import { dialNumber, isPlaceholder, type CompanyText, type Placeholder } from './companyFacts'

/** What is wrong with a value, or undefined. */
export type Check<T> = (value: T) => string | undefined

export const shown = (value: unknown) =>
  value === undefined ? 'missing' : typeof value === 'string' ? `"${value}"` : JSON.stringify(value)

export const isHttpsAddress = (value: unknown) =>
  typeof value === 'string' && value.startsWith('https://') && URL.canParse(value)

/** The problem as the owner reads it: what is wrong, then a line of company.ts that would be right. */
export const problem = (what: string, example: string) => `${what}; write for example  ${example}`

/**
 * A field of type `T` checked by `check`, with `example` (a line of company.ts) shown whenever it
 * fails. Built on `z.custom` so that a missing field reaches the check too, which then says so in
 * its own words; `check` passes only values of type `T`.
 */
export function field<T = unknown>(example: string, check: Check<unknown>) {
  return z.custom<T>().superRefine((value, context) => {
    const what = check(value)
    if (what) context.addIssue({ code: 'custom', message: problem(what, example) })
  })
}

/** Issues of `value` under `schema`, added to `context` at their own paths below `at`. */
export function addIssuesOf(
  schema: z.ZodType,
  value: unknown,
  context: z.RefinementCtx,
  at: PropertyKey[] = [],
) {
  for (const { path, message } of schema.safeParse(value).error?.issues ?? [])
    context.addIssue({ code: 'custom', path: [...at, ...path], message })
}

type Repeated<T, N extends number, Items extends T[] = []> = Items['length'] extends N
  ? Items
  : Repeated<T, N, [...Items, T]>
type UpTo<T, N extends number, Items extends T[] = []> = Items['length'] extends N
  ? Readonly<Items>
  : Readonly<Items> | UpTo<T, N, [...Items, T]>

/**
 * A list's type as precise as its bounds: a tuple of at least `Least` entries (`readonly [T,
 * ...T[]]`), else of at most `Most` when that is a number written out, else a plain list.
 */
export type ListOf<T, Least extends number, Most extends number> = Least extends 0
  ? number extends Most
    ? readonly T[]
    : UpTo<T, Most>
  : readonly [...Repeated<T, Least>, ...T[]]

/**
 * A list of `least` to `most` entries (`what` names them), each then checked by `entry`, whose
 * problems name the entry's index.
 */
export function list<T, const Least extends number = 0, const Most extends number = number>(
  example: string,
  entry: z.ZodType<T>,
  bounds: { least?: Least; most?: Most; what: string },
) {
  const { least = 0, most = Infinity, what } = bounds
  return z.custom<ListOf<T, Least, Most>>().superRefine((value: unknown, context) => {
    const lengthProblem =
      value === undefined
        ? `missing: ${what}`
        : !Array.isArray(value)
          ? `${shown(value)}: a list [ ] is expected`
          : value.length < least
            ? `${what}: at least ${least} are needed`
            : value.length > most
              ? `${what}: at most ${most}`
              : undefined
    if (lengthProblem)
      context.addIssue({ code: 'custom', message: problem(lengthProblem, example) })
    else (value as unknown[]).forEach((item, index) => addIssuesOf(entry, item, context, [index]))
  })
}

/** An object whose keys are exactly these: a misspelt or extra key is named. */
export function record<Shape extends z.ZodRawShape>(example: string, shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.map((key) => `"${key}"`).join(', ')}: no such field here (misspelt?); the fields are ${Object.keys(shape).join(', ')}`
        : problem(
            issue.input === undefined ? 'missing' : `${shown(issue.input)}: { … } is expected`,
            example,
          ),
  })
}

/** The object a shape describes, with `key` set to `value`'s type. */
type Variant<Key extends string, Value extends z.ZodType, Shape extends z.ZodRawShape> = z.output<
  z.ZodObject<{ [K in Key]: Value } & Shape, z.core.$strict>
>

/**
 * One object for each name of `Shapes`, its `Key` set to that name; with `Undecided`, also one whose
 * `Key` is a placeholder, with the fields of that variant.
 */
type VariantsOf<
  Key extends string,
  Shapes extends Record<string, z.ZodRawShape>,
  Undecided extends keyof Shapes & string,
> =
  | {
      [Name in keyof Shapes & string]: Variant<Key, z.ZodLiteral<Name>, Shapes[Name]>
    }[keyof Shapes & string]
  | ([Undecided] extends [never] ? never : Variant<Key, z.ZodType<Placeholder>, Shapes[Undecided]>)

/**
 * An object whose `key` decides its other fields (the legal form, the hosting setup): it is
 * checked as the variant its `key` names, and an unknown `key` is named with the ones there are. A
 * placeholder in `key` stands for a choice not made yet where `undecided` names the variant whose
 * fields it then needs.
 */
export function variants<
  const Key extends string,
  Shapes extends Record<string, z.ZodRawShape>,
  Undecided extends keyof Shapes & string = never,
>(key: Key, example: string, shapes: Shapes, undecided?: Undecided) {
  const shapeOf = (chosen: unknown) =>
    isPlaceholder(chosen) && undecided !== undefined
      ? shapes[undecided]
      : typeof chosen === 'string' && Object.hasOwn(shapes, chosen)
        ? shapes[chosen]
        : undefined
  return field<VariantsOf<Key, Shapes, Undecided>>(example, (value) =>
    typeof value === 'object' && value !== null
      ? undefined
      : `${shown(value)}: { ${key}: … } is expected`,
  ).superRefine((value, context) => {
    if (typeof value !== 'object' || value === null) return
    const chosen = (value as Record<string, unknown>)[key]
    const shape = shapeOf(chosen)
    if (shape) return addIssuesOf(record(example, { [key]: z.unknown(), ...shape }), value, context)
    context.addIssue({
      code: 'custom',
      path: [key],
      message: problem(
        `${shown(chosen)}: write one of ${Object.keys(shapes)
          .map((name) => `'${name}'`)
          .join(', ')}`,
        `${key}: '${Object.keys(shapes)[0]}',`,
      ),
    })
  })
}

/** What is wrong with `value` as text the company states, checked further by `check`. */
function textProblem(value: unknown, check: Check<string>) {
  if (typeof value !== 'string') return `${shown(value)}: text in quotes is expected`
  if (value.trim() === '') return 'empty'
  return check(value)
}

/** What is wrong with a placeholder: only that the dictionaries have no label to show for it. */
const placeholderProblem = ({ placeholder }: Placeholder) =>
  placeholder in de.placeholders
    ? undefined
    : `placeholder('${placeholder}') has no label in the dictionaries`

/** Text the company states, or a placeholder until it does. */
export function fact(example: string, check: Check<string> = () => undefined) {
  return field<CompanyText>(example, (value) =>
    isPlaceholder(value) ? placeholderProblem(value) : textProblem(value, check),
  )
}

/**
 * A fact of another shape than text (a list, a record), checked by `schema`, or a placeholder
 * until the company supplies it: the pages show the placeholder where the fact would stand.
 */
export function factOf<T>(example: string, schema: z.ZodType<T>) {
  return field<T | Placeholder>(example, (value) =>
    isPlaceholder(value) ? placeholderProblem(value) : undefined,
  ).superRefine((value, context) => {
    if (!isPlaceholder(value)) addIssuesOf(schema, value, context)
  })
}

/** Text that is either there or left out with its field: never a placeholder. */
export const text = (example: string) =>
  field<string>(example, (value) =>
    isPlaceholder(value)
      ? `placeholder('${value.placeholder}') cannot stand here: write the text, or leave the field out`
      : textProblem(value, () => undefined),
  )

export const matches =
  (pattern: RegExp, what: string): Check<string> =>
  (value) =>
    pattern.test(value) ? undefined : `"${value}" ${what}`

/** A whole number from `least` to `most`: `what` says of what. */
export const count = (example: string, least: number, most: number, what: string) =>
  field<number>(example, (value) =>
    Number.isInteger(value) && (value as number) >= least && (value as number) <= most
      ? undefined
      : `${shown(value)}: ${what} from ${least} to ${most} is expected`,
  )

/** A whole number of days from 1 to `most`. */
export const days = (example: string, most: number) =>
  count(example, 1, most, 'a whole number of days')

/** A time of day in 24-hour time: `08:00`, `17:30`, `23:59`. */
export const clockTime = (example: string) =>
  field<string>(example, (value) =>
    typeof value === 'string' && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value)
      ? undefined
      : `${shown(value)}: a time written hours:minutes in 24-hour time is expected`,
  )

/** One of `names`, for a field whose type is their union. */
export const oneOf = <Name extends string>(example: string, names: readonly Name[]) =>
  field<Name>(example, (value) =>
    names.includes(value as Name)
      ? undefined
      : `${shown(value)}: one of ${names.map((name) => `'${name}'`).join(', ')}`,
  )

/** The day a text written year-month-day names (`2024-03-01`), or what is wrong with it. */
export function calendarDay(value: string): Date | string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? []
  if (!year) return `"${value}" is not written year-month-day`
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return date.toISOString().slice(0, 10) === value ? date : `"${value}" is no day of the calendar`
}

/** A calendar date written year-month-day that has passed: `2024-03-01`, not `1.3.2024` or `2024-02-30`. */
export const pastDate: Check<string> = (value) => {
  const day = calendarDay(value)
  if (typeof day === 'string') return day
  return day.getTime() > Date.now() ? `"${value}" lies in the future` : undefined
}

/** What a permit letter says of its end: the last day it is valid, or that it has no limit. */
export const permitEnd: Check<string> = (value) => {
  if (value === 'unlimited') return undefined
  const day = calendarDay(value)
  return typeof day === 'string'
    ? `${day}: write the last day of a limited permit, or 'unlimited' for a permit the letter grants without a limit ("unbefristet")`
    : undefined
}

/** Digits in a number, counted as E.164 counts them: with the country code. */
const digitCount = (e164: string) => e164.length - 1

/** libphonenumber's reasons why a number cannot be one, in the owner's words. */
const phoneLengthProblems: Record<
  NonNullable<ReturnType<typeof validatePhoneNumberLength>>,
  (value: string) => string
> = {
  NOT_A_NUMBER: (value) => `"${value}" is no phone number: write its digits, with the area code`,
  INVALID_COUNTRY: (value) =>
    `"${value}" has no country code libphonenumber knows: begin with +49, or with the area code's 0`,
  TOO_SHORT: (value) => `"${value}" is too short for a phone number: a digit is missing`,
  TOO_LONG: (value) => `"${value}" is too long for a phone number: it has too many digits`,
  INVALID_LENGTH: (value) =>
    `"${value}" has a length no phone number of this kind has: a digit is missing or too many`,
}

/**
 * A number libphonenumber knows to exist (area code, length), which the site's own parser dials the
 * same way (src/config/companyFacts.ts makes the `tel:` links without sending libphonenumber's tables
 * to every visitor). German numbers vary in length, and libphonenumber's reason stays silent for
 * many that are too short or too long to dial; the site dials 8 to 15 digits (E.164), and says so.
 */
export const phoneNumber: Check<string> = (value) => {
  const lengthProblem = validatePhoneNumberLength(value, 'DE')
  if (lengthProblem) return phoneLengthProblems[lengthProblem](value)
  const parsed = parsePhoneNumberFromString(value, 'DE')
  if (!parsed?.isValid())
    return `"${value}" is no phone number in use: no such area code or number range`
  if (dialNumber(value) === parsed.number) return undefined
  const digits = digitCount(parsed.number)
  if (digits < 8)
    return `"${value}" is too short: it has ${digits} digits with the country code (+${parsed.countryCallingCode}), a phone number at least 8; a digit is missing`
  if (digits > 15)
    return `"${value}" is too long: it has ${digits} digits with the country code (+${parsed.countryCallingCode}), a phone number at most 15`
  return `"${value}" would not dial ${parsed.number}: write only digits, spaces and + ( ) / -`
}

/**
 * The check digit of a German VAT id (USt-IdNr.) from its first eight digits: ISO 7064 MOD 11,10,
 * the method the Bundeszentralamt für Steuern publishes for it.
 */
export function vatCheckDigit(firstEight: string): number {
  let product = 10
  for (const digit of firstEight) {
    const sum = (Number(digit) + product) % 10 || 10
    product = (2 * sum) % 11
  }
  return (11 - product) % 10
}

export const vatId: Check<string> = (value) => {
  const digits = /^DE ?(\d{3}) ?(\d{3}) ?(\d{3})$/.exec(value)?.slice(1).join('')
  if (!digits) return `"${value}" is no German VAT id: DE and nine digits`
  if (digits.startsWith('0')) return `"${value}" is no German VAT id: its first digit is never 0`
  return vatCheckDigit(digits.slice(0, 8)) === Number(digits[8])
    ? undefined
    : `"${value}" is no German VAT id: its last digit, the check digit, does not fit the others (a digit mistyped? copy it from the Bundeszentralamt für Steuern's letter)`
}

export const emailAddress: Check<string> = (value) =>
  z.email().safeParse(value).success ? undefined : `"${value}" is no e-mail address`

/**
 * Legal forms as abbreviated, by their parts: each is found written together (`GmbH`, `Ltd.`) or
 * with a dot after each part (`G.m.b.H.`, `e. K.`), in any case. `e.V.` only with its dots: `EV`
 * may be an electric vehicle.
 */
const legalFormAbbreviations = [
  ...[
    ['g', 'm', 'b', 'h'],
    ['g', 'g', 'm', 'b', 'h'],
    ['m', 'b', 'h'],
    ['u', 'g'],
    ['k', 'g'],
    ['k', 'g', 'a', 'a'],
    ['o', 'h', 'g'],
    ['g', 'b', 'r'],
    ['e', 'g', 'b', 'r'],
    ['a', 'g'],
    ['s', 'e'],
    ['e', 'k'],
    ['e', 'kfm'],
    ['e', 'kfr'],
    ['e', 'g'],
    ['part', 'g'],
    ['m', 'b', 'b'],
    ['ltd'],
    ['inc'],
    ['llc'],
  ].flatMap((parts) => [
    `${parts.join('')}\\.?`,
    parts.map((part, index) => `${part}\\.${index < parts.length - 1 ? '\\s?' : '?'}`).join(''),
  ]),
  'e\\.\\s?v\\.',
]
/** Legal forms written out. */
const legalFormWords = [
  'gesellschaft mit beschränkter haftung',
  'unternehmergesellschaft',
  'haftungsbeschränkt',
  'kommanditgesellschaft',
  'offene handelsgesellschaft',
  'aktiengesellschaft',
  'gesellschaft bürgerlichen rechts',
  'eingetragene[rn]? kauf(?:mann|frau)',
  'partnerschaftsgesellschaft',
  'genossenschaft',
  'limited',
]
/** A legal form in any spelling, as a word of its own: the pages add `legal.form` to the name. */
const legalFormInName = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...legalFormAbbreviations, ...legalFormWords].join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
)

/** A firm's name without its legal form, which the pages add from `legal.form`. */
export const withoutLegalForm: Check<string> = (value) => {
  const form = legalFormInName.exec(value)?.[0].trim()
  return form
    ? `"${value}" contains the legal form "${form}", which the pages add from legal.form: write the name without it`
    : undefined
}
