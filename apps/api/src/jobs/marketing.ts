import fp from 'fastify-plugin';
import { sendBagReminders, type BagReminderRun } from '../modules/marketing/bag-reminders.ts';
import type { MarketingContext } from '../modules/marketing/messages.ts';
import { sendPriceDrops, type PriceDropRun } from '../modules/marketing/price-drops.ts';
import { runPeriodically } from './periodic.ts';

export interface MarketingJobOptions {
  /** Time between runs (MARKETING_CHECK_MINUTES); 0 turns the jobs off in this process. */
  intervalMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs the price-drop and forgotten-bag jobs now, as if at `now` (docs/product/storefront.md#messages-that-bring-shoppers-back):
     * what the timer runs; the development tool and tests call it.
     */
    sendMarketing: (now?: Date) => Promise<{ priceDrops: PriceDropRun; bagReminders: BagReminderRun }>;
  }
}

/**
 * The messages that bring shoppers back (docs/product/storefront.md#messages-that-bring-shoppers-back): every process
 * looks every `intervalMs` for price drops on wishlists and forgotten bags; each job runs in one process at a time
 * (an advisory lock; the others skip that tick). A failed run is logged and the next tick tries again.
 */
export default fp<MarketingJobOptions>(
  async (app, { intervalMs }) => {
    const context: MarketingContext = {
      publicUrl: app.config.PUBLIC_URL,
      jwtSecret: app.config.jwtSecret,
      sms: app.config.SMS_PROVIDER !== 'disabled',
    };
    const db = app.database.db;
    app.decorate('sendMarketing', async (now = new Date()) => ({
      priceDrops: await sendPriceDrops(db, context, now),
      bagReminders: await sendBagReminders(db, context, app.config.BAG_REMINDER_HOURS, now),
    }));
    if (intervalMs === 0) return;
    runPeriodically(app, intervalMs, async () => {
      try {
        const { priceDrops, bagReminders } = await app.sendMarketing();
        if (priceDrops.skipped || bagReminders.skipped) app.log.debug('another process is sending marketing; skipped');
      } catch (error) {
        app.log.warn({ err: error }, 'sending price drops and bag reminders failed');
      }
    });
  },
  { name: 'marketing-job' },
);
