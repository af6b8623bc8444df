import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import { countRateLimits, pruneRateLimits } from '../lib/rate-limiter.ts';
import { runPeriodically } from './periodic.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes the rate-limit counters whose window has ended now; what the job runs on its timer. */
    pruneRateLimits: () => Promise<void>;
  }
}

export interface RateLimitPruneOptions {
  /** Time between prunes; ten minutes unless a test wants otherwise. */
  intervalMs?: number;
}

/**
 * Keeps the `rate_limits` table to the counters still counting (docs/operations.md#rate-limit-counters): every
 * process looks every `intervalMs`, the first to take the prune's lock deletes the expired rows, the others skip.
 * Metrics: `rate_limit_counters` (rows now) and `rate_limit_counters_pruned_total` (rows this process removed).
 */
export default fp<RateLimitPruneOptions>(
  async (app, { intervalMs = 600_000 }) => {
    const db = app.database.db;
    const pruned = app.hasDecorator('metrics')
      ? new Counter({
          name: 'rate_limit_counters_pruned_total',
          help: 'Expired rate-limit counters this process removed from the database.',
          registers: [app.metrics.registry],
        })
      : undefined;
    if (app.hasDecorator('metrics')) {
      new Gauge({
        name: 'rate_limit_counters',
        help: 'Rate-limit counters the database holds (PostgreSQL or PGlite; unused with REDIS_URL).',
        registers: [app.metrics.registry],
        async collect() {
          this.set(await countRateLimits(db));
        },
      });
    }
    const tick = runPeriodically(app, intervalMs, async () => {
      try {
        const { removed, skipped } = await pruneRateLimits(db);
        if (skipped) app.log.debug('another process is pruning the rate-limit counters; this prune is skipped');
        pruned?.inc(removed);
      } catch (error) {
        app.log.warn({ err: error }, 'pruning the rate-limit counters failed');
      }
    });
    app.decorate('pruneRateLimits', tick);
  },
  { name: 'rate-limit-prune-job' },
);
