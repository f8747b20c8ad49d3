/**
 * Which process a claim or a server record belongs to, and whether that process still runs: a
 * claimant is `<host> <pid>`, and only a process of this machine that has exited is known to be
 * gone. A claimant on another machine is never judged: its claims simply expire.
 */
import { hostname } from 'node:os'

/** This process, on this machine. */
export const thisProcess = `${hostname()} ${process.pid}`

export function isGone(claimant: string): boolean {
  const [host, pid] = claimant.split(' ')
  if (host !== hostname() || !/^\d+$/.test(pid ?? '')) return false
  try {
    process.kill(Number(pid), 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}
