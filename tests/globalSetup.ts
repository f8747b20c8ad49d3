/**
 * Vitest 5's reporter calls `Map.groupBy`, which Node 20 lacks: without this a failing run exits 1
 * but prints none of its failures. Global setup runs in the main process, where the reporter runs.
 */
export default function polyfillMapGroupBy(): void {
  if ('groupBy' in Map) return
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>()
      let index = 0
      for (const item of items) {
        const key = keyOf(item, index++)
        const group = groups.get(key)
        if (group) group.push(item)
        else groups.set(key, [item])
      }
      return groups
    },
  })
}
