import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
  if (typeof window === 'undefined') return
  cleanup()
  localStorage.clear()
})

// Testing Library only advances fake timers it recognises as Jest's: after every user-event action
// it waits for a `setTimeout(0)`, which under `vi.useFakeTimers()` never fires unless this is here.
// Advancing by 0 ms runs only what is due, so tests still control the clock exactly.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
})

// The rest is for tests in jsdom; tests of Node code (the server) run without a DOM.
if (typeof window !== 'undefined') setUpDom()

function setUpDom() {
  // jsdom implements no scrolling; the router's scroll restoration calls it.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo

  // jsdom has no media queries; Headless UI asks whether the pointer is coarse. None matches here.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia

  // The page as the app runs it (src/enhance/loader.ts sets this in a browser). Tailwind's CSS is not
  // loaded in jsdom: the one rule the tests depend on, `app:hidden` (closed FAQ answers), is given.
  document.documentElement.dataset.enhanced = ''
  document.documentElement.dataset.app = 'ready'
  const appStyles = document.createElement('style')
  appStyles.textContent = '[data-enhanced] .app\\:hidden { display: none; }'
  document.head.append(appStyles)
}
