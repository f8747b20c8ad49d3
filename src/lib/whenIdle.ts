import { idleFallbackMs } from './loaderContract'

/** Runs `task` once the browser is idle (where it cannot tell, after {@link idleFallbackMs}). */
export const whenIdle = (task: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(task)
  else setTimeout(task, idleFallbackMs)
}

/**
 * How long after the app has started the page counts as settled. Right after hydration the
 * browser is still busy with the page's load, and work done then blocks input longest. What only
 * makes a later interaction quicker waits until then, and is still done before a visitor who has
 * read for a while taps (docs/performance.md, 2026-11-25).
 */
const settleDelayMs = 3000

/**
 * Runs `task` at the first idle moment once the page has settled ({@link settleDelayMs}). Returns
 * a function that cancels it, for an effect's cleanup, up to the moment it runs.
 */
export const whenSettled = (task: () => void): (() => void) => {
  let cancelled = false
  const timer = setTimeout(() => whenIdle(() => cancelled || task()), settleDelayMs)
  return () => {
    cancelled = true
    clearTimeout(timer)
  }
}
