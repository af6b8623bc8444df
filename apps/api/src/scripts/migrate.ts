import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataFolderInUseError } from '../db/data-folder-lock.ts';
import { withStartupLock } from '../db/startup-lock.ts';

/** `npm run db:migrate`: applies the committed SQL migrations to the configured database. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    // Never at the same moment as a starting store migrates (docs/decisions/015-several-processes.md#starting-together).
    await withStartupLock(config.DATABASE_URL, () => database.migrate());
    console.info(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataFolderInUseError ? error.message : error);
  process.exit(1);
});
