/**
 * What the pages need at run time to read the company data (./company.ts): placeholders, the
 * number a phone link dials, the networks a profile may be on, the days of the week and the ways
 * the site can be served. Its shape is declared once, by its schema
 * (./companySchema.ts), which the pages import as types only: the schema's libraries are for the
 * build and never reach a visitor's browser.
 */
import type { Translation } from '@i18n/i18n-types'

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
 * The number a `tel:` link dials (E.164, `+493012345678`), from a phone number as people read it
 * (`+49 30 1234567`, `+49 (0)30 1234567`, `030 1234567`, `(030) 123 45-67`). Undefined while it is a
 * placeholder or when it is no phone number: the site then shows it without a link, and every
 * build's data check refuses it.
 */
export function dialNumber(display: CompanyText): string | undefined {
  if (isPlaceholder(display)) return undefined
  // `(0)` is the trunk prefix written inside an international number, never dialled with it.
  const compact = display.replace(/\(0\)/, '').replace(/[\s()./-]/g, '')
  if (!/^(\+|0)\d+$/.test(compact)) return undefined
  const international = compact.startsWith('+')
    ? compact
    : compact.startsWith('00')
      ? `+${compact.slice(2)}`
      : // A national number: Germany's, without the trunk prefix 0.
        `+49${compact.slice(1)}`
  // E.164: at most 15 digits; anything much shorter is no subscriber's number.
  return /^\+[1-9]\d{7,14}$/.test(international) ? international : undefined
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

/** How a firm may bill its drivers' work, in the order the pages list them. */
export const billingModels = ['hour', 'shift', 'delivery'] as const
export type BillingModel = (typeof billingModels)[number]

/**
 * The ways the site can be served (docs/deployment.md): the Node server behind Caddy, which writes
 * no access log and logs errors without the visitor's address; nginx, whose error log names the
 * client's address; or Netlify, whose logs are Netlify's own.
 */
export const hostingSetups = ['caddy', 'nginx', 'netlify'] as const
export type HostingSetup = (typeof hostingSetups)[number]
