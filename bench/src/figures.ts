/** The value at percentile `p` (0 to 100) of values sorted ascending: the nearest rank, as every bench reports it. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The median, the 95th percentile and the slowest of a set of times. */
export type TimeFigures = { p50: number; p95: number; max: number };

export function timeFigures(values: number[]): TimeFigures {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
}
