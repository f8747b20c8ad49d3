// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'

import { inquiryHealth } from '@/server/inquiries/health'
import { thisProcess } from '@/server/inquiries/processes'
import type { MachineClock } from '@/server/inquiries/steadyClock'

import { sampleInquiry as inquiry } from './sampleInquiry'
import { closeOpened, minutes, newDirectory, open, start } from './storeFixture'

afterEach(closeOpened)

const hours = (count: number) => minutes(60 * count)

/**
 * A machine whose wall clock a test steps, while the time since boot runs on as time does: what a
 * time service or an admin's `date -s` does to a running machine.
 */
function machine(boot = 'boot-1') {
  let elapsed = hours(5)
  let step = 0
  const clock: MachineClock = () => ({
    wall: start.getTime() + elapsed + step,
    sinceBoot: elapsed,
    boot,
  })
  return {
    clock,
    /** Time passes. */
    pass: (ms: number) => (elapsed += ms),
    /** The wall clock is set `ms` ahead (or back, when negative). */
    stepWallClock: (ms: number) => (step += ms),
  }
}

describe('the steady clock the database keeps, with the wall clock stepped', () => {
  it('reads as the wall clock does until that is stepped, then goes on as time does', () => {
    const time = machine()
    const store = open(newDirectory(), { clock: time.clock })
    const first = store.now()
    expect(first.steady).toBe(first.wall.getTime())
    time.pass(minutes(1))
    time.stepWallClock(-minutes(50))
    const second = store.now()
    expect(second.steady - first.steady).toBe(minutes(1))
    expect(second.wall.getTime() - first.wall.getTime()).toBe(minutes(1) - minutes(50))
  })

  it('is one clock for every process on the database: the first reading of a boot sets it', () => {
    const time = machine()
    const directory = newDirectory()
    const one = open(directory, { clock: time.clock })
    const early = one.now()
    time.stepWallClock(hours(48))
    // A second server started after the step reads the clock the first one set.
    const two = open(directory, { clock: time.clock })
    expect(two.now().steady).toBe(early.steady)
    // After a reboot, the wall clock sets it again.
    const rebooted = open(directory, { clock: machine('boot-2').clock })
    expect(rebooted.now().steady).toBe(rebooted.now().wall.getTime())
  })

  it('delays no retry by a step back: a retry due in a minute is due a minute later, not 51', () => {
    const time = machine()
    const store = open(newDirectory(), { clock: time.clock })
    const { id } = store.add(inquiry)
    store.claimNext(store.now(), minutes(5), () => minutes(1))
    store.recordFailedAttempt(id, 'ECONNREFUSED', store.now(), minutes(1))
    time.stepWallClock(-minutes(50))
    expect(store.nextAttemptIn()).toBe(minutes(1))
    time.pass(minutes(1))
    expect(store.claimNext(store.now(), minutes(5), () => minutes(2))).toMatchObject({
      id,
      attempts: 2,
    })
  })

  it('ends no claim of another server early, whichever way the wall clock is stepped', () => {
    for (const step of [hours(48), -hours(2)]) {
      const time = machine()
      const directory = newDirectory()
      const first = open(directory, { clock: time.clock })
      const second = open(directory, { clock: time.clock })
      const { id } = first.add(inquiry)
      first.claimNext(first.now(), minutes(5), () => minutes(1), 'host 1')
      time.pass(minutes(1))
      time.stepWallClock(step)
      expect(second.claimNext(second.now(), minutes(5), () => minutes(1), 'host 2')).toBe(undefined)
      // The claim ends as time passes, not as the wall clock says.
      time.pass(minutes(4))
      expect(second.claimNext(second.now(), minutes(5), () => minutes(1), 'host 2')).toMatchObject({
        id,
        attempts: 2,
      })
    }
  })

  it('raises no alarm that the time passed does not justify: a wall clock 2 days ahead on a database seconds old', () => {
    const time = machine()
    const store = open(newDirectory(), { clock: time.clock })
    store.recordServer({
      claimant: thisProcess,
      startedAt: new Date(),
      mails: true,
      alertMinutes: 60,
    })
    store.add(inquiry)
    time.pass(5000)
    time.stepWallClock(hours(48))
    expect(inquiryHealth(store, 'usable', { fallbackAlertMinutes: 60 })).toMatchObject({
      status: 'ok',
      problems: [],
      waiting: 1,
      waitingTooLong: 0,
    })
    // Time that does pass is counted, whatever the wall clock says.
    time.stepWallClock(-hours(48) - hours(3))
    time.pass(hours(37))
    expect(inquiryHealth(store, 'usable', { fallbackAlertMinutes: 60 }).problems).toEqual([
      'mailWaiting',
      'backupOverdue',
    ])
  })

  it('dates what people read by the wall clock', () => {
    const time = machine()
    const store = open(newDirectory(), { clock: time.clock })
    time.stepWallClock(-hours(2))
    const { id } = store.add(inquiry)
    expect(store.get(id)!.receivedAt).toEqual(new Date(start.getTime() + hours(5) - hours(2)))
  })
})
