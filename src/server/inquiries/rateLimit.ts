/**
 * Inquiries per client in a sliding window, counted in memory only: a client's address is never
 * written anywhere, and is forgotten once its window has passed. Only inquiries the server took
 * (stored) count: a person whose address the server refused, or who was told "not sent", may try
 * again.
 *
 * A client is an IPv4 address, or an IPv6 /64 (a customer's line). An IPv6 /56 and /48, what a
 * provider gives one customer, are counted too, with a wider limit ({@link widerNetworks}): one
 * address per post from a whole /48 cannot pass as many clients.
 *
 * Memory is bounded: at most `capacity` counts are kept. When the table is full, the count heard
 * from least recently gives way to a new client's, as nginx's `limit_req` zone does: a flood from
 * many addresses never closes the form to a visitor it has not seen. It can make the limit forget
 * a client that sent less recently than all the flood's addresses, which then may send again: a
 * sender with that many addresses could send from fresh ones anyway.
 */
import { isIPv6 } from 'node:net'

export const rateWindowMs = 10 * 60 * 1000

/** The most counts kept at once (a client from IPv6 has three: its /64, /56 and /48). */
const rememberedClients = 10_000

/** IPv6 networks counted besides the /64, each `factor` times the limit. */
export const widerNetworks = [
  { prefix: 56, factor: 2 },
  { prefix: 48, factor: 3 },
] as const

export type RateLimit = ReturnType<typeof createRateLimit>

/** `::ffff:192.0.2.1`, the IPv4 address as an IPv6 socket names it. */
const ipv4Mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/** The eight groups of an IPv6 address, as numbers. */
function groupsOf(address: string): number[] {
  const [head = '', tail] = address.split('::')
  const parts = (part: string) => (part === '' ? [] : part.split(':'))
  // A trailing IPv4 part (`64:ff9b::192.0.2.1`) stands for two groups.
  const words = (part: string) =>
    parts(part).flatMap((group) => {
      if (!group.includes('.')) return [Number.parseInt(group, 16)]
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
      return [a * 256 + b, c * 256 + d]
    })
  const headGroups = words(head)
  const tailGroups = tail === undefined ? [] : words(tail)
  const zeros = Array<number>(8 - headGroups.length - tailGroups.length).fill(0)
  return [...headGroups, ...(tail === undefined ? [] : zeros), ...tailGroups]
}

/** The IPv6 network of `address` with `prefix` bits (a multiple of 8), as `2001:db8:1::/56`. */
function networkOf(address: string, prefix: number): string {
  const groups = groupsOf(address)
  const whole = Math.floor(prefix / 16)
  const kept = groups.slice(0, Math.ceil(prefix / 16))
  if (prefix % 16) kept[whole] = kept[whole]! & (0xffff << (16 - (prefix % 16)))
  return `${kept.map((group) => group.toString(16)).join(':')}::/${prefix}`
}

/**
 * Who counts as one client: an IPv4 address, or an IPv6 address's /64 network. A customer's line
 * gets a /64 (or more) from its provider and may use any address in it, so counting full IPv6
 * addresses would give one line 2^64 clients. IPv4 addresses written as IPv6 count as themselves.
 */
export function clientOf(address: string): string {
  const mapped = ipv4Mapped.exec(address)
  if (mapped) return mapped[1]!
  if (!isIPv6(address)) return address
  return networkOf(address, 64)
}

/** Every count a post from `address` falls under: its client's, and for IPv6 the wider ones. */
function countsOf(address: string, limit: number): { key: string; limit: number }[] {
  const client = clientOf(address)
  if (!client.endsWith('/64')) return [{ key: client, limit }]
  return [
    { key: client, limit },
    ...widerNetworks.map(({ prefix, factor }) => ({
      key: networkOf(address, prefix),
      limit: limit * factor,
    })),
  ]
}

/**
 * `limit` inquiries per client per {@link rateWindowMs}; 0 lets every request through. `now` is a
 * clock that never steps (milliseconds).
 */
export function createRateLimit(
  limit: number,
  now: () => number = () => performance.now(),
  capacity = rememberedClients,
) {
  /** Recent inquiries per count; the one heard from least recently comes first. */
  const recent = new Map<string, number[]>()

  const inWindow = (key: string, time: number) =>
    (recent.get(key) ?? []).filter((at) => at > time - rateWindowMs)

  /**
   * Makes room for `needed` new counts by forgetting those heard from least recently (they come
   * first: the quiet ones, whose every inquiry has left the window, before any other), never one
   * of `keep`.
   */
  function makeRoom(needed: number, keep: readonly string[]) {
    for (const key of recent.keys()) {
      if (recent.size + needed <= capacity) return
      if (!keep.includes(key)) recent.delete(key)
    }
  }

  return {
    /**
     * Whether an inquiry from `address` would be taken: undefined when it may go on; else the
     * seconds until it may send again. Counts nothing.
     */
    retryAfter(address: string): number | undefined {
      if (limit === 0) return undefined
      const time = now()
      let wait = 0
      for (const count of countsOf(address, limit)) {
        const times = inWindow(count.key, time)
        if (times.length >= count.limit)
          wait = Math.max(wait, times[times.length - count.limit]! + rateWindowMs - time)
      }
      return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : undefined
    },

    /** Counts an inquiry the server took from `address`. */
    count(address: string): void {
      if (limit === 0) return
      const time = now()
      const counts = countsOf(address, limit)
      const keys = counts.map(({ key }) => key)
      makeRoom(keys.filter((key) => !recent.has(key)).length, keys)
      for (const { key, limit: most } of counts) {
        const times = inWindow(key, time)
        times.push(time)
        recent.delete(key)
        recent.set(key, times.slice(-most))
      }
    },

    /** How many counts are kept. */
    get size() {
      return recent.size
    },
  }
}
