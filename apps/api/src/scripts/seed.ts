import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataFolderInUseError } from '../db/data-folder-lock.ts';
import { createObjectStore } from '../modules/media/object-store.ts';
import { seedDemoCatalogue } from '../seed/demo.ts';

/** `npm run db:seed`: migrates, then fills the demo catalogue if the catalogue is empty. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const store = createObjectStore(config);
  try {
    await database.migrate();
    const seeded = await seedDemoCatalogue(database.db, store, (message) => console.info(message));
    console.info(seeded ? 'Demo catalogue seeded.' : 'The catalogue already has products; nothing was seeded.');
  } finally {
    store.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataFolderInUseError ? error.message : error);
  process.exit(1);
});
