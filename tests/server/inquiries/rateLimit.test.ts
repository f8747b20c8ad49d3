// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { createRateLimit, rateWindowMs } from '@/server/inquiries/rateLimit'

describe('the rate limit per client', () => {
  it('lets `limit` requests through per window, then says how long to wait', () => {
    let now = 1_000_000
    const limit = createRateLimit(3, () => now)
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    now += 60_000
    expect(limit.take('a')).toBe((rateWindowMs - 60_000) / 1000)
    // Another client is not affected.
    expect(limit.take('b')).toBeUndefined()
    // Refused requests do not extend the wait: once the first ones have left the window, the
    // client may send again.
    now += rateWindowMs - 60_000
    expect(limit.take('a')).toBeUndefined()
  })

  it('lets everything through when the limit is 0', () => {
    const limit = createRateLimit(0)
    for (let index = 0; index < 1000; index += 1) expect(limit.take('a')).toBeUndefined()
  })
})
