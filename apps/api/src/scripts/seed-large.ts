import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataFolderInUseError } from '../db/data-folder-lock.ts';
import { createObjectStore } from '../modules/media/object-store.ts';
import { CatalogueNotEmptyError, seedLargeCatalogue } from '../seed/large.ts';

const usage = 'Usage: npm run seed:large -- [--products 10000] [--reset]';

/**
 * `npm run seed:large -- --products 10000 [--reset]`: a benchmark catalogue in the configured database.
 * Refuses a catalogue that has products unless --reset is given: a destructive script needs an explicit flag
 * (docs/product/admin.md#demo-catalogue).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '10000' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.info(usage);
    return;
  }
  const total = Number(values.products);
  if (!Number.isInteger(total) || total < 1 || total > 1_000_000) {
    console.error(`--products must be a whole number from 1 to 1000000.\n${usage}`);
    process.exit(2);
  }
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const store = createObjectStore(config);
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    await database.migrate();
    console.info(`Seeding ${total} products into ${database.kind}${values.reset ? ' (reset)' : ''}`);
    const counts = await seedLargeCatalogue(database.db, store, { products: total, reset: values.reset }, (message) =>
      console.info(`[${elapsed()}] ${message}`),
    );
    console.info(
      `Done: ${counts.products} products, ${counts.variations} variations, ${counts.values} attribute values, ` +
        `${counts.images} image rows in ${elapsed()}`,
    );
  } finally {
    store.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof CatalogueNotEmptyError || error instanceof DataFolderInUseError)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
