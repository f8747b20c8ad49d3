/**
 * Two clocks for the inquiry store: the machine's clock (wall time), which dates what people read
 * (when an inquiry arrived, was mailed, was backed up), and a steady clock, which judges how much
 * time has passed (when a retry is due, whether a claim has expired, how long an inquiry has
 * waited, how old the last backup is). The wall clock can be stepped, by hand or by a time service,
 * forwards or back; the steady clock never is.
 *
 * The steady clock is shared by every process on the database, so that a claim one server takes is
 * judged alike by the other: it is the machine's time since boot (a clock that never steps, the
 * same for every process of the machine) plus an anchor that the database keeps for each boot,
 * set once, at the first reading after the boot, to the wall time then minus the time since boot.
 * So it reads as the wall time does while nobody steps that; after a step it goes on as before.
 * After a reboot a new anchor is taken from the wall clock (the systemd unit starts the server
 * once the clock is set). Where the machine names no boot (not Linux), the steady clock is the wall
 * clock.
 */
import { readFileSync } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'

/** One moment on both clocks: the wall time for people, and the steady time (ms) for judging. */
export type Moment = { wall: Date; steady: number }

/**
 * A moment, or a wall time where the caller knows only that (a test, a time a person typed): then
 * the clock is taken to have been right, and both agree.
 */
export type When = Date | Moment

export const momentOf = (when: When): Moment =>
  when instanceof Date ? { wall: when, steady: when.getTime() } : when

/** A moment `ms` later on both clocks. */
export const after = (moment: Moment, ms: number): Moment => ({
  wall: new Date(moment.wall.getTime() + ms),
  steady: moment.steady + ms,
})

/** What the machine says: its clock, the time since it booted (ms), and which boot this is. */
export type MachineReading = { wall: number; sinceBoot: number; boot: string | undefined }
export type MachineClock = () => MachineReading

const bootId = (() => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined
  } catch {
    return undefined
  }
})()

/** The machine's clocks: `hrtime` is CLOCK_MONOTONIC, the time since boot, the same in every process. */
export const machineClock: MachineClock = () => ({
  wall: Date.now(),
  sinceBoot: Number(process.hrtime.bigint() / 1_000_000n),
  boot: bootId,
})

const anchorFact = 'steadyAnchor'

/**
 * The steady clock of the database `db`: its anchor for this boot is read, and set if there is
 * none yet (unless `readOnly`: then it is only taken, not kept). The anchor is set at most once per
 * boot, and every process reads the first one set.
 */
export function steadyClock(
  db: DatabaseSync,
  clock: MachineClock,
  { readOnly }: { readOnly: boolean },
) {
  let anchor: { boot: string; ms: number } | undefined
  const readAnchor = db.prepare('SELECT value FROM facts WHERE name = ?')
  const setAnchor = db.prepare(
    `INSERT INTO facts (name, value) VALUES (?1, ?2)
       ON CONFLICT DO UPDATE SET value = excluded.value WHERE value NOT LIKE ?3`,
  )

  const kept = (boot: string) => {
    const [keptBoot, ms] = String(readAnchor.get(anchorFact)?.value ?? '').split(' ')
    return keptBoot === boot ? Number(ms) : undefined
  }

  function anchorFor({ boot, wall, sinceBoot }: MachineReading & { boot: string }): number {
    if (anchor?.boot === boot) return anchor.ms
    // Written only once a boot: a lock another program holds delays no later reading.
    if (kept(boot) === undefined && !readOnly)
      setAnchor.run(anchorFact, `${boot} ${wall - sinceBoot}`, `${boot} %`)
    const ms = kept(boot) ?? wall - sinceBoot
    anchor = { boot, ms }
    return ms
  }

  return (): Moment => {
    const reading = clock()
    const wall = new Date(reading.wall)
    if (reading.boot === undefined) return { wall, steady: reading.wall }
    return { wall, steady: anchorFor({ ...reading, boot: reading.boot }) + reading.sinceBoot }
  }
}
