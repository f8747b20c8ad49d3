import { forms, type FormId } from '@/config/forms'

/**
 * Where the site is published. Canonical and alternate links must be absolute, so the build reads
 * `VITE_SITE_ORIGIN`; the default is a placeholder to replace before going live.
 */
export const siteOrigin = (import.meta.env.VITE_SITE_ORIGIN || 'https://www.example.com').replace(
  /\/+$/,
  '',
)

/**
 * How many days each form's posts stay in the site's database before the server deletes them. The
 * privacy policy and the consent texts state it, so the build takes each form's setting
 * (`INQUIRY_RETENTION_DAYS` and the others the declarations name), which scripts/build.ts hands on
 * as `VITE_RETENTION_DAYS`; the server warns when it runs with another value.
 */
const retentionChosen: Partial<Record<FormId, number>> = JSON.parse(
  import.meta.env.VITE_RETENTION_DAYS || '{}',
)
export const retentionDaysOf = Object.fromEntries(
  Object.entries(forms).map(([form, { retention }]) => [
    form,
    retentionChosen[form as FormId] || retention.days,
  ]),
) as Record<FormId, number>

/**
 * Whether this build is a preview, as scripts/build.ts decided it (`buildModeFor`, ./buildMode.ts):
 * it sets `SITE_PREVIEW=1` for one, which Vite hands on (`envPrefix` in vite.config.ts). A preview's
 * pages say so and ask not to be indexed.
 */
export const isPreviewBuild = import.meta.env.SITE_PREVIEW === '1'

/**
 * The day the pages were prerendered, year-month-day: scripts/build.ts sets it once for both
 * bundles, so that prerendered and hydrating pages agree on dates (and on which jobs are open).
 */
export const buildDay = import.meta.env.VITE_BUILD_DATE || new Date().toISOString().slice(0, 10)
