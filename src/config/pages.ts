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

/** Header, mobile menu and footer quick links, in this order. */
export const mainNavigation = [
  'home',
  'services',
  'about',
  'contact',
] as const satisfies readonly PageId[]

export const legalNavigation = ['imprint', 'privacy'] as const satisfies readonly PageId[]
