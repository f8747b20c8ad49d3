/**
 * Response headers every host sends: the Node server, nginx and Netlify configurations all read
 * them from here, so the three cannot drift apart.
 */
/** The page loader is inline (src/publish/prerender.ts); the policy allows exactly that script. */
export const loaderScriptHash = import.meta.env.VITE_LOADER_SCRIPT_HASH

export const contentSecurityPolicy = [
  "default-src 'self'",
  loaderScriptHash ? `script-src 'self' '${loaderScriptHash}'` : "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // Nothing of the site is meant to be embedded by other sites.
  'Cross-Origin-Resource-Policy': 'same-origin',
  // No Cross-Origin-Opener-Policy or -Embedder-Policy: the site opens no windows, keeps no
  // visitor state and needs no cross-origin isolation, while COOP makes the browser move each
  // arriving visitor into a new browsing context group (a fresh renderer process), which delays
  // the first paint (docs/performance.md, 2026-11-25).
}

/** Answers without a page of their own: short plain text, the same from every host. */
export const plainAnswers = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  505: 'HTTP Version Not Supported',
} as const
export type PlainAnswerStatus = keyof typeof plainAnswers

/** The methods the site answers; anything else is a 405 with `Allow`. */
export const allowedMethods = ['GET', 'HEAD'] as const

/** Paths of pages are redirected here from their other spellings (`/services/`, `/index.html`). */
export const redirectStatus = 301

/** Only sent over HTTPS (directly, or behind a proxy that says so with X-Forwarded-Proto). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains'

/** Files under /assets/ carry a content hash in their name, so they never change. */
export const hashedAssetsPrefix = '/assets/'

export const cacheControl = {
  hashedAsset: 'public, max-age=31536000, immutable',
  /** HTML and un-hashed files: always revalidate (cheap with ETag), so a deploy shows at once. */
  revalidate: 'no-cache',
  /** Answers to an inquiry: about one visitor's post, kept by no cache. */
  never: 'no-store',
} as const
