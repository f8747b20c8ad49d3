import { useEffect } from 'react'

import { appReady, appStateKey } from '@/enhance/contract'

let markPageHydrated = () => {}

/**
 * Resolves once the page's content has hydrated, which React does after the root itself. The
 * loader (src/enhance/loader.ts) waits for it before it replays clicks that came in earlier.
 */
export const pageHydrated = new Promise<void>((resolve) => {
  markPageHydrated = () => {
    // The page's own signal that the app runs it (styles and tests read it): see the loader.
    document.documentElement.dataset[appStateKey] = appReady
    resolve()
  }
})

/** For every view the root's outlet renders: the page layout and the not-found view. */
export function useMarkPageHydrated(): void {
  useEffect(() => markPageHydrated(), [])
}
