export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const at = (index: number) => sorted[index] ?? Number.NaN
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}

/** The median of each field over records that all have the same numeric fields. */
export function medians<Fields extends string>(
  records: Record<Fields, number>[],
): Record<Fields, number> {
  const keys = Object.keys(records[0] ?? {}) as Fields[]
  return Object.fromEntries(
    keys.map((key) => [key, median(records.map((record) => record[key]))]),
  ) as Record<Fields, number>
}
