import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { pageHydrated, useMarkPageHydrated } from '@/app/pageHydrated'
import {
  nextTask,
  runAfterNextPaint,
  runInNextTask,
  runOncePageHydrated,
  runWhenIdle,
  runWhenSettled,
} from '@/app/schedule'

describe('the scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs a task when settled: at the first idle moment a few seconds later, not before', () => {
    const idleCallbacks: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const task = vi.fn()
    runWhenSettled(task)

    vi.advanceTimersByTime(2900)
    expect(idleCallbacks).toHaveLength(0)
    vi.advanceTimersByTime(200)
    expect(idleCallbacks).toHaveLength(1)
    expect(task).not.toHaveBeenCalled()

    idleCallbacks[0]?.()
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs nothing once cancelled, before or after the settle delay (an effect cleaned up)', () => {
    const idleCallbacks: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const early = vi.fn()
    runWhenSettled(early)()
    vi.runAllTimers()
    const late = vi.fn()
    const cancelLate = runWhenSettled(late)
    vi.advanceTimersByTime(3000)
    cancelLate()
    for (const callback of idleCallbacks) callback()
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })

  it('runs a task at idle, or after the fallback where the browser cannot tell; cancellable', () => {
    const task = vi.fn()
    runWhenIdle(task)
    runWhenIdle(task)()
    vi.runAllTimers()
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs a task after the next frame, in a task of its own; cancellable', () => {
    const frames = new Map<number, FrameRequestCallback>()
    let lastFrame = 0
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(++lastFrame, callback)
      return lastFrame
    })
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id))
    const task = vi.fn()
    runAfterNextPaint(task)
    const cancelled = vi.fn()
    runAfterNextPaint(cancelled)()
    vi.runAllTimers()
    expect(task).not.toHaveBeenCalled()

    for (const frame of frames.values()) frame(0)
    // The frame itself does not run it: a task after it does.
    expect(task).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(task).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })

  it('runs a task in the next task, and can await it; cancellable', async () => {
    vi.useRealTimers()
    const order: string[] = []
    runInNextTask(() => order.push('task'))
    runInNextTask(() => order.push('cancelled'))()
    order.push('now')
    await nextTask()
    await nextTask()
    expect(order).toEqual(['now', 'task'])
  })

  it('runs a task once the page has hydrated, in a task after that moment; cancellable', async () => {
    vi.useRealTimers()
    const task = vi.fn()
    const cancelled = vi.fn()
    runOncePageHydrated(task)
    runOncePageHydrated(cancelled)()
    await nextTask()
    expect(task).not.toHaveBeenCalled()

    renderHook(() => useMarkPageHydrated())
    await pageHydrated
    // Not yet: the loader replays the clicks it held in the moment the page has hydrated.
    expect(task).not.toHaveBeenCalled()
    await nextTask()
    expect(task).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })
})
