// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { clientOf, createRateLimit, rateWindowMs } from '@/server/inquiries/rateLimit'

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

describe('who counts as one client', () => {
  it('is an IPv6 address’s /64, however the address is written', () => {
    expect(clientOf('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64')
    expect(clientOf('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientOf('2001:DB8:0:0:1::')).toBe('2001:db8:0:0::/64')
    expect(clientOf('::1')).toBe('0:0:0:0::/64')
    expect(clientOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })

  it('is an IPv4 address, also when written as IPv6', () => {
    expect(clientOf('203.0.113.5')).toBe('203.0.113.5')
    expect(clientOf('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(clientOf('::FFFF:203.0.113.5')).toBe('203.0.113.5')
  })

  it('limits one customer line (a /64) as one client, and one IPv4 address in any spelling', () => {
    const limit = createRateLimit(3)
    const passed = [1, 2, 3, 4, 5, 6, 7, 8].filter(
      (host) => limit.take(`2001:db8:1:2::${host.toString(16)}`) === undefined,
    )
    expect(passed).toHaveLength(3)
    expect(limit.take('2001:db8:1:3::1')).toBeUndefined()
    const v4 = createRateLimit(1)
    expect(v4.take('203.0.113.5')).toBeUndefined()
    expect(v4.take('::ffff:203.0.113.5')).toBeDefined()
  })

  it('remembers a bounded number of clients however many addresses a flood comes from', () => {
    const limit = createRateLimit(2, () => 1_000_000, 100)
    for (let index = 0; index < 5000; index += 1) limit.take(`2001:db8:${index.toString(16)}::1`)
    expect(limit.size).toBe(100)
    // The most recent clients are the ones remembered.
    limit.take('2001:db8:1387::1')
    expect(limit.take('2001:db8:1387::2')).toBeDefined()
  })

  it('forgets clients whose requests have all left the window', () => {
    let now = 0
    const limit = createRateLimit(2, () => now)
    limit.take('203.0.113.1')
    limit.take('203.0.113.2')
    now += rateWindowMs + 1
    limit.take('203.0.113.3')
    expect(limit.size).toBe(1)
  })
})
