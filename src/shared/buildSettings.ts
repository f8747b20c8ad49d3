import { inquiryForm } from '@/config/inquiryForm'

/**
 * Where the site is published. Canonical and alternate links must be absolute, so the build reads
 * `VITE_SITE_ORIGIN`; the default is a placeholder to replace before going live.
 */
export const siteOrigin = (import.meta.env.VITE_SITE_ORIGIN || 'https://www.example.com').replace(
  /\/+$/,
  '',
)

/**
 * How many days an inquiry stays in the site's database before the server deletes it. The privacy
 * policy and the consent text state it, so the build reads it (`INQUIRY_RETENTION_DAYS`, passed on
 * by scripts/build.ts), and the server warns when it runs with another value.
 */
export const inquiryRetentionDays = Number(
  import.meta.env.VITE_INQUIRY_RETENTION_DAYS || inquiryForm.keptDays,
)

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
