import fp from 'fastify-plugin';
import { storeLinks } from '../modules/notifications/outbox.ts';
import { sendDueStockAlerts, STOCK_ALERTS_CHANNEL } from '../modules/stock-alerts/send.ts';

export interface StockAlertsJobOptions {
  /** Time between looks for due alerts (STOCK_ALERT_POLL_MS), beside the wake-up after each restock; 0 turns it off. */
  pollMs: number;
  /** Alerts one transaction takes. */
  batchSize?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the due back-in-stock alerts now; resolves when none is left (what the job runs; tests call it). */
    stockAlerts: { run(): Promise<number> };
  }
}

/**
 * The back-in-stock alert job (docs/product/storefront.md#back-in-stock-alerts): every process runs it. It wakes when
 * a committed restock marked alerts due (NOTIFY on STOCK_ALERTS_CHANNEL, from any process) and every `pollMs`, and
 * sends batch after batch until none is due; a wake-up during a round asks for one more. Alerts are claimed FOR
 * UPDATE SKIP LOCKED, so processes running at once share them and each alert is sent once.
 */
export default fp<StockAlertsJobOptions>(
  async (app, { pollMs, batchSize = 50 }) => {
    const links = storeLinks(app.config);
    let round: Promise<number> | undefined;
    let more = false;
    let closing = false;
    let timer: NodeJS.Timeout | undefined;

    const sendAll = async () => {
      let sent = 0;
      do {
        more = false;
        for (;;) {
          const batch = await sendDueStockAlerts(app.database.db, links, batchSize);
          sent += batch.sent;
          if (batch.claimed < batchSize || closing) break;
        }
      } while (more && !closing);
      return sent;
    };
    const run = (): Promise<number> => {
      if (round) {
        more = true;
        return round;
      }
      round = sendAll().finally(() => (round = undefined));
      return round;
    };
    const wake = () =>
      void run().catch((error: unknown) => app.log.warn({ err: error }, 'sending back-in-stock alerts failed'));
    app.decorate('stockAlerts', { run });

    app.addHook('onReady', async () => {
      if (pollMs === 0) return;
      await app.database.listen(STOCK_ALERTS_CHANNEL, wake);
      wake();
      timer = setInterval(wake, pollMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await round?.catch(() => undefined);
    });
  },
  { name: 'stock-alerts-job' },
);
