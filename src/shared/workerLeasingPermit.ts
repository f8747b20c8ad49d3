/**
 * The worker-leasing permit's end (Arbeitnehmerüberlassung, § 2 (4) AÜG), as the company data states
 * it: the build warns before it and refuses a permit that has ended (src/publish/checks/), and the
 * running server's health, `npm run inquiries -- status` and its cron mail watch it, since the site
 * goes on saying that the firm holds one until someone builds it again.
 */
import type { CompanyData } from '@/config/companySchema'

/** Warnings start this many days before a limited permit's last day. */
export const permitWarningDays = 60

/** A limited permit's last day (year-month-day), or undefined for one without a limit, or none. */
export const permitValidUntil = ({ workerLeasingPermit: permit }: CompanyData) =>
  typeof permit?.validUntil === 'string' && permit.validUntil !== 'unlimited'
    ? permit.validUntil
    : undefined

const dayLength = 24 * 60 * 60 * 1000

/** Today as the build and the server name the day: year-month-day (UTC). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** Whole days from `today` to the permit's last day `validUntil`: 0 on the day itself. */
export const daysLeft = (validUntil: string, today: string) =>
  Math.round((Date.parse(validUntil) - Date.parse(today)) / dayLength)
