/**
 * The shape of the company data (./company.ts): what a German staffing firm can truthfully state,
 * each fact present, absent, or a visible placeholder until it is supplied. The types make the
 * legal form decide what else must be there: a GmbH has a register entry and managing directors, a
 * sole trader an owner and no register entry. Every build also checks the values themselves (dates,
 * register numbers, phone numbers ...) and names each problem with an example of a right value:
 * src/publish/checks/companyDataCheck.ts.
 */
import type { Translation } from '@i18n/i18n-types'
import type { HostingSetup } from '@/shared/serverLogs'

import type { Language } from './languages'

/**
 * A fact the company has not supplied yet. Pages show it as `[label]` in the reader's language
 * (labels: `placeholders` in the dictionaries), so it is visibly unfinished and never invented; a
 * production build refuses to build while one is left (src/publish/checks/productionGuard.ts).
 */
export type Placeholder = { readonly placeholder: keyof Translation['placeholders'] }
export type CompanyText = string | Placeholder

export const placeholder = (key: Placeholder['placeholder']): Placeholder => ({ placeholder: key })

export const isPlaceholder = (value: unknown): value is Placeholder =>
  typeof value === 'object' && value !== null && 'placeholder' in value

/**
 * A phone number as people read it: international (`+49 30 1234567`) or national
 * (`030 1234567`). The number a `tel:` link dials is derived from it (src/shared/phoneNumber.ts), so
 * the two cannot drift apart.
 */
export type PhoneNumber = CompanyText

export type EmailAddress = CompanyText

/** An entry in the commercial register (Handelsregister). */
export type RegisterEntry = {
  /** `Amtsgericht Charlottenburg` */
  court: CompanyText
  /** `HRB 123456 B`: HRB for a GmbH or UG, HRA for a KG or an e.K. */
  number: CompanyText
}

type People = readonly [CompanyText, ...CompanyText[]]

/**
 * The legal form and what follows from it: who represents the firm, and its register entry. The
 * pages write the form after `name` wherever the firm's full name is due (imprint, privacy policy,
 * contact page), so `name` never contains it.
 */
export type LegalFacts =
  | {
      form: 'GmbH' | 'UG (haftungsbeschränkt)'
      register: RegisterEntry
      managingDirectors: People
    }
  | {
      form: 'GmbH & Co. KG'
      register: RegisterEntry
      /** The GmbH that is the KG's general partner (Komplementärin), with its own register entry. */
      generalPartner: { name: CompanyText; register: RegisterEntry }
      /** The general partner's managing directors, who act for the KG. */
      managingDirectors: People
    }
  | { form: 'e.K.'; register: RegisterEntry; owner: CompanyText }
  /** A sole trader without a register entry: the owner's first and last name are stated. */
  | { form: 'Einzelunternehmen'; owner: CompanyText }
  /** At least two partners, each with first and last name. */
  | { form: 'GbR'; partners: readonly [CompanyText, CompanyText, ...CompanyText[]] }
  /** Not decided yet: shown as a placeholder, with the facts a GmbH would state. */
  | { form: Placeholder; register: RegisterEntry; managingDirectors: People }

/**
 * The permit to lease workers (Arbeitnehmerüberlassung, § 1 AÜG), as its letter states it. Drivers
 * who work under a restaurant's instructions are leased workers; the permit's issuing agency is then
 * the supervisory authority that § 5 (1) no. 3 DDG asks the imprint to name. A first permit is
 * limited to one year (§ 2 (4) AÜG); after three years of lawful leasing it may be granted without
 * a limit (§ 2 (5) AÜG). The imprint states which.
 */
export type WorkerLeasingPermit = {
  /**
   * The agency of the Bundesagentur für Arbeit that issued it, as the letter names it:
   * `Agentur für Arbeit Kiel`.
   */
  authority: CompanyText
  /** The day it was issued, written year-month-day: `2024-03-01`. */
  issuedOn: CompanyText
  /**
   * The last day a limited permit is valid, year-month-day (`2025-02-28`), or `'unlimited'` where
   * the letter grants it without a limit ("unbefristet"). A production build refuses a permit that
   * has ended and warns in its last 60 days (src/publish/checks/productionGuard.ts).
   */
  validUntil: CompanyText
  /** The file number (Aktenzeichen), where the letter states one. */
  fileNumber?: CompanyText
}

/** The networks a profile may be on, with the domain its address must be on. */
export const socialNetworks = {
  instagram: { name: 'Instagram', domain: 'instagram.com' },
  facebook: { name: 'Facebook', domain: 'facebook.com' },
  linkedin: { name: 'LinkedIn', domain: 'linkedin.com' },
  tiktok: { name: 'TikTok', domain: 'tiktok.com' },
  xing: { name: 'XING', domain: 'xing.com' },
  youtube: { name: 'YouTube', domain: 'youtube.com' },
} as const

/** A profile of the company's own: the address of its page, not the network's home page. */
export type SocialProfile = { network: keyof typeof socialNetworks; url: string }

type AtMost4<T> =
  readonly [] | readonly [T] | readonly [T, T] | readonly [T, T, T] | readonly [T, T, T, T]

/** A testimonial on the home page; its quote is `home.testimonials.<id>` in the dictionaries. */
export type Testimonial = {
  id: Exclude<keyof Translation['home']['testimonials'], 'heading' | 'note'>
  /** An example text, not a customer's approved words: never published (the build refuses it). */
  sample?: true
}

/** The days of the week, Monday first: the short names the data uses, with schema.org's names. */
export const weekdays = {
  mo: 'Monday',
  tu: 'Tuesday',
  we: 'Wednesday',
  th: 'Thursday',
  fr: 'Friday',
  sa: 'Saturday',
  su: 'Sunday',
} as const
export type Weekday = keyof typeof weekdays

/**
 * When the phone is answered on some days of the week, in 24-hour time from `00:00` to `23:59`:
 * `{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '20:00' }`.
 */
export type PhoneHours = {
  days: readonly [Weekday, ...Weekday[]]
  opens: string
  closes: string
}

/** Where a provider outside the EU and EEA is, and what the transfer there rests on (Art. 44 ff. GDPR). */
export type ThirdCountryTransfer = { country: CompanyText; safeguard: CompanyText }

/**
 * Where a provider processes the data it handles for the company, as its data processing agreement
 * says: `'EU'` for the EU and EEA only, or the country outside them and the transfer's safeguard.
 * The privacy policy's statements on third countries follow from this, for each provider; a
 * placeholder until the owner has looked it up.
 */
export type DataLocation = 'EU' | ThirdCountryTransfer | Placeholder

/**
 * Who serves the site and how: the privacy policy names the provider, says where it processes
 * data and what the chosen setup logs (src/shared/serverLogs.ts). `caddy`: the server path of
 * docs/go-live.md (the Node server behind Caddy); `nginx`: nginx with the Node server for inquiries
 * (docs/deployment.md); `netlify`: Netlify, which takes no inquiries and keeps access logs of its own.
 */
export type Hosting =
  | {
      setup: Exclude<HostingSetup, 'netlify'>
      provider: CompanyText
      processesDataIn: DataLocation
    }
  | {
      setup: 'netlify'
      provider: CompanyText
      /** Netlify, Inc. is in the USA: the country and the safeguard, from its data processing terms. */
      processesDataIn: ThirdCountryTransfer
      /** How many days Netlify keeps its own access logs, as its data processing terms state. */
      providerLogDays: number
    }

export type CompanyData = {
  /**
   * The firm's name without its legal form (`Fahrerdienst Spree`, not `Fahrerdienst Spree GmbH`):
   * logo, titles and footer show it alone, and the pages add `legal.form` once where the full name
   * is due. A sole trader's name includes the owner's first and last name.
   */
  name: CompanyText
  /**
   * A short machine name: lowercase letters, digits and hyphens (`fahrerdienst-spree`). It names
   * the language preference a visitor's browser stores (`fahrerdienst-spree-language`).
   */
  slug: string
  legal: LegalFacts
  /** A German postal address: the postcode has five digits. */
  address: { street: CompanyText; postalCode: CompanyText; locality: CompanyText; country: 'DE' }
  phone: PhoneNumber
  callbackPhone: PhoneNumber
  /** Shown on the contact page; inquiries are mailed here unless INQUIRIES_TO says otherwise. */
  contactEmail: EmailAddress
  /** Shown on the imprint and privacy pages. */
  legalEmail: EmailAddress
  /**
   * An address for questions about data protection (`datenschutz@…`): the privacy policy gives it
   * wherever it says how to reach the company about personal data. Absent: `legalEmail` is given.
   */
  privacyEmail?: EmailAddress
  /**
   * `DE 123 456 788`, its last digit the check digit. Absent for a firm without one (a small
   * business under § 19 UStG).
   */
  vatId?: CompanyText
  /** Absent if the drivers are not leased to restaurants (docs/go-live.md). */
  workerLeasingPermit?: WorkerLeasingPermit
  /**
   * Responsible for content under § 18 (2) MStV: name and address of a person. Only needed where
   * the site publishes journalistic or editorial content (news, a blog); a company site with its
   * services, as this one, usually has none: leave it out unless your lawyer says otherwise.
   */
  contentOwner?: CompanyText
  /**
   * The data protection officer's name and contact. Needed where at least 20 people in the firm
   * regularly process personal data by computer (§ 38 BDSG), or where processing personal data is
   * the firm's core business on a large scale (Art. 37 GDPR). Leave it out otherwise: the privacy
   * policy then says that none is appointed.
   */
  dataProtectionOfficer?: CompanyText
  /** The data protection supervisory authority, for the right to complain (Art. 77 GDPR). */
  dataProtectionAuthority: CompanyText
  hosting: Hosting
  /**
   * Who carries the company's e-mail (`SMTP_URL`'s provider, and the mailbox), with its name and
   * seat, and where it processes data: the inquiry mails and every e-mail visitors write pass
   * through it, so it is named on Netlify too.
   */
  mailProvider: { name: CompanyText; processesDataIn: DataLocation }
  /**
   * How long copies of an inquiry outside the site's database are kept, in days, as the privacy
   * policy states it. The database itself keeps inquiries for INQUIRY_RETENTION_DAYS.
   */
  inquiryCopies: {
    /** The mail in the company's mailbox, unless the inquiry led to an order (docs/go-live.md). */
    mailboxDays: number
    /** Each daily backup of the database, deleted by the cron job of docs/go-live.md. */
    backupDays: number
  }
  /** Zero to four; the footer shows what is there. */
  socialProfiles: AtMost4<SocialProfile>
  /** Zero to three; the home page shows what is there. */
  testimonials: readonly Testimonial[]
  /**
   * The imprint's EU online dispute resolution notice (R-PAGE-6 in docs/requirements.md). The EU
   * platform closed on 2025-07-20 (Regulation (EU) 2024/3228), so the notice would be untrue: a
   * preview may show it, a production build refuses it.
   */
  showEuDisputeResolutionNotice: boolean
  euDisputeResolutionUrl: string
  /**
   * When the phone is answered: shown beside the phone number in the header's menu, the footer, the
   * home page and the contact page, and in the structured data for search engines. Leave it out and
   * no hours are shown.
   */
  phoneHours?: readonly PhoneHours[]
  /**
   * Within how many hours an inquiry is answered (within the phone hours, when they are set): a
   * promise shown beside the form and in its confirmation. Leave it out to promise nothing.
   */
  inquiryAnswerHours?: number
  /**
   * Facts a restaurant owner may weigh, each shown only when filled in and only as true as stated:
   * the year the firm was founded, the drivers on its team today, and restaurants or platforms it
   * serves that agreed to be named here.
   */
  foundedYear?: number
  driversOnTeam?: number
  clients?: readonly string[]
  /**
   * A photo of the company's own team or fleet (never a stock photo), shown in the home page's
   * hero: `file` names it in src/config/photos/ (JPEG, PNG or WebP, at least 960 pixels wide),
   * `alt` says what it shows, in each language. The build makes the sizes and formats a browser
   * picks from. Leave it out and the hero shows the promise and the phone alone.
   */
  photo?: { file: string; alt: Readonly<Record<Language, string>> }
}
