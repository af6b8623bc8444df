import fp from 'fastify-plugin';
import { releaseExpiredOrders } from '../modules/orders/service.ts';
import { catalogueStockChanged, productsMoved } from '../modules/orders/stock-changes.ts';
import { countReleasedOrders } from '../plugins/metrics.ts';
import { runPeriodically } from './periodic.ts';

export interface UnpaidOrdersJobOptions {
  /** Time between sweeps; a minute unless a test wants it sooner. */
  intervalMs?: number;
}

/**
 * Orders left unpaid past their time give their stock back (docs/product/checkout.md#unpaid-orders): once when
 * the app is ready, then every `intervalMs`. The products whose stock came back are reported as changed; a
 * failed sweep is logged and the next one tries again. Every process runs this job, but only one sweeps at a
 * time: a sweep that finds another process sweeping skips that tick (docs/product/checkout.md#unpaid-orders).
 */
export default fp<UnpaidOrdersJobOptions>(
  async (app, { intervalMs = 60_000 }) => {
    const onStockChanged = catalogueStockChanged(app);
    runPeriodically(app, intervalMs, async () => {
      try {
        const result = countReleasedOrders(app, await releaseExpiredOrders(app.database.db));
        if (result.skipped) app.log.debug('another process is releasing unpaid orders; this sweep is skipped');
        onStockChanged(productsMoved(result.productIds));
      } catch (error) {
        app.log.warn({ err: error }, 'releasing unpaid orders failed');
      }
    });
  },
  { name: 'unpaid-orders-job' },
);
