import fp from 'fastify-plugin';
import { SALES_ORDER_TAG } from '../lib/response-cache.ts';
import { countSalesTally } from '../modules/orders/sales-tally.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts the sales tally into the products now when its oldest row has waited `afterSeconds` (by default the
     * sales window), and refreshes the answers ordered by units sold in every process when any moved. What the job
     * runs on its timer; tests call it to count at once.
     */
    countSales: (afterSeconds?: number) => Promise<number>;
  }
}

/**
 * Units sold reach the products once a sales window (docs/decisions/018-sales-tally.md): every process looks a few
 * times a window, the first to find the tally's oldest row a window old counts it all (one at a time across
 * processes), and the answers ordered by units sold are refreshed everywhere, once. A failed count is logged and
 * the next tick tries again; the tally keeps every unit meanwhile.
 */
export default fp(
  async (app) => {
    const windowSeconds = app.config.CACHE_SALES_WINDOW_SECONDS;
    const tickMs = Math.min(Math.max(windowSeconds * 100, 1_000), 30_000);
    let running: Promise<number> | undefined;
    let timer: NodeJS.Timeout | undefined;

    const count = async (afterSeconds: number) => {
      const { products } = await countSalesTally(app.database.db, afterSeconds);
      if (app.hasDecorator('metrics')) app.metrics.salesCounted.inc(products);
      if (products > 0) await app.invalidateTags([SALES_ORDER_TAG]);
      return products;
    };
    app.decorate('countSales', async (afterSeconds = windowSeconds) => {
      // One count at a time in this process: a second caller waits for it, then counts what came since.
      while (running) await running.catch(() => undefined);
      running = count(afterSeconds).finally(() => (running = undefined));
      return running;
    });

    const tick = async () => {
      if (running) return;
      try {
        await app.countSales();
      } catch (error) {
        app.log.warn({ err: error }, 'counting units sold failed');
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => void tick(), tickMs);
      timer.unref();
    });
    // Stop the timer and let a count in progress finish before the database closes.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'sales-tally-job' },
);
