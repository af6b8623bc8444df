/**
 * The arithmetic of `npm run lighthouse` (scripts/lighthouse.mjs): the CPU slowdown calibrated to the host, medians
 * of several runs, and the figures read from one Lighthouse report (docs/product/storefront.md#page-weight).
 */

/**
 * The `throttling.cpuSlowdownMultiplier` that makes this host behave like Lighthouse's mid-range phone, from the
 * host's `benchmarkIndex` (`lhr.environment.benchmarkIndex`). Lighthouse's throttling guide ("Calibrating the CPU
 * slowdown") points to its CPU slowdown calculator, whose piecewise-linear mapping this is: 3x at an index of 1300
 * plus 1x per 233 above it, 2x at 800 plus 1x per 500 up to 1300, 1x at 150 plus 1x per 650 up to 800; below 150
 * the host is too slow to model the phone at all (null).
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return null;
}

/** The median of the finite numbers given (the mean of the middle two for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The script requests of a page load (compressed bytes as on the wire), from the network-requests audit. */
function scripts(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests.filter((request) => request.resourceType === 'Script');
}

/** One run's figures: the four scores (0–100), FCP, LCP, TBT, CLS, main-thread work, and the scripts it loaded. */
export function figuresOf(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const loaded = scripts(lhr);
  return {
    ...Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    mainThreadMs: metric('mainthread-work-breakdown'),
    jsFiles: loaded.length,
    jsBytes: loaded.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** The text (or tag) of the element Lighthouse took for the largest paint, so a page shows it painted its own content. */
export function lcpElementOf(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node ? (node.nodeLabel ?? node.snippet ?? '').replace(/\s+/g, ' ').slice(0, 60) : '';
}

/** The median of each figure over a page's runs. */
export function medianFigures(runs) {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** A table row for the console: whole scores and milliseconds, seconds and KB to two or one decimals. */
export function tableRow(page, figures) {
  return {
    page,
    ...Object.fromEntries(CATEGORIES.map((category) => [category, Math.round(figures[category])])),
    'FCP s': Number((figures.fcpMs / 1000).toFixed(2)),
    'LCP s': Number((figures.lcpMs / 1000).toFixed(2)),
    'TBT ms': Math.round(figures.tbtMs),
    CLS: Number(figures.cls.toFixed(3)),
    'main thread s': Number((figures.mainThreadMs / 1000).toFixed(2)),
    'JS files': Math.round(figures.jsFiles),
    'JS KB': Number((figures.jsBytes / 1024).toFixed(1)),
  };
}
