/**
 * How the benchmark judges a read (the list engine's simplification, docs/benchmarks.md):
 * - a count read (its label names counts): p95 ≤ 10 ms;
 * - a searched read: p95 ≤ 50 ms on the power seller's account. Its counter is exact ('N of M'), which is
 *   O(matches) by nature, so no ratio to the floor;
 * - any other read: p95 ≤ `limitMs` and p50 ≤ `ratio` × the floor's p50, the floor (one row by key) measured
 *   beside the part it judges, so that a noisy floor no longer decides a verdict.
 */

export interface Timing {
  label: string
  p50: number
  p95: number
}

export function verdictOf(t: Timing, floor: Timing, limits: { limitMs: number; ratio: number }): string {
  const ratio = t.p50 / floor.p50
  const shown = `${ratio.toFixed(1).padStart(5)}× floor p50`
  if (t.label.includes('counts')) return `${shown}  ${t.p95 <= 10 ? 'meets' : 'MISSES'} (p95 ≤ 10 ms)`
  if (t.label.includes('search'))
    return `${shown}  ${t.p95 <= 50 ? 'meets' : 'MISSES'} (searched: p95 ≤ 50 ms)`
  const meets = t.p95 <= limits.limitMs && ratio <= limits.ratio
  return `${shown}  ${meets ? 'meets' : 'MISSES'} (p95 ≤ ${limits.limitMs} ms, p50 ≤ ${limits.ratio}× floor)`
}

/** One printed line of a timing and its verdict. */
export function timingLine(t: Timing, verdict: string): string {
  return `  ${t.label.padEnd(46)} p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms  ${verdict}`
}
