import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createObjectStore } from '../modules/media/object-store.ts';
import { CatalogueNotEmptyError, seedLargeCatalogue } from '../seed/large.ts';
import { openConfiguredDatabase, runScript } from './script.ts';

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
  const database = await openConfiguredDatabase(config);
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

runScript(main, [CatalogueNotEmptyError]);
