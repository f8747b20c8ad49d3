// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { healthProblems, inquiryHealth, reusedFor } from '@/server/inquiries/health'

describe('inquiry health', () => {
  it('names what needs attention, in sentences that say what to do', () => {
    const unusable = inquiryHealth(() => undefined, 60)
    expect(unusable).toMatchObject({ healthy: false, database: 'unusable' })
    expect(healthProblems(unusable)).toEqual([
      'The inquiry database cannot be used: inquiries are refused (503).',
    ])
  })

  it('computes an answer at most once a second, however often it is asked', () => {
    let time = 0
    let computed = 0
    const health = reusedFor(
      1000,
      () => (computed += 1),
      () => time,
    )
    for (let index = 0; index < 100; index += 1) health()
    expect(computed).toBe(1)
    time = 1000
    expect(health()).toBe(2)
  })
})
