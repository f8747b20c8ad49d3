/**
 * The check every build runs on the company data (src/config/company.ts) before anything else: the
 * shape the types describe, which `npm run build` does not type-check, and what types cannot say:
 * the facts the legal form requires, real dates, German register numbers, VAT ids (with their check
 * digit) and postcodes, phone numbers that exist, profile addresses on their network's domain, a
 * name without its legal form, a permit as its letter states it. Each problem names the field,
 * says what is wrong and shows a right value as the owner would write it. Placeholders pass (a
 * preview shows them); a production build refuses them afterwards (./productionGuard.ts). Build
 * time only: nothing here reaches a visitor's browser.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/max'
import * as z from 'zod'

import de from '@i18n/de'
import { isPlaceholder, socialNetworks, weekdays, type CompanyData } from '@/config/companySchema'
import { languages } from '@/config/languages'
import { photosFolder } from '@/publish/photo'
import { dialNumber } from '@/shared/phoneNumber'
import type { HostingSetup } from '@/shared/serverLogs'

import { companyFile, fieldName, type Finding } from './productionGuard'

/** What is wrong with a value, or undefined. */
type Check<T> = (value: T) => string | undefined

const shown = (value: unknown) =>
  value === undefined ? 'missing' : typeof value === 'string' ? `"${value}"` : JSON.stringify(value)

const isHttpsAddress = (value: unknown) =>
  typeof value === 'string' && value.startsWith('https://') && URL.canParse(value)

/** The problem as the owner reads it: what is wrong, then a line of company.ts that would be right. */
const problem = (what: string, example: string) => `${what}; write for example  ${example}`

/**
 * A field checked by `check`, with `example` (a line of company.ts) shown whenever it fails. Built
 * on `z.custom` so that a missing field reaches the check too, which then says so in its own words.
 */
function field(example: string, check: Check<unknown>) {
  return z.custom().superRefine((value, context) => {
    const what = check(value)
    if (what) context.addIssue({ code: 'custom', message: problem(what, example) })
  })
}

/** A list of up to `most` entries, each then checked by `entry` (its problems name its index). */
function list(example: string, entry: z.ZodType, { least = 0, most = Infinity, what = 'entries' }) {
  return field(example, (value) => {
    if (value === undefined) return `missing: ${what}`
    if (!Array.isArray(value)) return `${shown(value)}: a list [ ] is expected`
    if (value.length < least) return `${what}: at least ${least} are needed`
    return value.length > most ? `${what}: at most ${most}` : undefined
  }).pipe(z.array(entry))
}

/** An object whose keys are exactly these: a misspelt or extra key is named. */
function record(example: string, shape: z.ZodRawShape) {
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

/**
 * An object whose `key` decides its other fields (the legal form, the hosting setup): it is
 * checked as the variant its `key` names, and an unknown `key` is named with the ones there are.
 */
function variants(
  key: string,
  example: string,
  shapes: Record<string, z.ZodRawShape>,
  shapeOf: (value: unknown) => z.ZodRawShape | undefined = (value) =>
    typeof value === 'string' && Object.hasOwn(shapes, value) ? shapes[value] : undefined,
) {
  return field(example, (value) =>
    typeof value === 'object' && value !== null
      ? undefined
      : `${shown(value)}: { ${key}: … } is expected`,
  ).superRefine((value, context) => {
    if (typeof value !== 'object' || value === null) return
    const chosen = (value as Record<string, unknown>)[key]
    const shape = shapeOf(chosen)
    const issues = shape
      ? (record(example, { [key]: z.unknown(), ...shape }).safeParse(value).error?.issues ?? [])
      : [
          {
            path: [key],
            message: problem(
              `${shown(chosen)}: write one of ${Object.keys(shapes)
                .map((name) => `'${name}'`)
                .join(', ')}`,
              `${key}: '${Object.keys(shapes)[0]}',`,
            ),
          },
        ]
    for (const { path, message } of issues) context.addIssue({ code: 'custom', path, message })
  })
}

/** Text the company states, or a placeholder until it does. */
function fact(example: string, check: Check<string> = () => undefined) {
  return field(example, (value) => {
    if (isPlaceholder(value))
      return value.placeholder in de.placeholders
        ? undefined
        : `placeholder('${value.placeholder}') has no label in the dictionaries`
    if (typeof value !== 'string') return `${shown(value)}: text in quotes is expected`
    if (value.trim() === '') return 'empty'
    return check(value)
  })
}

const matches =
  (pattern: RegExp, what: string): Check<string> =>
  (value) =>
    pattern.test(value) ? undefined : `"${value}" ${what}`

/** The day a text written year-month-day names (`2024-03-01`), or what is wrong with it. */
function calendarDay(value: string): Date | string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? []
  if (!year) return `"${value}" is not written year-month-day`
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return date.toISOString().slice(0, 10) === value ? date : `"${value}" is no day of the calendar`
}

/** A calendar date written year-month-day that has passed: `2024-03-01`, not `1.3.2024` or `2024-02-30`. */
const pastDate: Check<string> = (value) => {
  const day = calendarDay(value)
  if (typeof day === 'string') return day
  return day.getTime() > Date.now() ? `"${value}" lies in the future` : undefined
}

/** What a permit letter says of its end: the last day it is valid, or that it has no limit. */
const permitEnd: Check<string> = (value) => {
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
 * same way (src/shared/phoneNumber.ts makes the `tel:` links without sending libphonenumber's tables
 * to every visitor). German numbers vary in length, and libphonenumber's reason stays silent for
 * many that are too short or too long to dial; the site dials 8 to 15 digits (E.164), and says so.
 */
const phoneNumber: Check<string> = (value) => {
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

const vatId: Check<string> = (value) => {
  const digits = /^DE ?(\d{3}) ?(\d{3}) ?(\d{3})$/.exec(value)?.slice(1).join('')
  if (!digits) return `"${value}" is no German VAT id: DE and nine digits`
  if (digits.startsWith('0')) return `"${value}" is no German VAT id: its first digit is never 0`
  return vatCheckDigit(digits.slice(0, 8)) === Number(digits[8])
    ? undefined
    : `"${value}" is no German VAT id: its last digit, the check digit, does not fit the others (a digit mistyped? copy it from the Bundeszentralamt für Steuern's letter)`
}

const emailAddress: Check<string> = (value) =>
  z.email().safeParse(value).success ? undefined : `"${value}" is no e-mail address`

const days = (example: string, most: number) =>
  field(example, (value) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= most
      ? undefined
      : `${shown(value)}: a whole number of days from 1 to ${most} is expected`,
  )

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

const name = fact("name: 'Fahrerdienst Spree',", (value) => {
  const form = legalFormInName.exec(value)?.[0].trim()
  return form
    ? `"${value}" contains the legal form "${form}", which the pages add from legal.form: write the name without it`
    : undefined
})

/** German register numbers: the division (HRB for companies with share capital, HRA else) and a number. */
const registerEntry = (division: 'HRA' | 'HRB') =>
  record(`register: { court: 'Amtsgericht Charlottenburg', number: '${division} 234567 B' },`, {
    court: fact(
      "court: 'Amtsgericht Charlottenburg',",
      matches(
        /^Amtsgericht \S/,
        'is no register court: the register is kept by an "Amtsgericht …"',
      ),
    ),
    number: fact(
      `number: '${division} 234567 B',`,
      matches(
        new RegExp(`^${division} [1-9]\\d{0,6}(?: [A-Z]{1,3})?$`),
        `is no number of the register's division ${division}, where this legal form is entered`,
      ),
    ),
  })

const fullName = fact("'Aylin Demir',")
const managingDirectors = list("managingDirectors: ['Aylin Demir', 'Jonas Weber'],", fullName, {
  least: 1,
  what: 'the managing directors who represent the firm',
})
const owner = fact("owner: 'Aylin Demir',")

/** What each legal form must state besides itself (§ 5 DDG); a form not decided yet, a GmbH's. */
const legalForms = {
  GmbH: { register: registerEntry('HRB'), managingDirectors },
  'UG (haftungsbeschränkt)': { register: registerEntry('HRB'), managingDirectors },
  'GmbH & Co. KG': {
    register: registerEntry('HRA'),
    generalPartner: record(
      "generalPartner: { name: 'Fahrerdienst Spree Verwaltungs-GmbH', register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 234568 B' } },",
      {
        name: fact("name: 'Fahrerdienst Spree Verwaltungs-GmbH',"),
        register: registerEntry('HRB'),
      },
    ),
    managingDirectors,
  },
  'e.K.': { register: registerEntry('HRA'), owner },
  Einzelunternehmen: { owner },
  GbR: {
    partners: list("partners: ['Aylin Demir', 'Jonas Weber'],", fullName, {
      least: 2,
      what: 'the partners',
    }),
  },
} satisfies Record<Exclude<CompanyData['legal']['form'], object>, z.ZodRawShape>

const legal = variants(
  'form',
  "legal: { form: 'GmbH', register: { … }, managingDirectors: [ … ] },",
  legalForms,
  (form) =>
    isPlaceholder(form)
      ? legalForms.GmbH
      : typeof form === 'string' && Object.hasOwn(legalForms, form)
        ? legalForms[form as keyof typeof legalForms]
        : undefined,
)

const transferExample =
  "processesDataIn: { country: 'USA', safeguard: 'EU-US Data Privacy Framework' },"
const transfer = record(transferExample, {
  country: fact("country: 'USA',"),
  safeguard: fact("safeguard: 'EU-US Data Privacy Framework',"),
})

/** Issues of `value` under `schema`, added to `context` at their own paths. */
function addIssuesOf(schema: z.ZodType, value: unknown, context: z.RefinementCtx) {
  for (const { path, message } of schema.safeParse(value).error?.issues ?? [])
    context.addIssue({ code: 'custom', path, message })
}

/**
 * Where a provider processes data (`DataLocation`): 'EU', or the country outside the EU and EEA
 * and the transfer's safeguard, or a placeholder until the owner has looked it up.
 */
const dataLocation = z
  .custom()
  .superRefine((value, context) =>
    addIssuesOf(
      typeof value === 'object' && value !== null && !isPlaceholder(value)
        ? transfer
        : fact("processesDataIn: 'EU',", (text) =>
            text === 'EU'
              ? undefined
              : `"${text}": write 'EU' where it processes data in the EU and EEA only, or else ${transferExample}`,
          ),
      value,
      context,
    ),
  )

const provider = fact("provider: 'Hetzner Online GmbH, Gunzenhausen',")
const ownServer = { provider, processesDataIn: dataLocation }
const hosting = variants(
  'setup',
  "hosting: { setup: 'caddy', provider: 'Hetzner Online GmbH, Gunzenhausen', processesDataIn: 'EU' },",
  {
    caddy: ownServer,
    nginx: ownServer,
    netlify: {
      provider,
      processesDataIn: field(transferExample, (value) =>
        typeof value === 'object' && value !== null && !isPlaceholder(value)
          ? undefined
          : `${shown(value)}: Netlify, Inc. processes data in the USA; its data processing terms name the safeguard`,
      ).pipe(transfer),
      providerLogDays: days('providerLogDays: 30,', 3650),
    },
  } satisfies Record<HostingSetup, z.ZodRawShape>,
)

/** A worker-leasing permit as its letter states it; it cannot end before it was issued. */
const workerLeasingPermit = record(
  "workerLeasingPermit: { authority: 'Agentur für Arbeit Kiel', issuedOn: '2024-03-01', validUntil: '2025-02-28' },",
  {
    authority: fact(
      "authority: 'Agentur für Arbeit Kiel',",
      matches(
        /^Agentur für Arbeit \p{Lu}[\p{L} .-]*$/u,
        'is no agency of the Bundesagentur für Arbeit as a permit letter names it: "Agentur für Arbeit" and its town',
      ),
    ),
    issuedOn: fact("issuedOn: '2024-03-01',", pastDate),
    validUntil: fact("validUntil: '2025-02-28',", permitEnd),
    fileNumber: fact(
      "fileNumber: 'AÜG 123/24',",
      matches(
        /^(?!.*(?:befrist|unlimit|gültig|valid))/i,
        "is no file number: whether the permit is limited goes in validUntil (a date, or 'unlimited'); leave fileNumber out where the letter has none",
      ),
    ).optional(),
  },
).superRefine(({ issuedOn, validUntil }, context) => {
  if (typeof issuedOn !== 'string' || typeof validUntil !== 'string') return
  const [issued, ends] = [calendarDay(issuedOn), calendarDay(validUntil)]
  if (issued instanceof Date && ends instanceof Date && ends < issued)
    context.addIssue({
      code: 'custom',
      path: ['validUntil'],
      message: problem(
        `"${validUntil}" lies before the day the permit was issued (issuedOn: '${issuedOn}')`,
        "validUntil: '2025-02-28',",
      ),
    })
})

const networkNames = Object.keys(socialNetworks)
const socialProfile = record(
  "{ network: 'instagram', url: 'https://www.instagram.com/fahrerdienst.spree/' },",
  {
    network: field("network: 'instagram',", (value) =>
      networkNames.includes(value as string)
        ? undefined
        : `${value === undefined ? 'missing' : `"${String(value)}" is no network the footer knows`}: one of ${networkNames.map((network) => `'${network}'`).join(', ')}`,
    ),
    url: field("url: 'https://www.instagram.com/fahrerdienst.spree/',", (value) =>
      isHttpsAddress(value)
        ? undefined
        : `${shown(value)}: the profile's https:// address is expected`,
    ),
  },
).superRefine(({ network, url }, context) => {
  const { domain, name } = socialNetworks[network as keyof typeof socialNetworks] ?? {}
  const host = typeof url === 'string' && URL.canParse(url) ? new URL(url).hostname : undefined
  if (!domain || !host || host === domain || host.endsWith(`.${domain}`)) return
  context.addIssue({
    code: 'custom',
    path: ['url'],
    message: problem(
      `"${url as string}" is not on ${domain}, ${name}'s domain`,
      `url: 'https://www.${domain}/fahrerdienst.spree/',`,
    ),
  })
})

/** A time of day in 24-hour time: `08:00`, `17:30`, `23:59`. */
const clockTime = (example: string) =>
  field(example, (value) =>
    typeof value === 'string' && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value)
      ? undefined
      : `${shown(value)}: a time written hours:minutes in 24-hour time is expected`,
  )

const phoneHoursExample =
  "phoneHours: [{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '18:00' }],"
const phoneHours = list(
  phoneHoursExample,
  record("{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '18:00' },", {
    days: list(
      "days: ['mo', 'tu', 'we', 'th', 'fr'],",
      field("'mo',", (value) =>
        typeof value === 'string' && Object.hasOwn(weekdays, value)
          ? undefined
          : `${shown(value)}: one of ${Object.keys(weekdays)
              .map((day) => `'${day}'`)
              .join(', ')}`,
      ),
      { least: 1, what: 'days' },
    ),
    opens: clockTime("opens: '08:00',"),
    closes: clockTime("closes: '18:00',"),
  }).superRefine(({ opens, closes }, context) => {
    if (typeof opens === 'string' && typeof closes === 'string' && opens >= closes)
      context.addIssue({
        code: 'custom',
        path: ['closes'],
        message: problem(`"${closes}" is not after opens "${opens}"`, "closes: '18:00',"),
      })
  }),
  { least: 1, what: 'times' },
).superRefine((value, context) => {
  if (!Array.isArray(value)) return
  const seen = new Set<unknown>()
  value.forEach((hours: unknown, index) => {
    const days: unknown = typeof hours === 'object' && hours ? Reflect.get(hours, 'days') : []
    for (const day of Array.isArray(days) ? days : []) {
      if (seen.has(day))
        context.addIssue({
          code: 'custom',
          path: [index, 'days'],
          message: problem(
            `"${String(day)}" is listed twice: each day once, with one time`,
            phoneHoursExample,
          ),
        })
      seen.add(day)
    }
  })
})

/** A whole number from `least` to `most`, or a year that has begun. */
const count = (example: string, least: number, most: number, what: string) =>
  field(example, (value) =>
    Number.isInteger(value) && (value as number) >= least && (value as number) <= most
      ? undefined
      : `${shown(value)}: ${what} from ${least} to ${most} is expected`,
  )

const photoExample =
  "photo: { file: 'team.jpg', alt: { de: 'Unser Team vor dem Büro in Kreuzberg', en: 'Our team outside the office in Kreuzberg' } },"

const testimonialIds = Object.keys(de.home.testimonials).filter(
  (key) => key !== 'heading' && key !== 'note',
)

const companyDataSchema = record('', {
  name,
  slug: field("slug: 'fahrerdienst-spree',", (value) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? undefined
      : `${shown(value)}: lowercase letters, digits and single hyphens are expected`,
  ),
  legal,
  address: record(
    "address: { street: 'Musterstraße 12', postalCode: '10997', locality: 'Berlin', country: 'DE' },",
    {
      street: fact("street: 'Musterstraße 12',"),
      postalCode: fact(
        "postalCode: '10997',",
        matches(/^\d{5}$/, 'is no German postcode (five digits)'),
      ),
      locality: fact("locality: 'Berlin',"),
      country: field("country: 'DE',", (value) =>
        value === 'DE' ? undefined : `${shown(value)}: the site states a German address`,
      ),
    },
  ),
  phone: fact("phone: '+49 30 23125 000',", phoneNumber),
  callbackPhone: fact("callbackPhone: '030 23125 001',", phoneNumber),
  contactEmail: fact("contactEmail: 'anfragen@ihre-firma.de',", emailAddress),
  legalEmail: fact("legalEmail: 'kontakt@ihre-firma.de',", emailAddress),
  privacyEmail: fact("privacyEmail: 'datenschutz@ihre-firma.de',", emailAddress).optional(),
  vatId: fact("vatId: 'DE 123 456 788',", vatId).optional(),
  workerLeasingPermit: workerLeasingPermit.optional(),
  contentOwner: fact("contentOwner: 'Aylin Demir, Musterstraße 12, 10997 Berlin',").optional(),
  dataProtectionOfficer: fact(
    "dataProtectionOfficer: 'Jonas Weber, datenschutz@ihre-firma.de',",
  ).optional(),
  dataProtectionAuthority: fact(
    "dataProtectionAuthority: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin',",
  ),
  hosting,
  mailProvider: record("mailProvider: { name: 'Posteo e.K., Berlin', processesDataIn: 'EU' },", {
    name: fact("name: 'Posteo e.K., Berlin',"),
    processesDataIn: dataLocation,
  }),
  inquiryCopies: record('inquiryCopies: { mailboxDays: 180, backupDays: 30 },', {
    mailboxDays: days('mailboxDays: 180,', 3650),
    // A backup holds inquiries already deleted from the database: a month is enough to notice a loss.
    backupDays: days('backupDays: 30,', 90),
  }),
  socialProfiles: list('socialProfiles: [],', socialProfile, { most: 4, what: 'profiles' }),
  testimonials: list(
    'testimonials: [],',
    record("{ id: 'first' },", {
      id: field("id: 'first',", (value) =>
        testimonialIds.includes(value as string)
          ? undefined
          : `${shown(value)}: one of ${testimonialIds.map((id) => `'${id}'`).join(', ')}`,
      ),
      sample: z.literal(true).optional(),
    }),
    { most: testimonialIds.length, what: 'testimonials' },
  ),
  showEuDisputeResolutionNotice: field('showEuDisputeResolutionNotice: false,', (value) =>
    typeof value === 'boolean' ? undefined : `${shown(value)}: true or false is expected`,
  ),
  euDisputeResolutionUrl: field(
    "euDisputeResolutionUrl: 'https://ec.europa.eu/consumers/odr/',",
    (value) =>
      isHttpsAddress(value) ? undefined : `${shown(value)}: an https:// address is expected`,
  ),
  phoneHours: phoneHours.optional(),
  inquiryAnswerHours: count('inquiryAnswerHours: 24,', 1, 72, 'a whole number of hours').optional(),
  foundedYear: count('foundedYear: 2019,', 1900, new Date().getFullYear(), 'a year').optional(),
  driversOnTeam: count('driversOnTeam: 40,', 1, 100_000, 'a whole number').optional(),
  clients: list("clients: ['Pizzeria Beispiel, Berlin-Kreuzberg'],", fact("'Pizzeria Beispiel',"), {
    least: 1,
    most: 12,
    what: 'clients',
  }).optional(),
  photo: record(photoExample, {
    file: field("file: 'team.jpg',", (value) =>
      typeof value !== 'string' || !/^[\w-]+\.(?:jpe?g|png|webp)$/i.test(value)
        ? `${shown(value)}: a file name ending in .jpg, .png or .webp is expected`
        : existsSync(join(photosFolder, value))
          ? undefined
          : `"${value}" is not in ${photosFolder}: put the photo there`,
    ),
    alt: record(
      `alt: { ${languages.map((language) => `${language}: '…'`).join(', ')} },`,
      Object.fromEntries(
        languages.map((language) => [
          language,
          field(`${language}: 'Unser Team vor dem Büro in Kreuzberg',`, (value) =>
            typeof value === 'string' && value.trim().length >= 10
              ? undefined
              : `${shown(value)}: what the photo shows, in a sentence, is expected`,
          ),
        ]),
      ),
    ),
  }).optional(),
})

/** Every problem of the data's shape and values; none for data a build can render truthfully. */
export function companyDataProblems(data: unknown): Finding[] {
  const result = companyDataSchema.safeParse(data)
  return (result.error?.issues ?? []).map((issue) => ({
    file: companyFile,
    field: fieldName(issue.path) || 'company',
    problem: issue.message,
  }))
}
