import { lt, sql } from 'drizzle-orm';
import type { VitalsReport, VitalsSummary } from '@store/shared/schemas/vitals';
import { queryRows, type Db } from '../../db/client.ts';
import { webVitals } from '../../db/schema/index.ts';

/**
 * Real visitors' Core Web Vitals (docs/product/api.md#system): the page type, the metric and its value are all that
 * is kept; the table holds 30 days and the dashboard reads 7.
 */
export const VITALS_RETENTION = { keepDays: 30, summaryDays: 7, pruneEveryMs: 60 * 60 * 1000 } as const;

/** Stores one row per metric of a report. */
export async function recordVitals(db: Db, report: VitalsReport): Promise<void> {
  await db
    .insert(webVitals)
    .values(report.metrics.map((metric) => ({ page_type: report.page, metric: metric.name, value: metric.value })));
}

/** Deletes the rows older than the retention period; returns how many went. */
export async function pruneVitals(db: Db): Promise<number> {
  const deleted = await db
    .delete(webVitals)
    .where(lt(webVitals.created_at, sql<string>`now() - make_interval(days => ${VITALS_RETENTION.keepDays})`))
    .returning({ id: webVitals.id });
  return deleted.length;
}

/**
 * A pruner that runs at most once per `everyMs` in this process, from the insert path: the table stays bounded
 * without a job of its own, and each further API process prunes on its own hour (docs/product/api.md#system).
 */
export function hourlyPruner(db: Db, everyMs: number = VITALS_RETENTION.pruneEveryMs, now = () => Date.now()) {
  let last = -Infinity;
  return async function pruneIfDue(): Promise<void> {
    const at = now();
    if (at - last < everyMs) return;
    last = at;
    await pruneVitals(db);
  };
}

/** Per page type and metric: the 75th percentile and the sample count over the last 7 days. */
export async function vitalsSummary(db: Db): Promise<VitalsSummary> {
  const rows = await queryRows<VitalsSummary['rows'][number]>(
    db,
    sql`SELECT page_type AS page, metric,
               round((percentile_cont(0.75) WITHIN GROUP (ORDER BY value))::numeric, 3)::float8 AS p75,
               count(*)::int AS samples
          FROM web_vitals
         WHERE created_at > now() - make_interval(days => ${VITALS_RETENTION.summaryDays})
         GROUP BY page_type, metric
         ORDER BY page_type, metric`,
  );
  return { days: VITALS_RETENTION.summaryDays, rows };
}
