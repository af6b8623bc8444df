import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` once when the app is ready, then every `intervalMs`, one run at a time (a tick that finds one still
 * running skips); on close the timer stops and a run in progress finishes before the database closes. Answers the
 * tick, so tests can run the job at once. `run` logs its own failures: the next tick tries again.
 */
export function runPeriodically(
  app: FastifyInstance,
  intervalMs: number,
  run: () => Promise<void>,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running ??= run().finally(() => (running = undefined));
    return running;
  };
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return tick;
}
