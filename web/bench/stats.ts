/** Small statistics for the benchmarks' printed tables. */
export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]!
}

/** The median of the figures that exist (a failed run's NaN is left out); NaN when there are none. */
export const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function machine() {
  return `${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, Node ${process.version}`
}
