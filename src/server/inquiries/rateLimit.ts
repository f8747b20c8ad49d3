/**
 * Inquiries per client in a sliding window, counted in memory only: a client's address is never
 * written anywhere, and is forgotten once its window has passed.
 */
import { isIPv6 } from 'node:net'

export const rateWindowMs = 10 * 60 * 1000

/**
 * The most clients remembered at once; past it the one heard from least recently is forgotten, so
 * memory stays bounded however many addresses a flood comes from.
 */
const rememberedClients = 10_000

export type RateLimit = ReturnType<typeof createRateLimit>

/** `::ffff:192.0.2.1`, the IPv4 address as an IPv6 socket names it. */
const ipv4Mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/**
 * Who counts as one client: an IPv4 address, or an IPv6 address's /64 network. A customer's line
 * gets a /64 (or more) from its provider and may use any address in it, so counting full IPv6
 * addresses would give one line 2^64 clients. IPv4 addresses written as IPv6 count as themselves.
 */
export function clientOf(address: string): string {
  const mapped = ipv4Mapped.exec(address)
  if (mapped) return mapped[1]!
  if (!isIPv6(address)) return address
  const [head = '', tail] = address.split('::')
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'))
  // A trailing IPv4 part (`64:ff9b::192.0.2.1`) stands for two groups; only the first four count.
  const tailGroups =
    tail === undefined ? [] : groupsOf(tail).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]))
  const headGroups = groupsOf(head)
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0')
  const network = [...headGroups, ...(tail === undefined ? [] : zeros), ...tailGroups]
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
  return `${network.join(':')}::/64`
}

/** `limit` requests per client per {@link rateWindowMs}; 0 lets every request through. */
export function createRateLimit(
  limit: number,
  now: () => number = Date.now,
  capacity = rememberedClients,
) {
  /** Each client's recent requests; the client heard from least recently comes first. */
  const recent = new Map<string, number[]>()

  /** Forgets the clients whose every request has left the window: they come first. */
  function forgetQuiet(time: number) {
    for (const [client, times] of recent) {
      if (times.at(-1)! > time - rateWindowMs) return
      recent.delete(client)
    }
  }

  return {
    /**
     * Counts a request from `address`. Undefined when it may go on; else the seconds until it may
     * send again.
     */
    take(address: string): number | undefined {
      if (limit === 0) return undefined
      const time = now()
      forgetQuiet(time)
      const client = clientOf(address)
      const times = (recent.get(client) ?? []).filter((at) => at > time - rateWindowMs)
      recent.delete(client)
      if (times.length >= limit) {
        recent.set(client, times)
        return Math.max(1, Math.ceil((times[0]! + rateWindowMs - time) / 1000))
      }
      times.push(time)
      recent.set(client, times)
      if (recent.size > capacity) recent.delete(recent.keys().next().value!)
      return undefined
    },

    /** How many clients are remembered. */
    get size() {
      return recent.size
    },
  }
}
