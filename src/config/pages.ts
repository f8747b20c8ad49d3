/** Every page of the site and its path: the one list that navigation and metadata derive from. */
export const pagePaths = {
  home: '/',
  services: '/services',
  about: '/about',
  contact: '/contact',
  imprint: '/imprint',
  privacy: '/privacy',
} as const

export type PageId = keyof typeof pagePaths

/**
 * The pages that answer an inquiry sent by the form without the app (src/server/inquiries/): reached
 * only through the form, linked from nowhere, never indexed and not in the sitemap.
 */
export const inquiryPagePaths = {
  inquiryReceived: '/inquiry-received',
  inquiryNotSent: '/inquiry-not-sent',
} as const

export type InquiryPageId = keyof typeof inquiryPagePaths

/** Every address the site answers with a page of its own, in both languages. */
export const servedPagePaths = { ...pagePaths, ...inquiryPagePaths } as const

export type ServedPageId = keyof typeof servedPagePaths

/** Header, mobile menu and footer quick links, in this order. */
export const mainNavigation = [
  'home',
  'services',
  'about',
  'contact',
] as const satisfies readonly PageId[]

export const legalNavigation = ['imprint', 'privacy'] as const satisfies readonly PageId[]
