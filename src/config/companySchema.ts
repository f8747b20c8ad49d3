/**
 * The shape of the company data (./company.ts): what a German staffing firm can truthfully state,
 * each fact present, absent, or a visible placeholder until it is supplied. The types make the
 * legal form decide what else must be there: a GmbH has a register entry and managing directors, a
 * sole trader an owner and no register entry.
 */
import type { Translation } from '@i18n/i18n-types'

/**
 * A fact the company has not supplied yet. Pages show it as `[label]` in the reader's language
 * (labels: `placeholders` in the dictionaries), so it is visibly unfinished and never invented; a
 * production build refuses to build while one is left (src/build/productionGuard.ts).
 */
export type Placeholder = { readonly placeholder: keyof Translation['placeholders'] }
export type CompanyText = string | Placeholder

export const placeholder = (key: Placeholder['placeholder']): Placeholder => ({ placeholder: key })

export const isPlaceholder = (value: unknown): value is Placeholder =>
  typeof value === 'object' && value !== null && 'placeholder' in value

/**
 * A phone number as people read it: international (`+49 30 1234567`) or national
 * (`030 1234567`). The number a `tel:` link dials is derived from it (src/lib/phoneNumber.ts), so
 * the two cannot drift apart.
 */
export type PhoneNumber = CompanyText

export type EmailAddress = CompanyText

/** An entry in the commercial register (Handelsregister). */
export type RegisterEntry = {
  /** `Amtsgericht Charlottenburg` */
  court: CompanyText
  /** `HRB 123456 B` */
  number: CompanyText
}

type People = readonly [CompanyText, ...CompanyText[]]

/** The legal form and what follows from it: who represents the firm, and its register entry. */
export type LegalFacts =
  | {
      form: 'GmbH' | 'UG (haftungsbeschränkt)' | 'GmbH & Co. KG'
      register: RegisterEntry
      managingDirectors: People
    }
  | { form: 'e.K.'; register: RegisterEntry; owner: CompanyText }
  /** A sole trader without a register entry: the owner's name is part of the firm's. */
  | { form: 'Einzelunternehmen'; owner: CompanyText }
  | { form: 'GbR'; partners: People }
  /** Not decided yet: shown as a placeholder, with the facts a GmbH would state. */
  | { form: Placeholder; register: RegisterEntry; managingDirectors: People }

/**
 * The permit to lease workers (Arbeitnehmerüberlassung, § 1 AÜG). Drivers who work under a
 * restaurant's instructions are leased workers; the permit's issuing agency is then the supervisory
 * authority that § 5 (1) no. 3 DDG asks the imprint to name.
 */
export type WorkerLeasingPermit = {
  /** `Bundesagentur für Arbeit, Agentur für Arbeit Kiel` */
  authority: CompanyText
  /** The day it was issued, `2024-03-01`. */
  issuedOn: CompanyText
  fileNumber: CompanyText
}

export const socialNetworks = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  xing: 'XING',
  youtube: 'YouTube',
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

export type CompanyData = {
  name: CompanyText
  /** Short machine name; also names the stored language preference. */
  slug: string
  legal: LegalFacts
  address: { street: CompanyText; postalCode: CompanyText; locality: CompanyText; country: 'DE' }
  phone: PhoneNumber
  callbackPhone: PhoneNumber
  /** Shown on the contact page; inquiries are mailed here unless INQUIRIES_TO says otherwise. */
  contactEmail: EmailAddress
  /** Shown on the imprint and privacy pages. */
  legalEmail: EmailAddress
  /** Absent for a firm without one (a small business under § 19 UStG). */
  vatId?: CompanyText
  workerLeasingPermit?: WorkerLeasingPermit
  /** Responsible for content under § 18 (2) MStV; absent where the site has no such content. */
  contentOwner?: CompanyText
  /** Absent where none has to be appointed (Art. 37 GDPR, § 38 BDSG). */
  dataProtectionOfficer?: CompanyText
  /** The data protection supervisory authority, for the right to complain (Art. 77 GDPR). */
  dataProtectionAuthority: CompanyText
  /**
   * Who serves the site, as the privacy policy names it (`Hetzner Online GmbH, Gunzenhausen`), and,
   * for a host outside the EU and EEA (Netlify, Inc. is in the USA), the country and the safeguard
   * the transfer rests on (Art. 44 ff. GDPR), as checked with the host's data processing terms.
   */
  hosting: { provider: CompanyText; outsideEu?: { country: CompanyText; safeguard: CompanyText } }
  /** Who carries the inquiry mails to the company (`SMTP_URL`'s provider). */
  mailProvider: CompanyText
  /** Zero to four; the footer shows what is there. */
  socialProfiles: AtMost4<SocialProfile>
  /** Zero to three; the home page shows what is there. */
  testimonials: readonly Testimonial[]
  /**
   * The imprint's EU online dispute resolution notice (R-PAGE-6 in docs/requirements.md). The EU
   * platform closed on 2025-07-20 (Regulation (EU) 2024/3228): switch it off before going live.
   */
  showEuDisputeResolutionNotice: boolean
  euDisputeResolutionUrl: string
}
