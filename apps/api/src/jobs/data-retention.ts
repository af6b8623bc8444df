import fp from 'fastify-plugin';
import { runRetention, type RetentionRun } from '../modules/privacy/retention.ts';
import { runPeriodically } from './periodic.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the retention job at `now` (tests pass their own clock); what the job runs every hour. */
    runDataRetention: (now?: Date) => Promise<RetentionRun>;
  }
}

export interface DataRetentionJobOptions {
  /** Time between runs; an hour unless a test wants otherwise. */
  intervalMs?: number;
}

/**
 * The store's retention policy (docs/product/privacy.md#retention): every process looks every `intervalMs`, the
 * first to take the job's advisory lock notices and erases inactive accounts (DATA_RETENTION_YEARS, `0` off) and
 * removes the processing log's rows older than a year; the others skip.
 */
export default fp<DataRetentionJobOptions>(
  async (app, { intervalMs = 3_600_000 }) => {
    const context = {
      db: app.database.db,
      objectStore: app.objectStore,
      rateLimiter: app.rateLimiter,
      invalidateTags: (tags: Iterable<string>) => app.invalidateTags(tags),
      publicUrl: app.config.PUBLIC_URL,
    };
    const run = (now = new Date()) => runRetention(context, { years: app.config.DATA_RETENTION_YEARS, now });
    app.decorate('runDataRetention', run);
    runPeriodically(app, intervalMs, async () => {
      try {
        const result = await run();
        if (result.skipped) app.log.debug('another process is running the retention job; this run is skipped');
        else if (result.erased.length > 0 || result.noticed.length > 0) {
          app.log.info({ noticed: result.noticed.length, erased: result.erased.length }, 'data retention');
        }
      } catch (error) {
        app.log.warn({ err: error }, 'the data retention job failed');
      }
    });
  },
  { name: 'data-retention-job', dependencies: [] },
);
