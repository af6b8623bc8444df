import { loadConfig } from '../config.ts';
import { createObjectStore } from '../modules/media/object-store.ts';
import { seedDemoCatalogue } from '../seed/demo.ts';
import { openConfiguredDatabase, runScript } from './script.ts';

/** `npm run db:seed`: migrates, then fills the demo catalogue if the catalogue is empty. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
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

runScript(main);
