export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The median of each field over records that all have the same numeric fields. */
export function medians(records) {
  return Object.fromEntries(
    Object.keys(records[0]).map((key) => [key, median(records.map((record) => record[key]))]),
  )
}
