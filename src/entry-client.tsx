import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { nextTask } from '@/app/schedule'
import { appFailed, appHydrating, appStateKey, enhancedKey } from '@/enhance/contract'

import { createAppRouter } from './router'

import './styles.css'

export { pageHydrated } from '@/app/pageHydrated'

const root = document.documentElement

// The loader (src/enhance/loader.ts) gave up waiting and returned the page to plain HTML: the page
// stays that way rather than changing under the visitor's eyes.
if (root.dataset[appStateKey] !== appFailed) {
  // The loader marks the page before its first paint; started without it (`npm run dev`), the app
  // marks it itself.
  root.dataset[enhancedKey] = ''
  root.dataset[appStateKey] = appHydrating
  // Each step in a task of its own, so that none blocks input for long; a tap meanwhile is held
  // by the loader and replayed once the page has hydrated.
  await nextTask()
  const router = createAppRouter()
  await nextTask()
  // As a transition, hydration yields to the browser every few milliseconds.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
}
