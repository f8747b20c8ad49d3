/**
 * The shape of the company data (./company.ts), declared once: what a German staffing firm can
 * truthfully state, each fact present, absent, or a visible placeholder until it is supplied. The
 * type `CompanyData` is inferred from this schema, and every build checks the data with it
 * (src/publish/checks/companyDataCheck.ts): the values themselves (dates, register numbers, phone
 * numbers ...), each problem named with the field and a right line to write. The legal form decides
 * what else must be there: a GmbH has a register entry and managing directors, a sole trader an
 * owner and no register entry. Point at a field in company.ts and your editor shows what it means,
 * as written here. Build time only: the pages import its types (`import type`), never its values.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import * as z from 'zod'

import de from '@i18n/de'

import {
  billingModels,
  isPlaceholder,
  socialNetworks,
  weekdays,
  type HostingSetup,
  type Placeholder,
  type Weekday,
} from './companyFacts'
import {
  addIssuesOf,
  calendarDay,
  clockTime,
  count,
  days,
  emailAddress,
  fact,
  factOf,
  field,
  isHttpsAddress,
  list,
  matches,
  oneOf,
  pastDate,
  permitEnd,
  phoneNumber,
  problem,
  record,
  shown,
  text,
  variants,
  vatId,
  withoutLegalForm,
  type Check,
} from './companyFields'
import {
  carLicenceClasses,
  employmentTypes,
  jobRegions,
  jobVehicles,
  licenceClasses,
  payUnits,
  type Employment,
  type JobRegion,
  type LicenceClass,
  type PayUnit,
} from './jobs'
import { languages, type Language } from './languages'

/** Where the owner puts the photo the company data names. */
export const photosFolder = 'src/config/photos'

/** An entry in the commercial register (Handelsregister), in the division the legal form has. */
const registerEntry = (division: 'HRA' | 'HRB') =>
  record(`register: { court: 'Amtsgericht Charlottenburg', number: '${division} 234567 B' },`, {
    /** `Amtsgericht Charlottenburg` */
    court: fact(
      "court: 'Amtsgericht Charlottenburg',",
      matches(
        /^Amtsgericht \S/,
        'is no register court: the register is kept by an "Amtsgericht …"',
      ),
    ),
    /** `HRB 123456 B`: HRB for a GmbH or UG, HRA for a KG or an e.K. */
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

/** A company with share capital: entered in the register's division B, represented by directors. */
const limitedCompany = {
  register: registerEntry('HRB'),
  /** The managing directors who represent the firm: at least one, each with first and last name. */
  managingDirectors,
}
const ownedByOne = {
  /** The owner's first and last name. */
  owner: fact("owner: 'Aylin Demir',"),
}

const legal = variants(
  'form',
  "legal: { form: 'GmbH', register: { … }, managingDirectors: [ … ] },",
  {
    GmbH: limitedCompany,
    'UG (haftungsbeschränkt)': limitedCompany,
    'GmbH & Co. KG': {
      register: registerEntry('HRA'),
      /** The GmbH that is the KG's general partner (Komplementärin), with its own register entry. */
      generalPartner: record(
        "generalPartner: { name: 'Fahrerdienst Spree Verwaltungs-GmbH', register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 234568 B' } },",
        {
          name: fact("name: 'Fahrerdienst Spree Verwaltungs-GmbH',"),
          register: registerEntry('HRB'),
        },
      ),
      /** The general partner's managing directors, who act for the KG. */
      managingDirectors,
    },
    'e.K.': { register: registerEntry('HRA'), ...ownedByOne },
    // A sole trader without a register entry: the owner's first and last name are stated.
    Einzelunternehmen: ownedByOne,
    GbR: {
      /** At least two partners, each with first and last name. */
      partners: list("partners: ['Aylin Demir', 'Jonas Weber'],", fullName, {
        least: 2,
        what: 'the partners',
      }),
    },
  },
  'GmbH',
)

const transferExample =
  "processesDataIn: { country: 'USA', safeguard: 'EU-US Data Privacy Framework' },"
/** Where a provider outside the EU and EEA is, and what the transfer there rests on (Art. 44 ff. GDPR). */
const transfer = record(transferExample, {
  country: fact("country: 'USA',"),
  safeguard: fact("safeguard: 'EU-US Data Privacy Framework',"),
})

/**
 * Where a provider processes the data it handles for the company, as its data processing agreement
 * says: `'EU'` for the EU and EEA only, or the country outside them and the transfer's safeguard.
 * The privacy policy's statements on third countries follow from this, for each provider; a
 * placeholder until the owner has looked it up.
 */
const dataLocation = z
  .custom<'EU' | z.infer<typeof transfer> | Placeholder>()
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

const ownServer = {
  /** The provider's name and seat: `Hetzner Online GmbH, Gunzenhausen`. */
  provider: fact("provider: 'Hetzner Online GmbH, Gunzenhausen',"),
  /**
   * Where it processes data, as its data processing agreement says: `'EU'` for the EU and EEA
   * only, or `{ country: 'USA', safeguard: 'EU-US Data Privacy Framework' }`.
   */
  processesDataIn: dataLocation,
}

const hosting = variants(
  'setup',
  "hosting: { setup: 'caddy', provider: 'Hetzner Online GmbH, Gunzenhausen', processesDataIn: 'EU' },",
  {
    caddy: ownServer,
    nginx: ownServer,
    netlify: {
      provider: ownServer.provider,
      /** Netlify, Inc. is in the USA: the country and the safeguard, from its data processing terms. */
      processesDataIn: field(transferExample, (value) =>
        typeof value === 'object' && value !== null && !isPlaceholder(value)
          ? undefined
          : `${shown(value)}: Netlify, Inc. processes data in the USA; its data processing terms name the safeguard`,
      ).pipe(transfer),
      /** How many days Netlify keeps its own access logs, as its data processing terms state. */
      providerLogDays: days('providerLogDays: 30,', 3650),
    },
  } satisfies Record<HostingSetup, z.ZodRawShape>,
)

/** A worker-leasing permit as its letter states it; it cannot end before it was issued. */
const workerLeasingPermit = record(
  "workerLeasingPermit: { authority: 'Agentur für Arbeit Kiel', issuedOn: '2024-03-01', validUntil: '2025-02-28' },",
  {
    /**
     * The agency of the Bundesagentur für Arbeit that issued it, as the letter names it:
     * `Agentur für Arbeit Kiel`.
     */
    authority: fact(
      "authority: 'Agentur für Arbeit Kiel',",
      matches(
        /^Agentur für Arbeit \p{Lu}[\p{L} .-]*$/u,
        'is no agency of the Bundesagentur für Arbeit as a permit letter names it: "Agentur für Arbeit" and its town',
      ),
    ),
    /** The day it was issued, written year-month-day: `2024-03-01`. */
    issuedOn: fact("issuedOn: '2024-03-01',", pastDate),
    /**
     * The last day a limited permit is valid, year-month-day (`2025-02-28`), or `'unlimited'` where
     * the letter grants it without a limit ("unbefristet"). A production build refuses a permit that
     * has ended and warns in its last 60 days (src/publish/checks/productionGuard.ts).
     */
    validUntil: fact("validUntil: '2025-02-28',", permitEnd),
    /** The file number (Aktenzeichen), where the letter states one. */
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
/** A profile of the company's own: the address of its page, not the network's home page. */
const socialProfile = record(
  "{ network: 'instagram', url: 'https://www.instagram.com/fahrerdienst.spree/' },",
  {
    network: field<keyof typeof socialNetworks>("network: 'instagram',", (value) =>
      networkNames.includes(value as string)
        ? undefined
        : `${value === undefined ? 'missing' : `"${String(value)}" is no network the footer knows`}: one of ${networkNames.map((network) => `'${network}'`).join(', ')}`,
    ),
    url: field<string>("url: 'https://www.instagram.com/fahrerdienst.spree/',", (value) =>
      isHttpsAddress(value)
        ? undefined
        : `${shown(value)}: the profile's https:// address is expected`,
    ),
  },
).superRefine(({ network, url }, context) => {
  const { domain, name } = socialNetworks[network] ?? {}
  const host = typeof url === 'string' && URL.canParse(url) ? new URL(url).hostname : undefined
  if (!domain || !host || host === domain || host.endsWith(`.${domain}`)) return
  context.addIssue({
    code: 'custom',
    path: ['url'],
    message: problem(
      `"${url}" is not on ${domain}, ${name}'s domain`,
      `url: 'https://www.${domain}/fahrerdienst.spree/',`,
    ),
  })
})

/**
 * Times of some days of the week, each day with one time: `example` is a line of company.ts with
 * such a list, as the field that holds it is named.
 */
const weeklyHours = (example: string) =>
  list(
    example,
    record("{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '18:00' },", {
      days: list(
        "days: ['mo', 'tu', 'we', 'th', 'fr'],",
        oneOf("'mo',", Object.keys(weekdays) as Weekday[]),
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
              example,
            ),
          })
        seen.add(day)
      }
    })
  })

const phoneHours = weeklyHours(
  "phoneHours: [{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '18:00' }],",
)

const assignmentHoursExample = "assignmentHours: 'roundTheClock',"
const assignmentTimes = weeklyHours(
  "assignmentHours: [{ days: ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'], opens: '11:00', closes: '23:00' }],",
)
/** Around the clock on every day, or the days and times drivers can work. */
const assignmentHours = factOf(
  assignmentHoursExample,
  z.custom<'roundTheClock' | z.infer<typeof assignmentTimes>>().superRefine((value, context) => {
    if (Array.isArray(value)) return addIssuesOf(assignmentTimes, value, context)
    if (value !== 'roundTheClock')
      context.addIssue({
        code: 'custom',
        message: problem(
          `${shown(value)}: write 'roundTheClock' where drivers work at any hour of every day, or else the days and times, as phoneHours has them`,
          assignmentHoursExample,
        ),
      })
  }),
)

const trainingExample =
  "driverTraining: { de: ['Lebensmittelhygiene', 'Sicherheit im Stadtverkehr'], en: ['food hygiene', 'safety in city traffic'] },"
/** The topics in one language: one to six, each a few words. */
const trainingTopics = (language: Language) =>
  list(`${language}: [ … ],`, text(`'…',`), { least: 1, most: 6, what: 'topics' })
/** The same topics in every language. */
const driverTraining = factOf(
  trainingExample,
  record(
    trainingExample,
    Object.fromEntries(languages.map((language) => [language, trainingTopics(language)])) as Record<
      Language,
      ReturnType<typeof trainingTopics>
    >,
  ).superRefine((topics, context) => {
    const counts = new Set(languages.map((language) => topics[language]?.length))
    if (counts.size > 1)
      context.addIssue({
        code: 'custom',
        message: problem(
          'the languages list different numbers of topics: each topic in every language',
          trainingExample,
        ),
      })
  }),
)

const leadTimeExample = 'leadTimeHours: { from: 24, to: 48 },'
const leadTimeBound = (example: string) =>
  count(example, 1, 72, 'a whole number of hours, at most three days (72),')
/** Usually within `from` to `to` hours; `from` and `to` alike for one figure. */
const leadTimeHours = factOf(
  leadTimeExample,
  record(leadTimeExample, {
    from: leadTimeBound('from: 24,'),
    to: leadTimeBound('to: 48,'),
  }).superRefine(({ from, to }, context) => {
    if (typeof from === 'number' && typeof to === 'number' && from > to)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: problem(`${to} is less than from (${from})`, leadTimeExample),
      })
  }),
)

const billingExample = "billingModels: ['hour', 'shift'],"
/** One to three of the ways to bill, each once. */
const billing = factOf(
  billingExample,
  list(billingExample, oneOf("'hour',", billingModels), {
    least: 1,
    most: billingModels.length,
    what: 'ways to bill',
  }).superRefine((value, context) => {
    if (Array.isArray(value) && new Set(value).size < value.length)
      context.addIssue({
        code: 'custom',
        message: problem('a way to bill is listed twice', billingExample),
      })
  }),
)

type TestimonialId = Exclude<keyof typeof de.home.testimonials, 'heading' | 'note'>
const testimonialIds = Object.keys(de.home.testimonials).filter(
  (key): key is TestimonialId => key !== 'heading' && key !== 'note',
)
/** A testimonial on the home page; its quote is `home.testimonials.<id>` in the dictionaries. */
const testimonial = record("{ id: 'first' },", {
  id: oneOf("id: 'first',", testimonialIds),
  /** An example text, not a customer's approved words: never published (the build refuses it). */
  sample: z.literal(true).optional(),
})

/** What the photo shows, in a sentence, in one language. */
const photoDescription = (language: Language) =>
  field<string>(`${language}: 'Unser Team vor dem Büro in Kreuzberg',`, (value) =>
    typeof value === 'string' && value.trim().length >= 10
      ? undefined
      : `${shown(value)}: what the photo shows, in a sentence, is expected`,
  )

/** A short machine name for an address or a key: lowercase letters, digits and single hyphens. */
const slug = (example: string) =>
  field<string>(example, (value) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? undefined
      : `${shown(value)}: lowercase letters, digits and single hyphens are expected`,
  )

/** A text the owner writes in each language, checked by `text` (a job's title, its description). */
const inEachLanguage = (example: string, perLanguage: (language: Language) => z.ZodType<string>) =>
  record(
    example,
    Object.fromEntries(languages.map((language) => [language, perLanguage(language)])) as Record<
      Language,
      z.ZodType<string>
    >,
  )

/** An amount of euros as the firm states it: more than 0, in euros and cents (`14.5`, `15`). */
const euros = field<number>('amount: 15,', (value) =>
  typeof value === 'number' &&
  value > 0 &&
  value < 10_000 &&
  /^\d+(?:\.\d{1,2})?$/.test(String(value))
    ? undefined
    : `${shown(value)}: an amount in euros is expected, as a number with at most two decimals`,
)

/** A day written year-month-day (`2026-11-02`), checked by `check` beyond being one. */
const day = (example: string, check: Check<string> = () => undefined) =>
  field<string>(example, (value) => {
    if (typeof value !== 'string')
      return `${shown(value)}: a day in quotes, year-month-day, is expected`
    const parsed = calendarDay(value)
    return typeof parsed === 'string' ? parsed : check(value)
  })

const jobExample =
  "{ id: 'fahrradkurier-kreuzberg', title: { de: '…', en: '…' }, description: { de: '…', en: '…' }, vehicles: ['bike'], employment: ['partTime'], area: { region: 'Berlin', locality: 'Berlin' }, datePosted: '2026-11-02' },"

/**
 * An open job for drivers, with its own page (`/jobs/<id>`) and the structured data that search
 * engines' job listings read. A production build refuses a sample; every build leaves a job out
 * of the jobs page, the sitemap and search engines once its last day has passed, says so, and its
 * page then says that it is closed.
 */
const job = record(jobExample, {
  /**
   * The job's address below the jobs page, `/jobs/<id>`: lowercase letters, digits and single
   * hyphens (`fahrradkurier-kreuzberg`). Keep it while the job is open: links shared lead there.
   */
  id: slug("id: 'fahrradkurier-kreuzberg',"),
  /** An example job, not one the firm offers: never published (the build refuses it). */
  sample: z.literal(true).optional(),
  /**
   * The job's title in each language, as a job board lists it. A German job ad addresses every
   * gender (§ 11 AGG): `Fahrradkurier (m/w/d) in Teilzeit`.
   */
  title: inEachLanguage(
    "title: { de: 'Fahrradkurier (m/w/d)', en: 'Bicycle courier' },",
    (language) => text(`${language}: '…',`),
  ),
  /**
   * What the job is, in the firm's own words, in each language: the work, the hours, what a driver
   * brings and gets. Paragraphs are separated by an empty line (`\n\n`).
   */
  description: inEachLanguage(
    "description: { de: 'Du lieferst …', en: 'You deliver …' },",
    (language) =>
      field<string>(`${language}: 'Du lieferst …',`, (value) =>
        typeof value === 'string' && value.trim().length >= 50
          ? undefined
          : `${shown(value)}: the job described in at least a few sentences is expected`,
      ),
  ),
  /** What the driver delivers with: one or more of `'bike'`, `'escooter'`, `'car'`. */
  vehicles: list("vehicles: ['bike'],", oneOf("'bike',", jobVehicles), {
    least: 1,
    what: 'vehicles',
  }),
  /** How the job is employed: `'fullTime'`, `'partTime'`, `'minijob'`; several where the driver chooses. */
  employment: list(
    "employment: ['partTime', 'minijob'],",
    oneOf("'partTime',", Object.keys(employmentTypes) as Employment[]),
    { least: 1, what: 'kinds of employment' },
  ),
  /** Where the driver works: Berlin (a city and a state), or a town in Brandenburg. */
  area: record("area: { region: 'Berlin', locality: 'Berlin', districts: ['Kreuzberg'] },", {
    /** `'Berlin'` or `'Brandenburg'`: the areas the firm serves. */
    region: oneOf("region: 'Berlin',", Object.keys(jobRegions) as JobRegion[]),
    /** The town: `'Berlin'`, `'Potsdam'`. */
    locality: text("locality: 'Potsdam',"),
    /** The districts, where the job is in some only: `['Kreuzberg', 'Friedrichshain']`. */
    districts: list("districts: ['Kreuzberg', 'Friedrichshain'],", text("'Kreuzberg',"), {
      least: 1,
      what: 'districts',
    }).optional(),
  }).superRefine(({ region, locality }, context) => {
    if (region === 'Berlin' && typeof locality === 'string' && locality !== 'Berlin')
      context.addIssue({
        code: 'custom',
        path: ['locality'],
        message: problem(
          `"${locality}" is not in the state of Berlin: write region: 'Brandenburg' for a town around it, or a district of Berlin in districts`,
          "locality: 'Berlin',",
        ),
      })
  }),
  /**
   * Pay as the firm states it, in euros (`{ amount: 15, per: 'hour' }`): per `'hour'`, `'shift'` or
   * `'delivery'`. Leave it out to state none.
   */
  pay: record("pay: { amount: 15, per: 'hour' },", {
    amount: euros,
    per: oneOf("per: 'hour',", Object.keys(payUnits) as PayUnit[]),
  }).optional(),
  /** The day the job was first published, year-month-day: `'2026-11-02'`. */
  datePosted: day("datePosted: '2026-11-02',", pastDate),
  /**
   * The last day applications are taken, year-month-day (`'2027-01-31'`). Leave it out for a job
   * open until it is filled, and remove the job from the data once it is.
   */
  validThrough: day("validThrough: '2027-01-31',").optional(),
  /** The driving licence class the job needs (`'B'` for a car, `'AM'` for a fast e-scooter); none if left out. */
  drivingLicence: oneOf("drivingLicence: 'B',", licenceClasses).optional(),
}).superRefine(({ datePosted, validThrough, vehicles, drivingLicence }, context) => {
  if (
    typeof validThrough === 'string' &&
    typeof datePosted === 'string' &&
    validThrough < datePosted
  )
    context.addIssue({
      code: 'custom',
      path: ['validThrough'],
      message: problem(
        `"${validThrough}" lies before the day the job was posted (datePosted: '${datePosted}')`,
        "validThrough: '2027-01-31',",
      ),
    })
  if (
    Array.isArray(vehicles) &&
    vehicles.includes('car') &&
    !carLicenceClasses.includes(drivingLicence as LicenceClass)
  )
    context.addIssue({
      code: 'custom',
      path: ['drivingLicence'],
      message: problem(
        `${shown(drivingLicence)}: a job with a car needs a licence that allows driving one (${carLicenceClasses.join(' or ')})`,
        "drivingLicence: 'B',",
      ),
    })
})

/** The open jobs, each id once: an address names one job. */
const jobs = list('jobs: [],', job, { what: 'jobs' }).superRefine((value, context) => {
  if (!Array.isArray(value)) return
  const seen = new Set<unknown>()
  value.forEach((entry: unknown, index) => {
    const id: unknown = typeof entry === 'object' && entry ? Reflect.get(entry, 'id') : undefined
    if (seen.has(id))
      context.addIssue({
        code: 'custom',
        path: [index, 'id'],
        message: problem(
          `"${String(id)}" is the id of an earlier job: each job needs its own`,
          "id: 'autofahrer-potsdam',",
        ),
      })
    seen.add(id)
  })
})

export const companySchema = record('', {
  /**
   * The firm's name without its legal form (`Fahrerdienst Spree`, not `Fahrerdienst Spree GmbH`):
   * logo, titles and footer show it alone, and the pages add `legal.form` once where the full name
   * is due. A sole trader's name includes the owner's first and last name.
   */
  name: fact("name: 'Fahrerdienst Spree',", withoutLegalForm),
  /**
   * A short machine name: lowercase letters, digits and hyphens (`fahrerdienst-spree`). It names
   * the language preference a visitor's browser stores (`fahrerdienst-spree-language`).
   */
  slug: slug("slug: 'fahrerdienst-spree',"),
  /**
   * The legal form (`form`) and what follows from it (§ 5 DDG): a GmbH, UG or GmbH & Co. KG has a
   * register entry and managing directors, an e.K. a register entry and its owner, an
   * Einzelunternehmen its owner, a GbR at least two partners. A form not decided yet is a
   * placeholder, with the facts a GmbH would state. The pages write the form after `name` wherever
   * the firm's full name is due (imprint, privacy policy, contact page), so `name` never contains it.
   */
  legal,
  /** A German postal address: the postcode has five digits. */
  address: record(
    "address: { street: 'Musterstraße 12', postalCode: '10997', locality: 'Berlin', country: 'DE' },",
    {
      street: fact("street: 'Musterstraße 12',"),
      postalCode: fact(
        "postalCode: '10997',",
        matches(/^\d{5}$/, 'is no German postcode (five digits)'),
      ),
      locality: fact("locality: 'Berlin',"),
      country: field<'DE'>("country: 'DE',", (value) =>
        value === 'DE' ? undefined : `${shown(value)}: the site states a German address`,
      ),
    },
  ),
  /**
   * A phone number as people read it: international (`+49 30 1234567`) or national
   * (`030 1234567`). The number a `tel:` link dials is derived from it (src/config/companyFacts.ts), so
   * the two cannot drift apart.
   */
  phone: fact("phone: '+49 30 23125 000',", phoneNumber),
  /** The number for callbacks, written as `phone` is. */
  callbackPhone: fact("callbackPhone: '030 23125 001',", phoneNumber),
  /** Shown on the contact page; inquiries are mailed here unless INQUIRIES_TO says otherwise. */
  contactEmail: fact("contactEmail: 'anfragen@ihre-firma.de',", emailAddress),
  /** Shown on the imprint and privacy pages. */
  legalEmail: fact("legalEmail: 'kontakt@ihre-firma.de',", emailAddress),
  /**
   * An address for questions about data protection (`datenschutz@…`): the privacy policy gives it
   * wherever it says how to reach the company about personal data. Absent: `legalEmail` is given.
   */
  privacyEmail: fact("privacyEmail: 'datenschutz@ihre-firma.de',", emailAddress).optional(),
  /**
   * `DE 123 456 788`, its last digit the check digit. Absent for a firm without one (a small
   * business under § 19 UStG).
   */
  vatId: fact("vatId: 'DE 123 456 788',", vatId).optional(),
  /**
   * The permit to lease workers (Arbeitnehmerüberlassung, § 1 AÜG), as its letter states it.
   * Drivers who work under a restaurant's instructions are leased workers; the permit's issuing
   * agency is then the supervisory authority that § 5 (1) no. 3 DDG asks the imprint to name. A
   * first permit is limited to one year (§ 2 (4) AÜG); after three years of lawful leasing it may
   * be granted without a limit (§ 2 (5) AÜG). The imprint states which. Absent if the drivers are
   * not leased to restaurants (docs/go-live.md).
   */
  workerLeasingPermit: workerLeasingPermit.optional(),
  /**
   * Responsible for content under § 18 (2) MStV: name and address of a person. Only needed where
   * the site publishes journalistic or editorial content (news, a blog); a company site with its
   * services, as this one, usually has none: leave it out unless your lawyer says otherwise.
   */
  contentOwner: fact(
    "contentOwner: 'Aylin Demir, Musterstraße 12, 10997 Berlin',",
    matches(
      /^[^,]+,.*\d{5} \S/,
      'names no postal address: § 18 (2) MStV asks for the name and the address (street, postal code, town) of the person',
    ),
  ).optional(),
  /**
   * The data protection officer's name and contact. Needed where at least 20 people in the firm
   * regularly process personal data by computer (§ 38 BDSG), or where processing personal data is
   * the firm's core business on a large scale (Art. 37 GDPR). Leave it out otherwise: the privacy
   * policy then says that none is appointed.
   */
  dataProtectionOfficer: fact(
    "dataProtectionOfficer: 'Jonas Weber, datenschutz@ihre-firma.de',",
  ).optional(),
  /** The data protection supervisory authority, for the right to complain (Art. 77 GDPR). */
  dataProtectionAuthority: fact(
    "dataProtectionAuthority: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin',",
  ),
  /**
   * Who serves the site and how: the privacy policy names the provider, says where it processes
   * data and what the chosen setup logs (src/shared/serverLogs.ts). `setup: 'caddy'`: the server
   * path of docs/go-live.md (the Node server behind Caddy); `'nginx'`: nginx with the Node server
   * for inquiries (docs/deployment.md); `'netlify'`: Netlify, which takes no inquiries and keeps
   * access logs of its own.
   */
  hosting,
  /**
   * Who carries the company's e-mail (`SMTP_URL`'s provider, and the mailbox), with its name and
   * seat, and where it processes data: the inquiry mails and every e-mail visitors write pass
   * through it, so it is named on Netlify too.
   */
  mailProvider: record("mailProvider: { name: 'Posteo e.K., Berlin', processesDataIn: 'EU' },", {
    name: fact("name: 'Posteo e.K., Berlin',"),
    /** Where it processes data: `'EU'`, or the country and the transfer's safeguard. */
    processesDataIn: dataLocation,
  }),
  /**
   * How long copies of an inquiry outside the site's database are kept, in days, as the privacy
   * policy states it. The database itself keeps inquiries for INQUIRY_RETENTION_DAYS.
   */
  inquiryCopies: record('inquiryCopies: { mailboxDays: 180, backupDays: 30 },', {
    /** The mail in the company's mailbox, unless the inquiry led to an order (docs/go-live.md). */
    mailboxDays: days('mailboxDays: 180,', 3650),
    /**
     * Each daily backup of the database, deleted by the cron job of docs/go-live.md. At most 90: a
     * backup holds inquiries already deleted from the database, and a month is enough to notice a loss.
     */
    backupDays: days('backupDays: 30,', 90),
  }),
  /** Zero to four; the footer shows what is there. */
  socialProfiles: list('socialProfiles: [],', socialProfile, { most: 4, what: 'profiles' }),
  /** Zero to three; the home page shows what is there. */
  testimonials: list('testimonials: [],', testimonial, {
    most: testimonialIds.length,
    what: 'testimonials',
  }),
  /**
   * The imprint's EU online dispute resolution notice (R-PAGE-6 in docs/requirements.md). The EU
   * platform closed on 2025-07-20 (Regulation (EU) 2024/3228), so the notice would be untrue: a
   * preview may show it, a production build refuses it.
   */
  showEuDisputeResolutionNotice: field<boolean>('showEuDisputeResolutionNotice: false,', (value) =>
    typeof value === 'boolean' ? undefined : `${shown(value)}: true or false is expected`,
  ),
  euDisputeResolutionUrl: field<string>(
    "euDisputeResolutionUrl: 'https://ec.europa.eu/consumers/odr/',",
    (value) =>
      isHttpsAddress(value) ? undefined : `${shown(value)}: an https:// address is expected`,
  ),
  /**
   * When the phone is answered: shown beside the phone number in the header's menu, the footer, the
   * home page and the contact page, and in the structured data for search engines. Each entry
   * names days and a time in 24-hour time from `00:00` to `23:59`, each day in one entry only:
   * `{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '20:00' }`. Leave it out and
   * no hours are shown.
   */
  phoneHours: phoneHours.optional(),
  /**
   * Within how many hours an inquiry is answered (within the phone hours, when they are set): a
   * promise shown beside the form and in its confirmation. Leave it out to promise nothing.
   */
  inquiryAnswerHours: count('inquiryAnswerHours: 24,', 1, 72, 'a whole number of hours').optional(),
  /**
   * What every driver is trained in before the first assignment, as topics in each language, the
   * same topics in every language: `de: ['Lebensmittelhygiene', 'Sicherheit im Stadtverkehr']`,
   * `en: ['food hygiene', 'safety in city traffic']`. The home page then calls the drivers trained
   * and names the topics ("geschult: Lebensmittelhygiene und Sicherheit im Stadtverkehr"). Only
   * training that every driver has had before driving for a client. Leave it out and the pages
   * say nothing of training.
   */
  driverTraining: driverTraining.optional(),
  /**
   * Within how many hours after an inquiry drivers usually start, subject to availability: the
   * home page's promise and the FAQ say "in der Regel innerhalb von 24 bis 48 Stunden". `from` and
   * `to` in whole hours, at most 72 (a longer wait is no short notice); the same figure in both for
   * one. Leave it out and the pages promise no time.
   */
  leadTimeHours: leadTimeHours.optional(),
  /**
   * How the firm bills the drivers' work: `'hour'` (stundenweise), `'shift'` (pro Schicht),
   * `'delivery'` (pro Lieferung), those it offers, each once. The home page and the FAQ say so, and
   * "flexible" only with two or more. Leave it out and the pages say that billing is agreed in the
   * offer.
   */
  billingModels: billing.optional(),
  /**
   * When drivers can work for a client (the hours a restaurant can book them for), unlike
   * `phoneHours`, when the phone is answered: `'roundTheClock'` where they drive at any hour of
   * every day (the home page's tile then says 24/7), or the days and times as phoneHours has them:
   * `[{ days: ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'], opens: '11:00', closes: '23:00' }]`.
   * Leave it out and the pages name no hours.
   */
  assignmentHours: assignmentHours.optional(),
  /**
   * `true` only where the firm also places drivers into employment with a client (private
   * Arbeitsvermittlung: the restaurant employs the driver itself). The services page's third
   * offering is then long-term placement. Leave it out where the firm leases its drivers: leasing
   * one driver to one client is limited to 18 months (§ 1 (1b) AÜG), so the third offering is a
   * long-term assignment within that limit, and no page speaks of placement or permanence.
   */
  offersPlacement: field<true>('offersPlacement: true,', (value) =>
    value === true ? undefined : `${shown(value)}: write true, or leave the field out`,
  ).optional(),
  /**
   * Facts a restaurant owner may weigh, each shown only when filled in and only as true as stated:
   * the year the firm was founded, the drivers on its team today, and restaurants or platforms it
   * serves that agreed to be named here.
   */
  foundedYear: count('foundedYear: 2019,', 1900, new Date().getFullYear(), 'a year').optional(),
  /** The drivers on the team today, shown only when filled in. */
  driversOnTeam: count('driversOnTeam: 40,', 1, 100_000, 'a whole number').optional(),
  /** Restaurants or platforms the firm serves that agreed to be named here: one to twelve. */
  clients: list("clients: ['Pizzeria Beispiel, Berlin-Kreuzberg'],", text("'Pizzeria Beispiel',"), {
    least: 1,
    most: 12,
    what: 'clients',
  }).optional(),
  /**
   * A photo of the company's own team or fleet (never a stock photo), shown in the home page's
   * hero: `file` names it in src/config/photos/ (JPEG, PNG or WebP, at least 960 pixels wide),
   * `alt` says what it shows, in each language. The build makes the sizes and formats a browser
   * picks from. Leave it out and the hero shows the promise and the phone alone.
   */
  photo: record(
    "photo: { file: 'team.jpg', alt: { de: 'Unser Team vor dem Büro in Kreuzberg', en: 'Our team outside the office in Kreuzberg' } },",
    {
      file: field<string>("file: 'team.jpg',", (value) =>
        typeof value !== 'string' || !/^[\w-]+\.(?:jpe?g|png|webp)$/i.test(value)
          ? `${shown(value)}: a file name ending in .jpg, .png or .webp is expected`
          : existsSync(join(photosFolder, value))
            ? undefined
            : `"${value}" is not in ${photosFolder}: put the photo there`,
      ),
      alt: record(
        `alt: { ${languages.map((language) => `${language}: '…'`).join(', ')} },`,
        Object.fromEntries(
          languages.map((language) => [language, photoDescription(language)]),
        ) as Record<Language, ReturnType<typeof photoDescription>>,
      ),
    },
  ).optional(),
  /**
   * Open jobs for drivers: the jobs page lists them, each has a page of its own, and search engines'
   * job listings read them. Leave it out, or `[]`, while no job is open: the jobs page then says how
   * to apply all the same.
   */
  jobs: jobs.optional(),
})

export type CompanyData = z.infer<typeof companySchema>
export type LegalFacts = CompanyData['legal']
export type Hosting = CompanyData['hosting']
export type DataLocation = z.infer<typeof dataLocation>
export type PhoneNumber = CompanyData['phone']
export type PhoneHours = NonNullable<CompanyData['phoneHours']>[number]
export type Job = NonNullable<CompanyData['jobs']>[number]
export type WeeklyHours = readonly PhoneHours[]
