import { describe, expect, it } from 'vitest'

import { isOpenOn } from '@/config/jobs'

describe('whether a job is open', () => {
  it('is open up to and including its last day, and closed from the day after', () => {
    const job = { validThrough: '2027-01-31' }
    expect(isOpenOn(job, '2026-11-28')).toBe(true)
    expect(isOpenOn(job, '2027-01-31')).toBe(true)
    expect(isOpenOn(job, '2027-02-01')).toBe(false)
    expect(isOpenOn(job, '2028-01-01')).toBe(false)
  })

  it('is open on any day until it is filled, when it has no last day', () => {
    expect(isOpenOn({}, '2999-12-31')).toBe(true)
  })
})
