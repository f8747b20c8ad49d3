// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'

import { sampleInquiry as inquiry } from './sampleInquiry'
import { at, claim, closeOpened, minutes, newDirectory, open, start } from './storeFixture'

afterEach(closeOpened)

describe('the outbox’s claims in the store, on a real SQLite file', () => {
  it('releases a held inquiry by hand: it is due at once, and says when it was released', () => {
    const store = open(newDirectory())
    const { id } = store.add({ ...inquiry, botSign: 'honeypot' }, start)
    expect(store.release(id, at(start, 5000))).toBe(true)
    expect(store.release(id)).toBe(false)
    expect(claim(store, at(start, 5000))).toMatchObject({ id, releasedAt: at(start, 5000) })
  })

  it('lets one claim an inquiry at a time, across connections, until the claim expires', () => {
    const directory = newDirectory()
    const first = open(directory)
    const second = open(directory)
    const { id } = first.add(inquiry, start)
    const claimed = first.claimNext(start, minutes(5), () => minutes(1))
    expect(claimed).toMatchObject({ id, attempts: 1, claimedUntil: at(start, minutes(5)) })
    expect(claim(second, at(start, minutes(2)))).toBeUndefined()
    expect(second.nextAttemptIn(at(start, minutes(2)))).toBe(minutes(3))
    // The claimant vanished without a record: after the claim expires, another process sends it.
    expect(claim(second, at(start, minutes(5)))).toMatchObject({ id, attempts: 2 })
  })

  it('ends the claims of a claimant that no longer runs: its inquiry is due again after the pause for that many sends cut off', () => {
    const store = open(newDirectory())
    const { id } = store.add(inquiry, start)
    store.claimNext(start, minutes(5), () => minutes(1), 'host 4711')
    const later = at(start, 1000)
    const pause = (cutOff: number) => (cutOff - 1) * minutes(2)
    expect(store.endClaimsOfGone(later, (claimant) => claimant === 'host 1', pause)).toBe(0)
    expect(claim(store, later)).toBeUndefined()
    expect(store.endClaimsOfGone(later, (claimant) => claimant === 'host 4711', pause)).toBe(1)
    expect(store.get(id)).toMatchObject({ interruptedSends: 1 })
    // The first send cut off: due at once.
    const again = store.claimNext(later, minutes(5), () => minutes(1), 'host 4712')
    expect(again).toMatchObject({ id, attempts: 2 })
    // Cut off again: due only after a pause, which grows with each.
    expect(store.endClaimsOfGone(later, (claimant) => claimant === 'host 4712', pause)).toBe(1)
    expect(store.get(id)).toMatchObject({ interruptedSends: 2 })
    expect(claim(store, at(later, minutes(2) - 1))).toBeUndefined()
    expect(store.nextAttemptIn(later)).toBe(minutes(2))
    expect(claim(store, at(later, minutes(2)))).toMatchObject({ id, attempts: 3 })
  })

  it('counts a send whose claim expired without an outcome as cut off', () => {
    const store = open(newDirectory())
    const { id } = store.add(inquiry, start)
    claim(store, start)
    expect(claim(store, at(start, minutes(1)))).toMatchObject({ id, interruptedSends: 1 })
    store.recordSent(id, at(start, minutes(1)))
    expect(store.get(id)).toMatchObject({ mailState: 'sent', interruptedSends: 1 })
  })

  it('records a temporary failure (due at the claim’s next attempt), a refusal and a sent mail', () => {
    const store = open(newDirectory())
    const { id } = store.add(inquiry, start)
    claim(store, start)
    store.recordFailedAttempt(id, 'ECONNREFUSED', start, minutes(1))
    expect(store.get(id)).toMatchObject({
      attempts: 1,
      lastError: 'ECONNREFUSED',
      interruptedSends: 0,
    })
    expect(claim(store, at(start, 1000))).toBeUndefined()
    expect(claim(store, at(start, minutes(1)))).toMatchObject({ id, attempts: 2 })
    store.recordRefused(id, 'EENVELOPE 550 No such user')
    expect(store.get(id)).toMatchObject({ mailState: 'refused' })
    expect(claim(store, at(start, minutes(100)))).toBeUndefined()
    expect(store.retryRefused()).toBe(1)
    expect(claim(store, at(start, minutes(100)))).toMatchObject({ id, attempts: 3 })
    store.recordSent(id, at(start, minutes(100)))
    expect(store.get(id)).toMatchObject({ mailState: 'sent', sentAt: at(start, minutes(100)) })
    expect(store.retryNow(id)).toBe(false)
    expect(store.nextAttemptIn()).toBeUndefined()
  })

  it('lets no time set under a clock that ran ahead delay a send: a next attempt or a claim a day ahead is over', () => {
    const store = open(newDirectory())
    // Stored, and tried once, under a boot whose clock ran a day ahead.
    const dayAhead = at(start, minutes(24 * 60))
    const { id } = store.add(inquiry, dayAhead)
    store.claimNext(dayAhead, minutes(5), () => minutes(1), 'gone 1')
    // The clock is right again: it is due now.
    expect(store.nextAttemptIn(start)).toBe(0)
    expect(claim(store, start)).toMatchObject({ id, attempts: 2 })
  })

  it('keeps a claim that is renewed, and only for its claimant', () => {
    const store = open(newDirectory())
    const { id } = store.add(inquiry, start)
    store.claimNext(start, minutes(1), () => minutes(1), 'host 1')
    expect(store.renewClaim(id, 'host 2', start, minutes(10))).toBe(false)
    expect(store.renewClaim(id, 'host 1', start, minutes(3))).toBe(true)
    expect(claim(store, at(start, minutes(2)))).toBeUndefined()
    expect(claim(store, at(start, minutes(3)))).toMatchObject({ id })
  })
})
