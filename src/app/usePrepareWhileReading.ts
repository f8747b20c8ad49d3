import { useEffect } from 'react'

import { runWhenSettled } from './schedule'

/**
 * Runs `prepare` once, while the visitor reads (once the page has settled), so that a later tap
 * finds its work done; never if the component is gone first. `prepare` must not change between
 * renders.
 */
export function usePrepareWhileReading(prepare: () => void): void {
  useEffect(() => runWhenSettled(prepare), [prepare])
}
