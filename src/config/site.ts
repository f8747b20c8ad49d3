/**
 * Where the site is published. Canonical and alternate links must be absolute, so the build reads
 * `VITE_SITE_ORIGIN`; the default is a placeholder to replace before going live.
 */
export const siteOrigin = (import.meta.env.VITE_SITE_ORIGIN || 'https://www.example.com').replace(
  /\/+$/,
  '',
)
