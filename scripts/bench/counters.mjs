// The store's counters as the bench reads them (docs/benchmarks.md#method).

/** The cache's hit and miss counters, and its dropped responses by reason, from the store's metrics. */
export async function cacheCounts(base) {
  const text = await (
    await fetch(`${base}/api/metrics`, { headers: { authorization: 'Bearer bench-metrics-token-0123456789' } })
  ).text();
  const read = (name) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  const dropped = {};
  for (const [, reason, count] of text.matchAll(/^catalogue_cache_dropped_total\{reason="([^"]+)"\} (\d+)/gm))
    dropped[reason] = Number(count);
  // Milliseconds the store's garbage collector has spent so far, by kind (prom-client's default metrics).
  const gc = {};
  for (const [, kind, seconds] of text.matchAll(/^nodejs_gc_duration_seconds_sum\{kind="([^"]+)"\} ([\d.e+-]+)/gm))
    gc[kind] = Number(seconds) * 1000;
  return { hits: read('catalogue_cache_hits_total'), misses: read('catalogue_cache_misses_total'), dropped, gc };
}

/** Adds each key's value into `total`. */
export function addInto(total, values) {
  for (const [key, value] of Object.entries(values)) total[key] = (total[key] ?? 0) + value;
}

/** How much each counter of a set grew between two readings. */
export function growth(before, after) {
  return Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - (before[key] ?? 0)]));
}
