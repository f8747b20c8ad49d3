/**
 * When the app does work that no visitor is waiting for: at the next task, after the next paint,
 * at an idle moment, or once the page has settled. Every function runs its task later and returns
 * a `Cancel` that stops it up to the moment it runs (an effect's cleanup). Nothing else in the app
 * knows these timings.
 */
import { idleFallbackMs } from '@/enhance/contract'

import { pageHydrated } from './pageHydrated'

export type Cancel = () => void

/** Runs `task` in a new task, so that input waiting meanwhile is handled first. */
export function runInNextTask(task: () => void): Cancel {
  let cancelled = false
  const channel = new MessageChannel()
  channel.port1.onmessage = () => cancelled || task()
  channel.port2.postMessage(null)
  return () => {
    cancelled = true
  }
}

/** Resolves in a new task: {@link runInNextTask} to await between the steps of a longer job. */
export const nextTask = (): Promise<void> => new Promise((resolve) => runInNextTask(resolve))

/**
 * Runs `task` in a new task once the next frame has been produced: what the visitor is waiting to
 * see is painted first, and the rest of the work follows.
 */
export function runAfterNextPaint(task: () => void): Cancel {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => (timer = setTimeout(task)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/** Runs `task` once the browser is idle (where it cannot tell, after {@link idleFallbackMs}). */
export function runWhenIdle(task: () => void): Cancel {
  let cancelled = false
  const run = () => cancelled || task()
  if ('requestIdleCallback' in window) requestIdleCallback(run)
  else setTimeout(run, idleFallbackMs)
  return () => {
    cancelled = true
  }
}

/**
 * How long after the app has started the page counts as settled. Right after hydration the
 * browser is still busy with the page's load, and work done then blocks input longest. What only
 * makes a later interaction quicker waits until then, and is still done before a visitor who has
 * read for a while taps (docs/performance.md, 2026-11-25).
 */
const settleDelayMs = 3000

/** Runs `task` at the first idle moment once the page has settled ({@link settleDelayMs}). */
export function runWhenSettled(task: () => void): Cancel {
  let cancelIdle: Cancel | undefined
  const timer = setTimeout(() => (cancelIdle = runWhenIdle(task)), settleDelayMs)
  return () => {
    clearTimeout(timer)
    cancelIdle?.()
  }
}

/**
 * Runs `task` in a new task once the page has hydrated, and so after the loader has replayed the
 * clicks it held for the app (it does so as soon as the page has hydrated).
 */
export function runOncePageHydrated(task: () => void): Cancel {
  let cancelTask: Cancel | undefined
  let cancelled = false
  void pageHydrated.then(() => {
    if (!cancelled) cancelTask = runInNextTask(task)
  })
  return () => {
    cancelled = true
    cancelTask?.()
  }
}
