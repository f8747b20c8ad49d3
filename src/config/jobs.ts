/**
 * What an open job of the company data (./company.ts, `jobs`) can state, declared once: the vehicles
 * a driver delivers with, the kinds of employment a German firm offers, the driving licence classes
 * and the units pay is stated in, each with what schema.org's `JobPosting` (as Google reads it)
 * calls it; and the one rule for whether a job is still open. The schema (./companySchema.ts)
 * checks the data by these lists, the pages and the structured data read them.
 */

/** The vehicles, by the ids the home page's vehicle tiles have (`home.tiles` in the dictionaries). */
export const jobVehicles = ['bike', 'escooter', 'car'] as const
export type JobVehicle = (typeof jobVehicles)[number]

/**
 * Full time, part time, and a Minijob (geringfügige Beschäftigung, § 8 SGB IV), with Google's
 * `employmentType`: a Minijob is part-time work to schema.org.
 */
export const employmentTypes = {
  fullTime: 'FULL_TIME',
  partTime: 'PART_TIME',
  minijob: 'PART_TIME',
} as const
export type Employment = keyof typeof employmentTypes

/**
 * Driving licence classes (§ 6 FeV) a delivery job may need: AM for an e-scooter up to 45 km/h
 * (included in B), A1 to A for motorbikes, B for a car, C1 for a van over 3.5 t.
 */
export const licenceClasses = ['AM', 'A1', 'A2', 'A', 'B', 'C1'] as const
export type LicenceClass = (typeof licenceClasses)[number]

/** The classes that allow driving a car: C1 is only granted with B. */
export const carLicenceClasses: readonly LicenceClass[] = ['B', 'C1']

/**
 * The classes a licence of each class allows driving besides its own (§ 6 (3) FeV): A includes A2,
 * A1 and AM, B includes AM; C1 is only granted with B, so a driver who holds C1 holds B.
 */
const includedClasses: Record<LicenceClass, readonly LicenceClass[]> = {
  AM: [],
  A1: ['AM'],
  A2: ['A1', 'AM'],
  A: ['A2', 'A1', 'AM'],
  B: ['AM'],
  C1: ['B', 'AM'],
}

/** Whether licences of the classes `held` allow driving what one of class `needed` allows. */
export const licencesCover = (held: readonly string[], needed: LicenceClass) =>
  held.some((each) => each === needed || includedClasses[each as LicenceClass]?.includes(needed))

/**
 * How the firm states pay (in euros), with the `unitText` Google reads in `baseSalary`: Google
 * knows hours, days, weeks, months and years, so pay per shift or per delivery is shown on the
 * page but not stated to search engines as something it is not.
 */
export const payUnits = { hour: 'HOUR', shift: undefined, delivery: undefined } as const
export type PayUnit = keyof typeof payUnits

/** The areas the firm serves, with their ISO 3166-2 codes (`addressRegion`). */
export const jobRegions = { Berlin: 'BE', Brandenburg: 'BB' } as const
export type JobRegion = keyof typeof jobRegions

/**
 * Whether a job takes applications on `day` (year-month-day): up to and including its last day
 * (`validThrough`), or always for a job open until it is filled.
 */
export const isOpenOn = (job: { validThrough?: string }, day: string) =>
  job.validThrough === undefined || job.validThrough >= day
