import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

import { languageOfSearch } from '@/shared/language'

import { routeTree } from './routeTree.gen'

const parsePlainSearch = parseSearchWith((value) => value)

/**
 * The router's reading of the address's query: values as plain strings (no JSON decoding), and
 * `lang` by the site's one rule, so that it means the same to the router as to the loader, the
 * server and the host configs that pick the prerendered file (src/shared/language.ts).
 */
export const parseSiteSearch = (search: string) => ({
  ...parsePlainSearch(search),
  lang: languageOfSearch(search),
})

export function createAppRouter() {
  // The visitor may be reading halfway down the page when the app hydrates it, so hydration must
  // not move the scroll position: no scroll-restoring script in the prerendered page (the loader
  // would run it late, and it scrolls to the top), and the render that hydrates the first address
  // neither restores nor resets it; later navigations do. The browser restores it on a reload.
  const hydratedPath = typeof window === 'undefined' ? undefined : window.location.pathname
  let firstReport = true
  return createRouter({
    routeTree,
    scrollRestoration:
      hydratedPath !== undefined &&
      (({ location }) => {
        const hydrating = firstReport && location.pathname === hydratedPath
        firstReport = false
        return !hydrating
      }),
    defaultPreload: 'intent',
    // Any unknown path, however deep, renders the root's not-found view: the same tree that the
    // prerendered 404 page was rendered with, so it hydrates without a mismatch.
    notFoundMode: 'root',
    parseSearch: parseSiteSearch,
    stringifySearch: stringifySearchWith(JSON.stringify),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
