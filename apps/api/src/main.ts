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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
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
