import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.useRealTimers()
})

// jsdom implements no scrolling; the router's scroll restoration calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo

// Testing Library only advances fake timers it recognises as Jest's: after every user-event action
// it waits for a `setTimeout(0)`, which under `vi.useFakeTimers()` never fires unless this is here.
// Advancing by 0 ms runs only what is due, so tests still control the clock exactly.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
})
