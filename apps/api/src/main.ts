import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataFolderInUseError } from './db/data-folder-lock.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { ensureAdmin } from './modules/accounts/service.ts';
import { seedDemoCatalogue } from './seed/demo.ts';

/** `npm start`: migrate, make sure the admin exists, fill the demo catalogue into an empty store, serve. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  // Several processes may start at once on one PostgreSQL database (npm run start:cluster): one at a time
  // migrates, makes the admin and seeds (docs/decisions/015-several-processes.md#starting-together).
  const app = await withStartupLock(config.DATABASE_URL, async () => {
    await database.migrate();
    await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, {
      adoptExisting: config.ADMIN_ADOPT_EXISTING,
    });
    const built = await buildApp({ config, database });
    if (config.SEED_DEMO) {
      const seeded = await seedDemoCatalogue(database.db, built.objectStore, (message: string) =>
        built.log.info(message),
      );
      if (seeded) built.catalogueCache.clear();
    }
    return built;
  });

  // A clean stop (docs/operations.md#stopping-and-crashes): stop accepting connections, let requests in flight finish (new requests
  // on kept-alive connections get 503, so /api/health tells a proxy to go elsewhere), stop the jobs, close the
  // database. Fastify's close() does the draining (return503OnClosing, idle connections closed at once); after
  // SHUTDOWN_GRACE_MS the connections still open are cut; a second signal exits at once.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} received again, exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received, closing`);
    const grace = setTimeout(() => {
      app.log.warn(`requests still running after ${config.SHUTDOWN_GRACE_MS} ms; cutting their connections`);
      app.server.closeAllConnections();
      // A job or query that still does not finish must not keep the process from stopping.
      setTimeout(() => {
        app.log.error('the store did not close in time; exiting');
        process.exit(1);
      }, 5000).unref();
    }, config.SHUTDOWN_GRACE_MS);
    grace.unref();
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      process.exit(1);
    }
    clearTimeout(grace);
    app.log.info('closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const admin = config.isProduction ? config.ADMIN_EMAIL : `${config.ADMIN_EMAIL} / ${config.ADMIN_PASSWORD}`;
  app.log.info(`Store ready on http://localhost:${config.PORT} (${database.kind}); admin ${admin}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataFolderInUseError) {
    console.error(error.message);
  } else {
    console.error('The store could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
