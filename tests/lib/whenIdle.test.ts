import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { whenSettled } from '@/lib/whenIdle'

describe('whenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs the task at the first idle moment a few seconds after it was asked for, not before', () => {
    const idleCallbacks: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const task = vi.fn()
    whenSettled(task)

    vi.advanceTimersByTime(2900)
    expect(idleCallbacks).toHaveLength(0)
    vi.advanceTimersByTime(200)
    expect(idleCallbacks).toHaveLength(1)
    expect(task).not.toHaveBeenCalled()

    idleCallbacks[0]?.()
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs nothing once cancelled (an effect cleaned up before the page settled)', () => {
    const task = vi.fn()
    const cancel = whenSettled(task)
    cancel()
    vi.runAllTimers()
    expect(task).not.toHaveBeenCalled()
  })
})
