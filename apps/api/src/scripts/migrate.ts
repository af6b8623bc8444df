import { loadConfig } from '../config.ts';
import { withStartupLock } from '../db/startup-lock.ts';
import { openConfiguredDatabase, runScript } from './script.ts';

/** `npm run db:migrate`: applies the committed SQL migrations to the configured database. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    // Never at the same moment as a starting store migrates (docs/decisions/015-several-processes.md#starting-together).
    await withStartupLock(config.DATABASE_URL, () => database.migrate());
    console.info(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
}

runScript(main);
