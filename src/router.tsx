import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

export function createAppRouter() {
  // The visitor may be reading halfway down the page when the app hydrates it: only navigations
  // after that restore or reset the scroll position, never the hydration itself.
  let hydrated = false
  return createRouter({
    routeTree,
    scrollRestoration: () => {
      const restore = hydrated
      hydrated = true
      return restore
    },
    defaultPreload: 'intent',
    // Any unknown path, however deep, renders the root's not-found view: the same tree that the
    // prerendered 404 page was rendered with, so it hydrates without a mismatch.
    notFoundMode: 'root',
    // Search values stay plain strings (no JSON decoding), so `?lang` means the same to the
    // router as to the server and the host configs that pick the prerendered file.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
