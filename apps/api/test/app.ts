import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { ensureAdmin } from '../src/modules/accounts/service.ts';
import { adminUrl, withDatabase } from './global-setup.ts';

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };

/**
 * A production environment the store accepts (docs/decisions/011-production-refuses-unsafe-defaults.md), so a test
 * changes one variable at a time. Mail goes to a closed port; payments use the sandbox.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'q7VfN2kLx9RtB4mWc8ZsJ1hYp6GdE3aUo5TnK0iQ',
  ADMIN_PASSWORD: 'a-strong-admin-password',
  PUBLIC_URL: 'https://shop.example.com',
  SMTP_URL: 'smtp://127.0.0.1:1',
  PAYMENTS_SANDBOX: '1',
} as const;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database's URL (TEST_DB=postgres), so a test can open it a second time as another process would. */
  databaseUrl: string | undefined;
  config: Config;
  /** A token of the admin (ADMIN_EMAIL), signed in through POST /api/User. */
  adminToken: () => Promise<string>;
  /** Registers a shopper, verifies their email with the code the development answer carries, returns their token. */
  shopperToken: (email?: string) => Promise<string>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Receives the app's JSON log lines (LOG_LEVEL still applies; pass `LOG_LEVEL` in env to see any). */
  logStream?: { write(line: string): void };
  /** Runs before the app is ready, e.g. to add a route of the test's own. */
  beforeReady?: (app: FastifyInstance) => void;
}

let counter = 0;
let redisPrefixes = 0;

/**
 * The whole app on a database of its own: in-memory PGlite, or (TEST_DB=postgres) a PostgreSQL database
 * cloned from the run's migrated template and dropped on close.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    // Counters of their own in the shared Redis: a fresh database numbers its users from 1 again.
    REDIS_PREFIX: `store-test-${process.pid}-${++redisPrefixes}:`,
    ...env,
  });
  const template = inject('templateDatabaseUrl');
  let dropDatabase = async () => {};
  let database: Database;
  let databaseUrl: string | undefined;
  if (template) {
    const name = `${inject('databasePrefix')}_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(template).pathname.slice(1)}`);
    await admin.end();
    databaseUrl = withDatabase(adminUrl(), name);
    database = await openDatabase({ url: databaseUrl, poolSize: 5 });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    database = await openDatabase({});
    await database.migrate();
  }
  await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, {
    adoptExisting: config.ADMIN_ADOPT_EXISTING,
  });
  const app = await buildApp({ config, database, logger: false, logStream: options.logStream });
  options.beforeReady?.(app);
  await app.ready();

  let adminToken: string | undefined;
  let shoppers = 0;
  return {
    app,
    database,
    databaseUrl,
    config,
    async adminToken() {
      if (!adminToken) adminToken = await signIn(app, ADMIN.email, ADMIN.password);
      return adminToken;
    },
    async shopperToken(email = `shopper${shoppers + 1}@test.local`) {
      const phone = `9${String(++shoppers).padStart(9, '0')}`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/User/Register',
        payload: { first_name: 'Asha', last_name: 'Rao', email, password: 'shopper-pass-1', phone },
      });
      if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
      await verifyEmail(app, email, (response.json() as { dev_verification_code?: string }).dev_verification_code);
      return signIn(app, email, 'shopper-pass-1');
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/User', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** Verifies a new account's email with the code its registration answered (a loopback client in development). */
export async function verifyEmail(app: FastifyInstance, email: string, code: string | undefined): Promise<void> {
  if (!code) throw new Error('the registration answered no dev_verification_code');
  const response = await app.inject({ method: 'POST', url: '/api/User/verify-email', payload: { email, code } });
  if (response.statusCode !== 200) throw new Error(`verify-email failed: ${response.body}`);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Runs `use` with the test app's database as another process sees it (its own pool on PostgreSQL; on PGlite the one
 * client), closed afterwards.
 */
export async function withOtherProcess<T>(t: TestApp, use: (database: Database) => Promise<T>): Promise<T> {
  if (!t.databaseUrl) return use(t.database);
  const database = await openDatabase({ url: t.databaseUrl, poolSize: 2 });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** Runs `use` with another API process on the test app's database (see withOtherProcess), closed afterwards. */
export async function withOtherApp<T>(t: TestApp, use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  return withOtherProcess(t, async (database) => {
    const app = await buildApp({ config: t.config, database, logger: false });
    try {
      await app.ready();
      return await use(app);
    } finally {
      await app.close();
    }
  });
}

/** Runs `during` while this process holds the advisory lock `key` (as a job's run holds it until it commits). */
export async function whileLockHeld(t: TestApp, key: number, during: () => Promise<void>): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${key}::bigint)`);
    await during();
  });
}
