/**
 * The check every build runs on the company data (src/config/company.ts) before anything else: the
 * shape the types describe, which `npm run build` does not type-check, and what types cannot say:
 * the facts the legal form requires, real dates, German register numbers, VAT ids and postcodes,
 * phone numbers that exist, profile addresses on their network's domain, a name without its legal
 * form. Each problem names the field, says what is wrong and shows a right value as the owner would
 * write it. Placeholders pass (a preview shows them); a production build refuses them afterwards
 * (./productionGuard.ts). Build time only: nothing here reaches a visitor's browser.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import * as z from 'zod'

import de from '@i18n/de'
import { isPlaceholder, socialNetworks, weekdays, type CompanyData } from '@/config/companySchema'
import type { HostingSetup } from '@/config/serverLogs'
import { dialNumber } from '@/lib/phoneNumber'

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

/** A calendar date written year-month-day that has passed: `2024-03-01`, not `1.3.2024` or `2024-02-30`. */
const pastDate: Check<string> = (value) => {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? []
  if (!year) return `"${value}" is not written year-month-day`
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (date.toISOString().slice(0, 10) !== value) return `"${value}" is no day of the calendar`
  return date.getTime() > Date.now() ? `"${value}" lies in the future` : undefined
}

/**
 * A number libphonenumber knows to exist (area code, length), which the site's own parser dials the
 * same way (src/lib/phoneNumber.ts makes the `tel:` links without sending libphonenumber's tables
 * to every visitor).
 */
const phoneNumber: Check<string> = (value) => {
  const parsed = parsePhoneNumberFromString(value, 'DE')
  if (!parsed?.isValid()) return `"${value}" is no phone number in use`
  return dialNumber(value) === parsed.number
    ? undefined
    : `"${value}" would not dial ${parsed.number}: write only digits, spaces and + ( ) / -`
}

const emailAddress: Check<string> = (value) =>
  z.email().safeParse(value).success ? undefined : `"${value}" is no e-mail address`

const days = (example: string, most: number) =>
  field(example, (value) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= most
      ? undefined
      : `${shown(value)}: a whole number of days from 1 to ${most} is expected`,
  )

/** Legal forms in any spelling: the pages add `legal.form` to the name themselves. */
const legalFormInName =
  /(?:^|[\s,])(?:g?GmbH|mbH|UG|haftungsbeschränkt|KG|OHG|e?GbR|AG|e\.\s?K(?:fm|fr)?\.?)(?=$|[\s,)&])/i

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

const transfer = record(
  "outsideEu: { country: 'USA', safeguard: 'EU-US Data Privacy Framework' },",
  {
    country: fact("country: 'USA',"),
    safeguard: fact("safeguard: 'EU-US Data Privacy Framework',"),
  },
)

const provider = fact("provider: 'Hetzner Online GmbH, Gunzenhausen',")
const ownServer = { provider, outsideEu: transfer.optional() }
const hosting = variants(
  'setup',
  "hosting: { setup: 'caddy', provider: 'Hetzner Online GmbH, Gunzenhausen' },",
  {
    caddy: ownServer,
    nginx: ownServer,
    netlify: { provider, outsideEu: transfer, providerLogDays: days('providerLogDays: 30,', 3650) },
  } satisfies Record<HostingSetup, z.ZodRawShape>,
)

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
  vatId: fact(
    "vatId: 'DE 123 456 789',",
    matches(/^DE ?\d{3} ?\d{3} ?\d{3}$/, 'is no German VAT id: DE and nine digits'),
  ).optional(),
  workerLeasingPermit: record(
    "workerLeasingPermit: { authority: 'Bundesagentur für Arbeit, Agentur für Arbeit Kiel', issuedOn: '2024-03-01', fileNumber: 'AÜG 123/24' },",
    {
      authority: fact("authority: 'Bundesagentur für Arbeit, Agentur für Arbeit Kiel',"),
      issuedOn: fact("issuedOn: '2024-03-01',", pastDate),
      fileNumber: fact("fileNumber: 'AÜG 123/24',"),
    },
  ).optional(),
  contentOwner: fact("contentOwner: 'Aylin Demir, Musterstraße 12, 10997 Berlin',").optional(),
  dataProtectionOfficer: fact(
    "dataProtectionOfficer: 'Jonas Weber, datenschutz@ihre-firma.de',",
  ).optional(),
  dataProtectionAuthority: fact(
    "dataProtectionAuthority: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin',",
  ),
  hosting,
  mailProvider: fact("mailProvider: 'Beispiel-Mail GmbH, Berlin',"),
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
