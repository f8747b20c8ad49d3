// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { clientOf, createRateLimit, rateWindowMs } from '@/server/inquiries/rateLimit'

/** A limit on a clock the test moves; `post` counts an accepted inquiry if it may go on. */
function limitOf(limit: number, capacity?: number) {
  let now = 1_000_000
  const rateLimit = createRateLimit(limit, () => now, capacity)
  const post = (address: string) => {
    const wait = rateLimit.retryAfter(address)
    if (wait === undefined) rateLimit.count(address)
    return wait
  }
  return { rateLimit, post, pass: (ms: number) => (now += ms) }
}

describe('the rate limit per client', () => {
  it('lets `limit` inquiries through per window, then says how long to wait', () => {
    const { post, pass } = limitOf(3)
    expect([post('203.0.113.1'), post('203.0.113.1'), post('203.0.113.1')]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    pass(60_000)
    expect(post('203.0.113.1')).toBe((rateWindowMs - 60_000) / 1000)
    // Another client is not affected.
    expect(post('203.0.113.2')).toBeUndefined()
    // Refused requests do not extend the wait: once the first ones have left the window, the
    // client may send again.
    pass(rateWindowMs - 60_000)
    expect(post('203.0.113.1')).toBeUndefined()
  })

  it('counts only what the server took: a person whose post was refused may try again', () => {
    const { rateLimit } = limitOf(2)
    // Asked ten times (ten posts the server then refused for a field), counted never.
    for (let index = 0; index < 10; index += 1)
      expect(rateLimit.retryAfter('203.0.113.1')).toBeUndefined()
    rateLimit.count('203.0.113.1')
    rateLimit.count('203.0.113.1')
    expect(rateLimit.retryAfter('203.0.113.1')).toBeGreaterThan(0)
  })

  it('lets everything through when the limit is 0', () => {
    const { post } = limitOf(0)
    for (let index = 0; index < 1000; index += 1) expect(post('a')).toBeUndefined()
  })

  it('is not fooled by the machine’s clock: a step back does not lift a block', () => {
    const limit = createRateLimit(1)
    limit.count('203.0.113.1')
    const wallClock = Date.now
    Date.now = () => wallClock() - 24 * 60 * 60 * 1000
    try {
      expect(limit.retryAfter('203.0.113.1')).toBeGreaterThan(0)
    } finally {
      Date.now = wallClock
    }
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
    const { post } = limitOf(3)
    const passed = [1, 2, 3, 4, 5, 6, 7, 8].filter(
      (host) => post(`2001:db8:1:2::${host.toString(16)}`) === undefined,
    )
    expect(passed).toHaveLength(3)
    expect(post('2001:db8:1:3::1')).toBeUndefined()
    const v4 = limitOf(1)
    expect(v4.post('203.0.113.5')).toBeUndefined()
    expect(v4.post('::ffff:203.0.113.5')).toBeDefined()
  })

  it('counts a /56 and a /48 too, with a wider limit: one /64 per post from a /48 does not pass 40 of 40', () => {
    const { post } = limitOf(10)
    // Forty /64s of one /56.
    const fromOneSlash56 = Array.from({ length: 40 }, (_, index) =>
      post(`2001:db8:1:${index.toString(16)}::1`),
    ).filter((wait) => wait === undefined)
    expect(fromOneSlash56).toHaveLength(20)
    // Forty /64s, each in another /56 of one /48.
    const other = limitOf(10)
    const fromOneSlash48 = Array.from({ length: 40 }, (_, index) =>
      other.post(`2001:db8:2:${(index * 256).toString(16)}::1`),
    ).filter((wait) => wait === undefined)
    expect(fromOneSlash48).toHaveLength(30)
    // Another customer's /48 is not affected.
    expect(other.post('2001:db8:3::1')).toBeUndefined()
  })
})

describe('the rate limit’s memory', () => {
  it('stays bounded: after a flood from more addresses than it keeps, a visitor it has not seen is taken', () => {
    const { post, rateLimit } = limitOf(10, 10_000)
    for (let index = 0; index < 10_500; index += 1)
      expect(post(`198.51.${Math.floor(index / 256)}.${index % 256}`)).toBeUndefined()
    expect(rateLimit.size).toBeLessThanOrEqual(10_000)
    expect(post('203.0.113.7')).toBeUndefined()
    expect(post('2001:db8:9::1')).toBeUndefined()
    expect(rateLimit.size).toBeLessThanOrEqual(10_000)
  })

  it('forgets the clients heard from least recently first: a client who sent lately keeps its count', () => {
    const { post, pass } = limitOf(2, 10)
    post('203.0.113.1')
    post('203.0.113.1')
    pass(1000)
    // Eight others, then the first client's neighbour again: the table is full.
    for (let index = 0; index < 8; index += 1) post(`198.51.100.${index}`)
    post('203.0.113.2')
    post('203.0.113.2')
    expect(post('203.0.113.2')).toBeDefined()
    // Newcomers push out the least recent (203.0.113.1 first), not the client at its limit lately.
    post('192.0.2.1')
    expect(post('203.0.113.1')).toBeUndefined()
    expect(post('203.0.113.2')).toBeDefined()
  })

  it('never forgets a count of the client it is counting: an IPv6 client’s /48 stays with its /64', () => {
    const { post, rateLimit } = limitOf(1, 3)
    // One client of a /48 fills the table with its /64, /56 and /48.
    post('2001:db8:1:100::1')
    expect(rateLimit.size).toBe(3)
    // Another /64 of the same /56: two of its counts are known, one is new.
    expect(post('2001:db8:1:101::1')).toBeUndefined()
    expect(rateLimit.size).toBe(3)
    expect(post('2001:db8:1:102::1')).toBeDefined()
  })
})
