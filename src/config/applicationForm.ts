/**
 * The application (./formDeclaration.ts), for drivers: on each job's page for that job and on the
 * jobs page for any job. Drivers are called back, so the phone is required and the e-mail address
 * is not; the job is one of the company data's jobs (./company.ts, `jobs`) or any; the licence is
 * asked of every driver and required where the chosen job needs one (`check`): the browser cannot
 * know which job will be chosen, the server does. No documents are uploaded: the page says what
 * to bring in person.
 *
 * Its texts are in the dictionaries under `applicationForm` (the form, addressing drivers with
 * "du" as the jobs pages do), `applicationMail` (its mail), `applicationReceived` and
 * `applicationNotSent` (its answers) and `privacy.applications` (the policy).
 *
 * Imported by the page as well as the server: data only.
 */
import type { Translation } from '@i18n/i18n-types'

import { company } from './company'
import type { FormFields } from './fieldKinds'
import type { FormDeclaration } from './formDeclaration'
import { jobVehicles, licenceClasses, licencesCover } from './jobs'

/** The option for an application without a particular job (speculative). */
export const anyJob = 'any'

/** The texts of the form that may stand below a label. */
type ApplicationHint = Extract<keyof Translation['applicationForm'], `${string}Hint`>

const fields = {
  name: { kind: 'text', required: true, limit: 200, autoComplete: 'name', column: 'name' },
  email: { kind: 'email', required: false, limit: 254, autoComplete: 'email', column: 'email' },
  phone: { kind: 'phone', required: true, limit: 40, autoComplete: 'tel', column: 'phone' },
  job: {
    kind: 'choice',
    required: true,
    // Every job of the data, also one whose last day passed since the build: its page still shows
    // the form to a visitor without JavaScript, and a driver who applied is not turned away.
    options: [anyJob, ...(company.jobs ?? []).map(({ id }) => id)],
    control: 'select',
    column: 'job',
  },
  vehicles: { kind: 'choices', required: false, options: jobVehicles, column: 'vehicles' },
  drivingLicences: {
    kind: 'choices',
    required: false,
    options: licenceClasses,
    column: 'driving_licences',
  },
  availability: {
    kind: 'text',
    required: true,
    limit: 300,
    hint: 'availabilityHint',
    column: 'availability',
  },
  earliestStart: {
    kind: 'date',
    required: false,
    daysBefore: 0,
    daysAfter: 365,
    column: 'earliest_start',
  },
  languages: {
    kind: 'text',
    required: false,
    limit: 200,
    hint: 'languagesHint',
    column: 'languages',
  },
  message: {
    kind: 'longText',
    required: false,
    limit: 2000,
    hint: 'messageHint',
    column: 'message',
  },
  consent: { kind: 'consent', required: true },
} as const satisfies FormFields<ApplicationHint>

/** The licence class a job needs, by the job's id (none for any job, or a job that needs none). */
export const licenceNeededFor = (job: string) =>
  company.jobs?.find(({ id }) => id === job)?.drivingLicence

export const applicationForm = {
  fields,
  endpoint: '/api/applications',
  pages: { received: 'applicationReceived', notSent: 'applicationNotSent', form: 'jobs' },
  mail: { toSetting: 'APPLICATIONS_TO', texts: 'applicationMail', about: ['job', 'phone'] },
  // docs/inquiries.md weighs it: the claims an applicant may bring (§ 15 (4) AGG, § 61b ArbGG).
  retention: { setting: 'APPLICATION_RETENTION_DAYS', days: 180 },
  privacySection: 'applications',
  check: ({ job, drivingLicences }) => {
    const needed = licenceNeededFor(job)
    return needed && !licencesCover(drivingLicences, needed) ? 'drivingLicences' : undefined
  },
} as const satisfies FormDeclaration<typeof fields>
