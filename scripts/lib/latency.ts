/** What a benchmark phase measured: throughput, median and 95th-percentile latency. */
export interface Run {
  rps: number;
  p50: number;
  p95: number;
  requests: number;
  errors: number;
}

/**
 * The figures of `latencies` (ms) measured over `seconds`; requests per second rounded to
 * `rpsDecimals` (a slow endpoint needs a decimal to be readable), latencies to 0.1 ms.
 */
export function summarize(latencies: number[], seconds: number, errors: number, rpsDecimals = 0): Run {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  const scale = 10 ** rpsDecimals;
  return {
    rps: Math.round((sorted.length / seconds) * scale) / scale,
    p50: Math.round(at(0.5) * 10) / 10,
    p95: Math.round(at(0.95) * 10) / 10,
    requests: sorted.length,
    errors,
  };
}
