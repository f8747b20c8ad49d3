/**
 * Inquiries per client in a sliding window, counted in memory only: a client's address is never
 * written anywhere, and is forgotten once its window has passed.
 */
export const rateWindowMs = 10 * 60 * 1000

export type RateLimit = ReturnType<typeof createRateLimit>

/** `limit` requests per client per {@link rateWindowMs}; 0 lets every request through. */
export function createRateLimit(limit: number, now: () => number = Date.now) {
  const recent = new Map<string, number[]>()
  let lastSweep = now()

  /** Forgets clients whose every request is older than the window, so memory stays bounded. */
  function sweep(time: number) {
    if (time - lastSweep < rateWindowMs) return
    lastSweep = time
    for (const [client, times] of recent)
      if (times.at(-1)! <= time - rateWindowMs) recent.delete(client)
  }

  return {
    /**
     * Counts a request of `client`. Undefined when it may go on; else the seconds until it may
     * send again.
     */
    take(client: string): number | undefined {
      if (limit === 0) return undefined
      const time = now()
      sweep(time)
      const times = (recent.get(client) ?? []).filter((at) => at > time - rateWindowMs)
      if (times.length >= limit) {
        recent.set(client, times)
        return Math.max(1, Math.ceil((times[0]! + rateWindowMs - time) / 1000))
      }
      times.push(time)
      recent.set(client, times)
      return undefined
    },
  }
}
