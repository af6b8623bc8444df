import type { VitalsReport } from '@store/shared/schemas/vitals';
import type { VitalMetric, VitalPageType } from '@store/shared/vitals';

/** What a batch needs of a web-vitals metric. */
export interface ReportedMetric {
  name: VitalMetric;
  value: number;
}

/** Metric values the API refuses (docs/product/api.md#system) are dropped here rather than failing a whole report. */
const MAX_VALUE: Record<VitalMetric, number> = { LCP: 120_000, INP: 120_000, CLS: 100, FCP: 120_000, TTFB: 120_000 };

/**
 * Collects metrics per page type, keeping each metric's latest value, and sends one report per page type when
 * flushed. `pageType` is read when a metric is reported, so a metric counts for the page the visitor is on then.
 */
export function createVitalsBatch(send: (body: string) => void, pageType: () => VitalPageType) {
  const pending = new Map<VitalPageType, Map<VitalMetric, number>>();
  return {
    add(metric: ReportedMetric): void {
      if (!Number.isFinite(metric.value) || metric.value < 0 || metric.value > MAX_VALUE[metric.name]) return;
      const page = pageType();
      const metrics = pending.get(page) ?? new Map<VitalMetric, number>();
      metrics.set(metric.name, metric.value);
      pending.set(page, metrics);
    },
    flush(): void {
      for (const [page, metrics] of pending) {
        const report: VitalsReport = {
          page,
          metrics: [...metrics].map(([name, value]) => ({ name, value: Math.round(value * 10_000) / 10_000 })),
        };
        send(JSON.stringify(report));
      }
      pending.clear();
    },
    get size(): number {
      let count = 0;
      for (const metrics of pending.values()) count += metrics.size;
      return count;
    },
  };
}

/** One beacon (text/plain, no preflight); a `fetch` with keepalive where beacons are missing or refused. */
export function sendVitals(body: string): void {
  const url = '/api/vitals';
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => {
    // A lost report is only one sample less.
  });
}

let started = false;

/**
 * Reports real visitors' Core Web Vitals (docs/product/api.md#system): web-vitals and the page-type rules load in
 * their own chunk, after the page, so the store's entry chunk stays within its budget. Reports go when the page is
 * hidden or left. Runs once, whatever calls it again.
 */
export function startVitalsReporting(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void Promise.all([import('web-vitals'), import('@store/shared/vitals')])
    .then(([{ onCLS, onFCP, onINP, onLCP, onTTFB }, { pageTypeOf }]) => {
      const batch = createVitalsBatch(sendVitals, () => pageTypeOf(location.pathname));
      let flushQueued = false;
      const add = (metric: ReportedMetric) => {
        batch.add(metric);
        // web-vitals reports CLS, INP and LCP while the page is being hidden: those go out right after.
        if (document.visibilityState === 'hidden' && !flushQueued) {
          flushQueued = true;
          queueMicrotask(() => {
            flushQueued = false;
            batch.flush();
          });
        }
      };
      onLCP(add);
      // Every change of INP, not only the last: on a busy page web-vitals may measure the interaction only while the
      // page is being hidden, after its own final report, and that value would otherwise never be handed over.
      onINP(add, { reportAllChanges: true });
      onCLS(add);
      onFCP(add);
      onTTFB(add);
      // Bubbling listeners run after web-vitals' capturing ones, which report the metrics of the hidden page.
      addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') batch.flush();
      });
      addEventListener('pagehide', () => batch.flush());
      // For the journeys: the visit's metrics are being collected from here on.
      document.documentElement.dataset.vitals = 'reporting';
    })
    .catch(() => {
      // Without the chunk (an old deploy's file, a network drop) the store works the same, without measurements.
    });
}
