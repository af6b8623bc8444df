import path from 'node:path';
import { ConfigError, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataFolderInUseError } from '../db/data-folder-lock.ts';

/** The configured database, opened as the store opens it: DATABASE_URL, or PGlite under the data folder. */
export function openConfiguredDatabase(config: Config) {
  return openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
}

/**
 * Runs a script's main and exits 1 when it fails: an error a person can act on (`expected`: a bad configuration, a
 * data folder in use, or the script's own) prints its message alone, anything else in full.
 */
export function runScript(main: () => Promise<void>, expected: Array<new (...args: never[]) => Error> = []): void {
  main().catch((error: unknown) => {
    const known = [ConfigError, DataFolderInUseError, ...expected].some((kind) => error instanceof kind);
    console.error(known && error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
