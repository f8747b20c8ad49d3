/**
 * What the pages need at run time to read the company data (./company.ts): placeholders, the
 * networks a profile may be on and the days of the week. Its shape is declared once, by its schema
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
