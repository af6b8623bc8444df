import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminUrl, withDatabase } from '../test/global-setup.ts';
import { homeAddress } from '../test/factories.ts';
import { startLocalS3, type LocalS3 } from '../test/s3.ts';
import { multipart, png } from '../test/uploads.ts';
import { openDatabase, queryRows, type Database } from './db/client.ts';
import { orders, products, users } from './db/schema/index.ts';
import { hashPassword, SIGN_IN_RULES } from './modules/accounts/service.ts';

// Two built API processes on one PostgreSQL database, Redis and one S3 bucket: what one process changes, the
// other serves (docs/decisions/015-several-processes.md). PostgreSQL only: PGlite keeps a data folder to one
// process (docs/decisions/012-one-owner-per-data-folder.md), so there is no second process to start.

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mainJs = path.join(apiRoot, 'dist/main.js');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'admin@cluster.test', password: 'admin-password-1' };
const PASSWORD = 'shopper-pass-1';
const SHOPPERS = 50;
const UNITS = 5;
/** How long another process may take to show a change: the NOTIFY round trip, well under this. */
const PROPAGATION_MS = 1000;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the API bundle (esbuild, under a second) unless dist/main.js is newer than every source it bundles. */
function ensureApiBuild() {
  const sources = Math.max(
    newestMtime(path.join(apiRoot, 'src')),
    newestMtime(path.join(apiRoot, 'drizzle')),
    newestMtime(path.resolve(apiRoot, '../../packages/shared/src')),
  );
  if (existsSync(mainJs) && statSync(mainJs).mtimeMs > sources) return;
  const built = spawnSync('npm', ['run', 'build', '-w', '@store/api'], {
    cwd: path.resolve(apiRoot, '../..'),
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the API build failed:\n${built.stdout}\n${built.stderr}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface StoreProcess {
  name: string;
  base: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

async function startProcess(name: string, env: Record<string, string>): Promise<StoreProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `store-cluster-${name}-`));
  const child = spawn(process.execPath, [mainJs], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    base: `http://127.0.0.1:${port}/api`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns true or `ms` have passed; no fixed sleeps. */
async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function waitForHealth(store: StoreProcess) {
  const up = await until(async () => {
    if (store.child.exitCode !== null) throw new Error(`${store.name} exited early:\n${store.output()}`);
    return fetch(`${store.base}/health`).then(
      (response) => response.ok,
      () => false,
    );
  }, 60_000);
  if (!up) throw new Error(`${store.name} did not answer /api/health:\n${store.output()}`);
}

/** A client address of this run's own (X-Forwarded-For, TRUST_PROXY=loopback), so Redis counters are ours alone. */
const runAddress = () => `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

interface Call {
  token?: string;
  body?: unknown;
  address?: string;
  raw?: { payload: Buffer; headers: Record<string, string> };
}

async function call(store: StoreProcess, method: string, url: string, options: Call = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.address ?? '10.200.0.1' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: Uint8Array | string | undefined;
  if (options.raw) {
    Object.assign(headers, options.raw.headers);
    body = new Uint8Array(options.raw.payload);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(store.base + url, { method, headers, body });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // an image or other bytes
  }
  return { status: response.status, json: json as Record<string, unknown> & { message?: string; code?: string } };
}

async function signIn(store: StoreProcess, email: string, password: string, address?: string) {
  const answer = await call(store, 'POST', '/User', { body: { email, password }, address });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} on ${store.name}: ${answer.status}`);
  return answer.json.token as string;
}

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'two API processes on one PostgreSQL database (PostgreSQL only: PGlite is one process per data folder)',
  () => {
    const databaseName = `${inject('databasePrefix')}_cluster_${process.pid}`;
    const databaseUrl = withDatabase(adminUrl(), databaseName);
    let s3: LocalS3;
    let database: Database;
    let redis: Redis;
    let a: StoreProcess;
    let b: StoreProcess;
    let adminToken: string;
    const run = randomBytes(4).toString('hex');

    beforeAll(async () => {
      ensureApiBuild();
      const admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect();
      // An empty database: both processes start at once and must take turns migrating it.
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      s3 = await startLocalS3();
      redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
      await redis.connect();
      const env = {
        ...s3.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '10',
        REDIS_URL,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: '0',
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        OUTBOX_POLL_MS: '0',
      };
      [a, b] = await Promise.all([startProcess('A', env), startProcess('B', env)]);
      await Promise.all([waitForHealth(a), waitForHealth(b)]);
      database = await openDatabase({ url: databaseUrl, poolSize: 2 });
      adminToken = await signIn(a, ADMIN.email, ADMIN.password);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.close();
      await redis?.quit();
      await s3?.close();
      const admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }, 60_000);

    /** A product with stock of its own (no sizes), made through A's admin API. */
    async function newProduct(stock: number) {
      const post = async (url: string, body: object) => {
        const answer = await call(a, 'POST', url, { token: adminToken, body });
        expect(answer.status, JSON.stringify(answer.json)).toBe(201);
        return answer.json as Record<string, number>;
      };
      const collection = await post('/ParentCategory', { name: `Men ${run}-${stock}`, description: 'Men' });
      const category = await post('/Category', {
        name: `Tees ${run}-${stock}`,
        description: 'Tees',
        parentcategory_id: collection.parentcategory_id,
      });
      const brand = await post('/Brand', { name: `Loom ${run}-${stock}`, description: 'Loom' });
      const fields = {
        name: `Crew Tee ${run}-${stock}`,
        description: 'A fine tee.',
        price: 500,
        stock,
        category_id: category.category_id!,
        brand_id: brand.brand_id!,
        country_of_origin: 'India',
      };
      return { ...(await post('/Product', fields)), fields } as { product_id: number; fields: typeof fields };
    }

    const productOn = async (store: StoreProcess, id: number) => {
      const answer = await call(store, 'GET', `/Product/${id}`);
      expect(answer.status).toBe(200);
      return answer.json as { name: string; stock: number; images: Array<{ image_url: string }> };
    };

    it('migrated the empty database once though both processes started together', async () => {
      const [row] = await queryRows<{ applied: number; distinct_hashes: number }>(
        database.db,
        sql`SELECT count(*)::int AS applied, count(DISTINCT hash)::int AS distinct_hashes FROM drizzle.__drizzle_migrations`,
      );
      const files = readdirSync(path.join(apiRoot, 'drizzle')).filter((name) => name.endsWith('.sql'));
      expect(row).toEqual({ applied: files.length, distinct_hashes: files.length });
      const admins = await database.db.select({ id: users.user_id }).from(users).where(eq(users.email, ADMIN.email));
      expect(admins).toHaveLength(1);
    });

    it('serves a catalogue write made on A from B within a second, though B had it cached', async () => {
      const { product_id, fields } = await newProduct(3);
      expect((await productOn(b, product_id)).name).toBe(fields.name);
      // A change behind the store's back (no NOTIFY) is not seen: B answers from its cache.
      await database.db
        .update(products)
        .set({ name: `Unannounced ${run}` })
        .where(eq(products.product_id, product_id));
      expect((await productOn(b, product_id)).name).toBe(fields.name);
      const renamed = `Renamed Tee ${run}`;
      const update = await call(a, 'PUT', `/Product/${product_id}`, {
        token: adminToken,
        body: { ...fields, name: renamed },
      });
      expect(update.status).toBe(200);
      expect(await until(async () => (await productOn(b, product_id)).name === renamed, PROPAGATION_MS)).toBe(true);
    });

    it('ends on B a session logged out on A', async () => {
      const email = `logout-${run}@example.com`;
      await database.db.insert(users).values({
        email,
        first_name: 'Asha',
        password_hash: await hashPassword(PASSWORD),
        email_verified_at: new Date().toISOString(),
      });
      const token = await signIn(a, email, PASSWORD, runAddress());
      const profile = `/User/${encodeURIComponent(email)}/username`;
      expect((await call(b, 'GET', profile, { token })).status).toBe(200);
      expect((await call(a, 'POST', '/User/Logout', { token })).status).toBe(204);
      const after = await call(b, 'GET', profile, { token });
      expect(after.status).toBe(401);
      expect((await userRow(email)).token_version).toBe(1);
    });

    it('holds on B a sign-in limit reached on A (the counters are in Redis)', async () => {
      const email = `limited-${run}@example.com`;
      await database.db.insert(users).values({
        email,
        first_name: 'Ravi',
        password_hash: await hashPassword(PASSWORD),
        email_verified_at: new Date().toISOString(),
      });
      const address = runAddress();
      const limit = SIGN_IN_RULES.failuresPerAccountAndAddress;
      for (let attempt = 0; attempt < limit; attempt++) {
        const wrong = await call(a, 'POST', '/User', { body: { email, password: 'wrong-password' }, address });
        expect(wrong.status).toBe(401);
      }
      expect(Number(await redis.get(`store:rl:login:pair:${email}:${address}`))).toBe(limit);
      const refused = await call(b, 'POST', '/User', { body: { email, password: PASSWORD }, address });
      expect(refused.status).toBe(429);
      expect(refused.json.message).toMatch(/Too many sign-in attempts/);
      // Another address is not held back by this one's failures.
      expect(
        (await call(b, 'POST', '/User', { body: { email, password: PASSWORD }, address: runAddress() })).status,
      ).toBe(200);
      await redis.del(`store:rl:login:pair:${email}:${address}`, `store:rl:login:ip:${address}`);
    });

    async function userRow(email: string) {
      const [row] = await database.db
        .select({ user_id: users.user_id, token_version: users.token_version })
        .from(users)
        .where(eq(users.email, email));
      return row!;
    }

    it(`shows stock taken on A on B's product page, and sells exactly ${UNITS} units to ${SHOPPERS} shoppers racing on both`, async () => {
      const { product_id } = await newProduct(UNITS + 1);
      const hash = await hashPassword(PASSWORD);
      const emails = Array.from({ length: SHOPPERS + 1 }, (_, index) => `racer${index}-${run}@example.com`);
      await database.db.insert(users).values(
        emails.map((email) => ({
          email,
          first_name: 'Meera',
          password_hash: hash,
          email_verified_at: new Date().toISOString(),
        })),
      );
      const ids = (await database.db.select({ id: users.user_id }).from(users).where(inArray(users.email, emails))).map(
        (row) => row.id,
      );
      // Each shopper signs in and saves an address on one process or the other, from an address of their own.
      const shoppers = await Promise.all(
        emails.map(async (email, index) => {
          const store = index % 2 === 0 ? a : b;
          const address = `10.201.${Math.floor(index / 250)}.${(index % 250) + 1}`;
          const token = await signIn(store, email, PASSWORD, address);
          const saved = await call(store, 'POST', '/UserAddress', { token, body: homeAddress, address });
          expect(saved.status).toBe(201);
          return { token, address };
        }),
      );
      const checkout = (store: StoreProcess, shopper: { token: string; address: string }) =>
        call(store, 'POST', '/payment/order', {
          token: shopper.token,
          address: shopper.address,
          body: { total_amount: 500, items: [{ product_id, quantity: 1 }] },
        });

      // Stock taken on A shows on B, whose page was cached.
      expect((await productOn(b, product_id)).stock).toBe(UNITS + 1);
      expect((await checkout(a, shoppers[SHOPPERS]!)).status).toBe(200);
      expect(await until(async () => (await productOn(b, product_id)).stock === UNITS, PROPAGATION_MS)).toBe(true);

      const answers = await Promise.all(
        shoppers.slice(0, SHOPPERS).map((shopper, index) => checkout(index % 2 === 0 ? a : b, shopper)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(UNITS);
      expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - UNITS);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.json.code).toBe('OUT_OF_STOCK');
      }
      const [row] = await database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.product_id, product_id));
      expect(row!.stock).toBe(0);
      const placed = await database.db
        .select({ id: orders.order_id })
        .from(orders)
        .where(and(inArray(orders.user_id, ids), eq(orders.status, 'New')));
      expect(placed).toHaveLength(UNITS + 1);
      expect(await until(async () => (await productOn(a, product_id)).stock === 0, PROPAGATION_MS)).toBe(true);
      expect(await until(async () => (await productOn(b, product_id)).stock === 0, PROPAGATION_MS)).toBe(true);
    });

    it('serves from B an image uploaded to A (one S3 bucket)', async () => {
      const { product_id } = await newProduct(2);
      expect((await productOn(b, product_id)).images).toEqual([]);
      const body = multipart([{ name: 'tee.png', type: 'image/png', data: await png(600, 800) }]);
      const uploaded = await call(a, 'POST', `/Product/${product_id}/images`, { token: adminToken, raw: body });
      expect(uploaded.status).toBe(201);
      const [image] = uploaded.json as unknown as Array<{ image_url: string }>;
      const served = await fetch(`${b.base.replace(/\/api$/, '')}${image!.image_url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const key = image!.image_url.split('/').pop()!;
      const stored = await s3.object(key);
      expect(Buffer.from(await served.arrayBuffer()).equals(stored.data)).toBe(true);
      expect(
        await until(
          async () => (await productOn(b, product_id)).images.some((shown) => shown.image_url === image!.image_url),
          PROPAGATION_MS,
        ),
      ).toBe(true);
    });
  },
);
