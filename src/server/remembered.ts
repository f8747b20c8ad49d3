/**
 * `compute`, remembered per key: what requests ask for repeats (the same few addresses, the same
 * few `Accept-Encoding` headers). At most `limit` keys are kept; past that all are forgotten at
 * once, so that a client sending endless new values costs a recomputation now and then, not memory.
 */
export function remembered<Value>(compute: (key: string) => Value, limit: number) {
  const values = new Map<string, Value>()
  return (key: string): Value => {
    if (values.has(key)) return values.get(key)!
    const value = compute(key)
    if (values.size >= limit) values.clear()
    values.set(key, value)
    return value
  }
}
