/**
 * Core Web Vitals from real visits (docs/product/api.md#system): the store reports LCP, INP, CLS, FCP and TTFB with
 * the type of page they were measured on, never its URL.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const VITAL_PAGE_TYPES = ['home', 'landing', 'listing', 'search', 'product', 'other'] as const;
export type VitalPageType = (typeof VITAL_PAGE_TYPES)[number];

/** What one report may carry: one value of each metric at most, times up to two minutes, CLS up to 100. */
export const VITAL_LIMITS = { maxMetrics: 5, maxMs: 120_000, maxCls: 100 } as const;

/** Google's thresholds: at or under `good` is good, over `poor` is poor, between needs improvement. */
export const VITAL_THRESHOLDS = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
} as const satisfies Record<VitalMetric, { good: number; poor: number }>;

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

const DEPARTMENTS = new Set(['men', 'women', 'kids']);

/**
 * The type of a store page from its path (docs/product/storefront.md#routes): `/` home; `/men`, `/women`, `/kids`
 * landing; `/{department}/{subcategory}` listing; `/Search` search; `/{category}/{brand}/{slug}/{id}` product;
 * anything else other. Paths match in any case and with a trailing slash, as the router does.
 */
export function pageTypeOf(pathname: string): VitalPageType {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.toLowerCase());
  if (segments.length === 0) return 'home';
  const [first] = segments as [string, ...string[]];
  if (segments.length === 1 && DEPARTMENTS.has(first)) return 'landing';
  if (segments.length === 1 && first === 'search') return 'search';
  if (segments.length === 2 && DEPARTMENTS.has(first)) return 'listing';
  if (segments.length === 4 && /^\d+$/.test(segments[3]!)) return 'product';
  return 'other';
}
