import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle works wherever a `Db` does. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Rows of a raw SQL statement; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Takes a PostgreSQL advisory lock held until the transaction ends, if no one holds it: true when taken. Work that
 * must run in one process at a time (the unpaid-order sweep, counting the sales tally) skips when it is false.
 */
export async function tryTransactionLock(tx: Tx, key: number): Promise<boolean> {
  const [lock] = await queryRows<{ taken: boolean }>(
    tx,
    sql`SELECT pg_try_advisory_xact_lock(${key}::bigint) AS taken`,
  );
  return lock?.taken === true;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Calls `onMessage` for every NOTIFY on `channel`, from this process or any other. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const migrationsFolderFromDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

function findMigrations(): string {
  // Source runs from src/db, the bundle from dist.
  return import.meta.url.includes('/dist/') ? migrationsFolderFromDist : migrationsFolder;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; omit for an in-memory database (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir);
}

/**
 * The embedded database. A data folder on disk is first locked for this process alone (it throws
 * DataFolderInUseError while another store process has it): two PGlite instances on one folder lose writes
 * (docs/decisions/012-one-owner-per-data-folder.md). The lock is released on close.
 */
async function openPglite(dataDir: string | undefined): Promise<Database> {
  let lock: DataFolderLock | undefined;
  let client: PGlite;
  if (dataDir) {
    lock = lockDataFolder(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  try {
    client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const unsubscribers: Array<() => Promise<void>> = [];
  return {
    db,
    kind: 'pglite',
    async listen(channel, onMessage) {
      unsubscribers.push(await client.listen(channel, onMessage));
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: findMigrations() });
    },
    async close() {
      try {
        for (const unsubscribe of unsubscribers) await unsubscribe();
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Array<(payload: string) => void>>();
  return {
    db,
    kind: 'postgres',
    async listen(channel, onMessage) {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        listener.on('error', () => {});
        await listener.connect();
        listener.on('notification', (message) => {
          for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
        });
      }
      if (!handlers.has(channel)) {
        handlers.set(channel, []);
        await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      handlers.get(channel)!.push(onMessage);
    },
    async migrate() {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: findMigrations() });
    },
    async close() {
      await listener?.end();
      await pool.end();
    },
  };
}
