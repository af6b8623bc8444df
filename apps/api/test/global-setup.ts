import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { ensureApiBuild, ensureWebBuild } from './store-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres:// URL of a migrated template database, when the run is against PostgreSQL. */
    templateDatabaseUrl: string | null;
    databasePrefix: string;
  }
}

const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * With TEST_DB=postgres, each run migrates a fresh template database once; every test file then clones its
 * own database from it (see test/app.ts) and everything with this run's prefix is dropped at the end.
 */
export default async function setup(project: TestProject) {
  // The builds some files test (the server-rendered pages, the store as a child process) are made here, once, before
  // any file runs: files running side by side would otherwise each start a build into the same folders and read each
  // other's half-written output.
  ensureWebBuild();
  ensureApiBuild();
  const prefix = `store_test_${process.pid}_${Date.now().toString(36)}`;
  project.provide('databasePrefix', prefix);
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('templateDatabaseUrl', null);
    return;
  }
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  const template = `${prefix}_template`;
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(adminUrl(), template);
  const database = await openDatabase({ url: templateUrl, poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('templateDatabaseUrl', templateUrl);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${prefix}%`,
    ]);
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
}

export { adminUrl, withDatabase };
