/** The benches' one way to time something: warm-up rounds, then measured rounds, as p50 and p95 in ms. */

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

/** p50 and p95 of samples in ms. */
export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/** Runs `run(index)` for the warm-up and the measured rounds; each index is used once. */
export async function timeRuns(run: (index: number) => Promise<unknown>, { iterations, warmups = 10 }: { iterations: number; warmups?: number }) {
  for (let index = 0; index < warmups; index += 1) await run(index);
  const samples: number[] = [];
  for (let index = warmups; index < warmups + iterations; index += 1) {
    const started = performance.now();
    await run(index);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}
