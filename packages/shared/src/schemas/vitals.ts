import { z } from 'zod';
import { VITAL_LIMITS, VITAL_METRICS, VITAL_PAGE_TYPES } from '../vitals.ts';

// Core Web Vitals reports and their summary (docs/product/api.md#system). The page types, thresholds and limits are in
// ../vitals.ts, free of zod, for the browser's reporter.

const metricName = z.enum(VITAL_METRICS, {
  error: `Metric name must be one of ${VITAL_METRICS.join(', ')}.`,
});

export const vitalMetricReport = z
  .object({
    name: metricName,
    value: z
      .number({ error: 'Metric value must be a number.' })
      .refine(Number.isFinite, 'Metric value must be a finite number.')
      .min(0, 'Metric value cannot be negative.'),
  })
  .superRefine((metric, context) => {
    const max = metric.name === 'CLS' ? VITAL_LIMITS.maxCls : VITAL_LIMITS.maxMs;
    if (metric.value > max) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          metric.name === 'CLS' ? `CLS can be at most ${max}.` : `${metric.name} can be at most ${max} milliseconds.`,
      });
    }
  });

export const vitalsReport = z.object({
  page: z.enum(VITAL_PAGE_TYPES, { error: `Page must be one of ${VITAL_PAGE_TYPES.join(', ')}.` }),
  metrics: z
    .array(vitalMetricReport, { error: 'Metrics must be a list.' })
    .min(1, 'Send at least one metric.')
    .max(VITAL_LIMITS.maxMetrics, `Send at most ${VITAL_LIMITS.maxMetrics} metrics at once.`),
});
export type VitalsReport = z.infer<typeof vitalsReport>;

/** One page type's 75th percentile and sample count of one metric (GET /api/admin/vitals). */
export const vitalSummaryRow = z.object({
  page: z.enum(VITAL_PAGE_TYPES),
  metric: z.enum(VITAL_METRICS),
  p75: z.number(),
  samples: z.number().int(),
});
export type VitalSummaryRow = z.infer<typeof vitalSummaryRow>;

export const vitalsSummary = z.object({
  days: z.number().int(),
  rows: z.array(vitalSummaryRow),
});
export type VitalsSummary = z.infer<typeof vitalsSummary>;
