import fp from 'fastify-plugin';
import { createSmsProvider } from '../modules/accounts/sms.ts';
import { OUTBOX_CHANNEL } from '../modules/notifications/outbox.ts';
import {
  defaultOutboxWorkerOptions,
  deliverDueNotifications,
  type OutboxSenders,
  type OutboxWorkerOptions,
} from '../modules/notifications/worker.ts';
import { countNotifications } from '../plugins/metrics.ts';

export interface OutboxJobOptions extends Partial<OutboxWorkerOptions> {
  /** Time between looks for due rows (OUTBOX_POLL_MS); 0 turns this process's worker off. */
  pollMs?: number;
  /**
   * After a commit queued a message, how long to wait for more before claiming (OUTBOX_GATHER_MS), so messages
   * committed close together go out in one batch; 0 claims at once.
   */
  gatherMs?: number;
  /** What to send with; the app's mailer and the configured SMS provider unless a test passes its own. */
  senders?: OutboxSenders;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Looks for due notifications now (docs/product/orders.md#delivery-and-retries); resolves when none is left. */
    outbox: { poke(): Promise<void> };
  }
}

/**
 * The outbox worker (docs/product/orders.md#delivery-and-retries): every process runs it; rows are claimed with
 * SKIP LOCKED and a lease, so each is sent by one worker at a time. It wakes `gatherMs` after a committed transaction
 * queued a message (NOTIFY on OUTBOX_CHANNEL, from any process; the messages committed meanwhile join the same
 * claim, one statement to claim and one to mark them Sent), and every `pollMs` for retries that fell due. Batches run
 * one after another until no more is due; a poke during a run asks for one more round.
 */
export default fp<OutboxJobOptions>(
  async (app, { pollMs = 2000, gatherMs = 0, senders, ...overrides }) => {
    const options: OutboxWorkerOptions = { ...defaultOutboxWorkerOptions, ...overrides };
    const send: OutboxSenders = senders ?? { mailer: app.mailer, sms: createSmsProvider(app.config, app.log) };
    let running: Promise<void> | undefined;
    let again = false;
    let stopping = false;
    let timer: NodeJS.Timeout | undefined;
    let gathering: NodeJS.Timeout | undefined;

    const drain = async () => {
      do {
        again = false;
        while (!stopping) {
          const result = await deliverDueNotifications(app.database.db, send, options);
          countNotifications(app, result);
          if (result.failed.length > 0) app.log.warn({ failed: result.failed.length }, 'notifications given up');
          if (result.claimed < options.batchSize) break;
        }
      } while (again && !stopping);
    };
    const poke = (): Promise<void> => {
      if (stopping || pollMs === 0) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = drain()
        .catch((error: unknown) => app.log.warn({ err: error }, 'delivering notifications failed'))
        .finally(() => (running = undefined));
      return running;
    };
    app.decorate('outbox', { poke });
    const committed = () => {
      if (gatherMs === 0) return void poke();
      gathering ??= setTimeout(() => {
        gathering = undefined;
        void poke();
      }, gatherMs);
    };

    app.addHook('onReady', async () => {
      if (pollMs === 0) return;
      await app.database.listen(OUTBOX_CHANNEL, committed);
      void poke();
      timer = setInterval(() => void poke(), pollMs);
      timer.unref();
    });
    // Stop the timer and let a batch in flight finish (its rows marked) before the database closes.
    app.addHook('onClose', async () => {
      stopping = true;
      clearInterval(timer);
      clearTimeout(gathering);
      await running;
    });
  },
  { name: 'outbox-job' },
);
