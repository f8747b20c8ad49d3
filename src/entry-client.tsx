import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { appFailed, appHydrating, appStateKey } from './lib/loaderContract'
import { createAppRouter } from './router'
import './styles.css'

export { pageHydrated } from './lib/pageHydrated'

const root = document.documentElement

// The loader (src/entry-loader.ts) gave up waiting and returned the page to plain HTML: the page
// stays that way rather than changing under the visitor's eyes.
if (root.dataset[appStateKey] !== appFailed) {
  root.dataset[appStateKey] = appHydrating
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // input in one long task; a tap meanwhile is held by the loader and replayed once it is done.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={createAppRouter()} />
      </StrictMode>,
    )
  })
}
