import { createHmac, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './db/client.ts';
import { orderItems, orders, payments } from './db/schema/index.ts';
import { adminUrl, withDatabase } from '../test/global-setup.ts';
import {
  ensureApiBuild,
  killIfRunning,
  startBuiltStore,
  untilHealthy,
  type StoreProcess,
} from '../test/store-process.ts';

// Crash safety and a clean stop (docs/operations.md#stopping-and-crashes): the built store is killed with SIGKILL in the middle of a
// stream of orders and restarted on the same data; and stopped with SIGTERM while a request is in flight.

const WEBHOOK_SECRET = 'crash-test-webhook-secret';
const ADMIN = { email: 'admin@store.local', password: 'admin12345' };
const INITIAL_STOCK = 200;
const SANDBOX_CARD = '4111111111111111';

const folders: string[] = [];
const databases: string[] = [];
let running: StoreProcess | undefined;

beforeAll(() => ensureApiBuild(), 180_000);
afterEach(() => killIfRunning(running));
afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  if (databases.length === 0) return;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** Where the store keeps its data: a fresh folder, and (TEST_DB=postgres) a fresh database cloned from the template. */
async function freshStorage(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-crash-'));
  folders.push(dataDir);
  const template = inject('templateDatabaseUrl');
  if (!template) return { dataDir, databaseUrl: undefined };
  const name = `${inject('databasePrefix')}_crash_${process.pid}_${databases.length + 1}`;
  databases.push(name);
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(template).pathname.slice(1)}`);
  await admin.end();
  return { dataDir, databaseUrl: withDatabase(adminUrl(), name) };
}

async function start(
  storage: { dataDir: string; databaseUrl: string | undefined },
  env: Record<string, string> = {},
): Promise<StoreProcess> {
  running = await startBuiltStore({
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Every shopper here registers from this machine's one address.
    OTP_CODES_PER_IP_PER_HOUR: '10000',
    // A stray email or two per order; the outbox is not what is tested here.
    OUTBOX_POLL_MS: '0',
    ...env,
  });
  await untilHealthy(running);
  return running;
}

/** Opens the store's database from the test while no store runs (PGlite allows one owner). */
function openStoreDatabase(storage: { dataDir: string; databaseUrl: string | undefined }): Promise<Database> {
  return openDatabase(
    storage.databaseUrl ? { url: storage.databaseUrl, poolSize: 1 } : { dataDir: path.join(storage.dataDir, 'pglite') },
  );
}

/** The fields of the store's JSON answers that this test reads. */
interface Answer {
  token: string;
  dev_verification_code: string;
  parentcategory_id: number;
  category_id: number;
  brand_id: number;
  product_id: number;
  productvariation_id: number;
  orderid: number;
  orderId: string;
  amount: number;
  status: string;
}
interface ListedOrder {
  order_id: number;
  status: string;
  payment_status?: string;
}

/** A JSON request; resolves to the status and body, or rejects when the store is gone. */
async function call(
  store: StoreProcess,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Answer }> {
  const response = await fetch(`${store.url}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function signIn(store: StoreProcess, email: string, password: string): Promise<Record<string, string>> {
  const answer = await call(store, 'POST', '/api/User', { email, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { authorization: `Bearer ${answer.body.token}` };
}

async function created(store: StoreProcess, admin: Record<string, string>, url: string, body: object) {
  const answer = await call(store, 'POST', url, body, admin);
  expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body;
}

/** Three variations (₹500 each, INITIAL_STOCK units) of one product. */
async function catalogue(store: StoreProcess) {
  const admin = await signIn(store, ADMIN.email, ADMIN.password);
  const collection = await created(store, admin, '/api/ParentCategory', { name: 'Crash', description: 'Crash' });
  const category = await created(store, admin, '/api/Category', {
    name: 'Shirts',
    description: 'Shirts',
    parentcategory_id: collection.parentcategory_id,
  });
  const brand = await created(store, admin, '/api/Brand', { name: 'Sturdy', description: 'Sturdy' });
  const product = await created(store, admin, '/api/Product', {
    name: 'Kill-proof shirt',
    description: 'A fine product.',
    price: 500,
    stock: 10,
    category_id: category.category_id,
    brand_id: brand.brand_id,
    country_of_origin: 'India',
  });
  const variations: number[] = [];
  for (const size of ['S', 'M', 'L']) {
    const made = await created(store, admin, '/api/ProductVariation', {
      product_id: product.product_id,
      sku: `CRASH-${size}`,
      price: 500,
      stock: INITIAL_STOCK,
    });
    variations.push(made.productvariation_id);
  }
  return { productId: product.product_id as number, variations };
}

let phones = 0;
interface Shopper {
  email: string;
  headers: Record<string, string>;
}

async function shopper(store: StoreProcess, label: string): Promise<Shopper> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await call(store, 'POST', '/api/User/Register', {
    first_name: 'Asha',
    last_name: 'Rao',
    email,
    password: 'shopper-pass-1',
    phone: `98${String(++phones).padStart(8, '0')}`,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const verified = await call(store, 'POST', '/api/User/verify-email', {
    email,
    code: registered.body.dev_verification_code,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const headers = await signIn(store, email, 'shopper-pass-1');
  const address = await call(
    store,
    'POST',
    '/api/UserAddress',
    {
      first_name: 'Asha',
      house_number: '12',
      street_number: 'MG Road',
      postal_code: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
      phone: '9876543210',
    },
    headers,
  );
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  return { email, headers };
}

/** An order the store acknowledged placing (200), and whether it acknowledged its payment. */
interface Acknowledged {
  orderid: number;
  providerOrderId: string;
  amountPaise: number;
  email: string;
  units: Map<number, number>;
  paid: boolean;
}

/** A signed Razorpay webhook: payment.captured of `order`. */
function capturedWebhook(order: Acknowledged) {
  const body = JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: `pay_hook${order.orderid}${randomUUID().slice(0, 6)}`,
          order_id: order.providerOrderId,
          amount: order.amountPaise,
          currency: 'INR',
        },
      },
    },
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
      'x-razorpay-event-id': `evt_${randomUUID()}`,
    },
  };
}

/**
 * One shopper's stream: place an order of one or two units, then pay it in the sandbox and verify, or pay it by
 * webhook only; every third order is left unpaid. Stops when the store stops answering. Every acknowledged
 * placement and payment is recorded.
 */
async function orderStream(
  store: StoreProcess,
  who: Shopper,
  variations: number[],
  productId: number,
  acknowledged: Acknowledged[],
  onAck: () => void,
  killed: () => boolean,
  seed: number,
): Promise<void> {
  for (let n = seed; ; n++) {
    try {
      const variation = variations[n % variations.length]!;
      const quantity = 1 + (n % 2);
      const placed = await call(
        store,
        'POST',
        '/api/payment/order',
        { total_amount: 500 * quantity, items: [{ product_id: productId, productvariation_id: variation, quantity }] },
        who.headers,
      );
      if (placed.status !== 200) {
        // The unpaid-orders limit or the checkout rate limit: this shopper is done.
        if (placed.status === 409 || placed.status === 429) return;
        throw new Error(`placing an order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
      }
      const order: Acknowledged = {
        orderid: placed.body.orderid,
        providerOrderId: placed.body.orderId,
        amountPaise: placed.body.amount,
        email: who.email,
        units: new Map([[variation, quantity]]),
        paid: false,
      };
      acknowledged.push(order);
      onAck();
      const way = n % 3;
      if (way === 0) {
        const pay = await call(
          store,
          'POST',
          '/api/payment/sandbox/pay',
          { orderId: order.providerOrderId, card_number: SANDBOX_CARD },
          who.headers,
        );
        expect(pay.status, JSON.stringify(pay.body)).toBe(200);
        const verified = await call(store, 'POST', '/api/payment/verify', pay.body, who.headers);
        expect(verified.status, JSON.stringify(verified.body)).toBe(200);
        order.paid = true;
        onAck();
      } else if (way === 1) {
        const hook = capturedWebhook(order);
        const answer = await call(store, 'POST', '/api/payment/webhook', hook.body, hook.headers);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.status).toBe('paid');
        order.paid = true;
        onAck();
      }
    } catch (error) {
      // The store was killed: a request in flight fails; its outcome was never acknowledged.
      if (killed()) return;
      throw error;
    }
    if (killed()) return;
  }
}

/** Runs shoppers' streams until `killAfter` acknowledgements, then SIGKILLs the store with requests in flight. */
async function streamThenKill(
  store: StoreProcess,
  shoppers: Shopper[],
  shop: { productId: number; variations: number[] },
  acknowledged: Acknowledged[],
  killAfter: number,
): Promise<void> {
  let acks = 0;
  let killed = false;
  const onAck = () => {
    if (++acks >= killAfter && !killed) {
      killed = true;
      store.child.kill('SIGKILL');
    }
  };
  await Promise.all(
    shoppers.map((who, i) =>
      orderStream(store, who, shop.variations, shop.productId, acknowledged, onAck, () => killed, i * 7 + killAfter),
    ),
  );
  // Every stream ended on its own (limits) before enough acknowledgements: kill now.
  if (!killed) store.child.kill('SIGKILL');
  expect(await store.exited).toBe('SIGKILL');
}

/** Every acknowledged order is listed for its shopper (admin view), Confirmed and Paid when its payment was. */
async function expectAcknowledgedListed(store: StoreProcess, acknowledged: Acknowledged[]) {
  const admin = await signIn(store, ADMIN.email, ADMIN.password);
  for (const email of new Set(acknowledged.map((order) => order.email))) {
    const listed = await call(store, 'GET', `/api/Order/${encodeURIComponent(email)}`, undefined, admin);
    expect(listed.status).toBe(200);
    const byId = new Map<number, { status: string; payment_status?: string }>(
      (listed.body as unknown as ListedOrder[]).map((order) => [order.order_id, order]),
    );
    for (const order of acknowledged.filter((one) => one.email === email)) {
      const row = byId.get(order.orderid);
      expect(row, `order ${order.orderid} was acknowledged`).toBeDefined();
      if (order.paid) expect(row).toMatchObject({ status: 'Confirmed', payment_status: 'Paid' });
    }
  }
}

describe('a SIGKILL in the middle of a stream of orders', () => {
  it('loses no acknowledged order or payment, starts again on the same data, and holds no stock past its time', async () => {
    const storage = await freshStorage();
    const pgliteLock = path.join(storage.dataDir, 'pglite.lock');
    const acknowledged: Acknowledged[] = [];
    let store = await start(storage);
    const shop = await catalogue(store);

    // Three kills at different moments: early (placements only), mid-stream and later.
    for (const killAfter of [2, 7, 12]) {
      const shoppers = [
        await shopper(store, 'stream-a'),
        await shopper(store, 'stream-b'),
        await shopper(store, 'stream-c'),
      ];
      // Placed before the kill and left for Razorpay's webhook, which arrives after the restart.
      const placed = await call(
        store,
        'POST',
        '/api/payment/order',
        {
          total_amount: 500,
          items: [{ product_id: shop.productId, productvariation_id: shop.variations[2], quantity: 1 }],
        },
        shoppers[0]!.headers,
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const waiting: Acknowledged = {
        orderid: placed.body.orderid,
        providerOrderId: placed.body.orderId,
        amountPaise: placed.body.amount,
        email: shoppers[0]!.email,
        units: new Map([[shop.variations[2]!, 1]]),
        paid: false,
      };
      acknowledged.push(waiting);
      const before = acknowledged.length;
      await streamThenKill(store, shoppers, shop, acknowledged, killAfter);
      expect(acknowledged.length).toBeGreaterThan(before);
      const killedPid = store.child.pid;

      store = await start(storage);
      if (!storage.databaseUrl) {
        // The dead process's lock was taken over by the new one.
        expect(JSON.parse(readFileSync(pgliteLock, 'utf8'))).toMatchObject({ pid: store.child.pid });
        expect(store.child.pid).not.toBe(killedPid);
      }
      await expectAcknowledgedListed(store, acknowledged);

      // A payment Razorpay confirms after the restart completes an order placed before the kill.
      const hook = capturedWebhook(waiting);
      const answer = await call(store, 'POST', '/api/payment/webhook', hook.body, hook.headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.status).toBe('paid');
      waiting.paid = true;
      await expectAcknowledgedListed(store, [waiting]);
    }

    store.child.kill('SIGTERM');
    expect(await store.exited).toBe(0);

    // In the database: every acknowledged order, and a payment row for every acknowledged payment.
    let database = await openStoreDatabase(storage);
    const ids = acknowledged.map((order) => order.orderid);
    const rows = await database.db.select().from(orders).where(inArray(orders.order_id, ids));
    const paymentRows = await database.db.select().from(payments).where(inArray(payments.order_id, ids));
    expect(rows.map((row) => row.order_id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const order of acknowledged.filter((one) => one.paid)) {
      expect(rows.find((row) => row.order_id === order.orderid)).toMatchObject({
        status: 'Confirmed',
        payment_status: 'Paid',
      });
      expect(paymentRows.some((row) => row.order_id === order.orderid)).toBe(true);
    }
    // The orders still waiting for payment reach their time while the store is down.
    const moved = await database.db
      .update(orders)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(sql`${orders.status} = 'New'`)
      .returning({ order_id: orders.order_id });
    expect(moved.length).toBeGreaterThan(0);
    await database.close();

    // The next start releases them before it answers.
    store = await start(storage);
    store.child.kill('SIGTERM');
    expect(await store.exited).toBe(0);

    database = await openStoreDatabase(storage);
    try {
      const overdue = await queryRows<{ order_id: number }>(
        database.db,
        sql`SELECT order_id FROM orders WHERE status = 'New' AND expires_at <= now()`,
      );
      expect(overdue).toEqual([]);
      const released = await database.db
        .select({ order_id: orders.order_id, status: orders.status })
        .from(orders)
        .where(
          inArray(
            orders.order_id,
            moved.map((row) => row.order_id),
          ),
        );
      expect(new Set(released.map((row) => row.status))).toEqual(new Set(['Expired']));

      // Nothing else happened to these orders: paid ones are Confirmed, the rest gave their stock back.
      const statuses = await queryRows<{ status: string }>(database.db, sql`SELECT DISTINCT status FROM orders`);
      expect(statuses.map((row) => row.status).sort()).toEqual(['Confirmed', 'Expired']);

      // Initial stock − units in Confirmed orders = current stock, for every variation.
      const confirmedUnits = await queryRows<{ productvariation_id: number; units: string }>(
        database.db,
        sql`SELECT ${orderItems.productvariation_id} AS productvariation_id, sum(${orderItems.quantity}) AS units
            FROM ${orderItems} JOIN ${orders} ON ${orders.order_id} = ${orderItems.order_id}
            WHERE ${orders.status} = 'Confirmed' GROUP BY ${orderItems.productvariation_id}`,
      );
      const stock = await queryRows<{ productvariation_id: number; stock: number }>(
        database.db,
        sql`SELECT productvariation_id, stock FROM product_variations WHERE productvariation_id IN (${sql.join(
          shop.variations.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      for (const variation of shop.variations) {
        const units = Number(confirmedUnits.find((row) => row.productvariation_id === variation)?.units ?? 0);
        const current = stock.find((row) => row.productvariation_id === variation)!.stock;
        expect(current, `variation ${variation}`).toBe(INITIAL_STOCK - units);
      }
      // Every acknowledged payment's units are among them.
      const acknowledgedUnits = acknowledged
        .filter((order) => order.paid)
        .reduce((sum, order) => sum + [...order.units.values()].reduce((a, b) => a + b, 0), 0);
      const totalConfirmed = confirmedUnits.reduce((sum, row) => sum + Number(row.units), 0);
      expect(totalConfirmed).toBeGreaterThanOrEqual(acknowledgedUnits);
    } finally {
      await database.close();
    }
  }, 600_000);
});

describe('SIGTERM', () => {
  it('lets a request in flight finish, refuses new connections, answers 503 behind it, closes the database and exits 0; cuts a stuck client after the grace period', async () => {
    const storage = await freshStorage();
    let store = await start(storage);
    const shop = await catalogue(store);
    const who = await shopper(store, 'slow');
    const placed = await call(
      store,
      'POST',
      '/api/payment/order',
      {
        total_amount: 500,
        items: [{ product_id: shop.productId, productvariation_id: shop.variations[0], quantity: 1 }],
      },
      who.headers,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order: Acknowledged = {
      orderid: placed.body.orderid,
      providerOrderId: placed.body.orderId,
      amountPaise: placed.body.amount,
      email: who.email,
      units: new Map(),
      paid: false,
    };

    // A slow client on one connection: the webhook's headers and half its body arrive, then the store is told to
    // stop. Raw HTTP/1.1, so that a health check can follow on the same connection (pipelined).
    const hook = capturedWebhook(order);
    const half = Math.floor(hook.body.length / 2);
    const { port } = new URL(store.url);
    const slow = connect(Number(port), '127.0.0.1');
    let received = '';
    slow.on('data', (chunk) => (received += chunk.toString()));
    const ended = new Promise<string>((resolve, reject) => {
      slow.on('close', () => resolve(received));
      slow.on('error', reject);
    });
    // Awaited below; a failure before then must not surface as an unhandled rejection.
    ended.catch(() => {});
    const headerLines = Object.entries({
      ...hook.headers,
      host: `127.0.0.1:${port}`,
      'content-length': String(Buffer.byteLength(hook.body)),
    }).map(([name, value]) => `${name}: ${value}`);
    slow.write(`POST /api/payment/webhook HTTP/1.1\r\n${headerLines.join('\r\n')}\r\n\r\n${hook.body.slice(0, half)}`);
    // Fastify logs the request once its headers are parsed: from then on it is in flight.
    await store.printed('"url":"/api/payment/webhook"');

    store.child.kill('SIGTERM');
    await store.printed('SIGTERM received, closing');

    // A new connection now is refused (or reset: the kernel had accepted it just before the listener closed).
    const fresh = await new Promise<string>((resolve) => {
      const probe = httpRequest(`${store.url}/api/health`, { agent: false }, (response) => {
        response.resume();
        resolve(String(response.statusCode));
      });
      probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      probe.end();
    });
    expect(['ECONNREFUSED', 'ECONNRESET', '503']).toContain(fresh);
    expect(store.child.exitCode).toBeNull();

    // The rest of the body, and a health check behind it: the webhook completes, the health check says 503.
    slow.write(`${hook.body.slice(half)}GET /api/health HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n\r\n`);
    const answers = await ended;
    const statuses = [...answers.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);
    expect(statuses, answers).toEqual(['200', '503']);
    expect(answers).toContain('{"status":"paid"}');
    expect(await store.exited).toBe(0);
    expect(store.output()).toContain('"msg":"closed"');
    if (!storage.databaseUrl) expect(existsSync(path.join(storage.dataDir, 'pglite.lock'))).toBe(false);

    // The next start finds the payment the stopping store finished.
    store = await start(storage, { SHUTDOWN_GRACE_MS: '500' });
    const admin = await signIn(store, ADMIN.email, ADMIN.password);
    const listed = await call(store, 'GET', `/api/Order/${encodeURIComponent(who.email)}`, undefined, admin);
    expect((listed.body as unknown as ListedOrder[]).find((row) => row.order_id === order.orderid)).toMatchObject({
      status: 'Confirmed',
      payment_status: 'Paid',
    });

    // A client that never sends the rest of its body is cut off after SHUTDOWN_GRACE_MS; the store still exits 0.
    const stuck = connect(Number(new URL(store.url).port), '127.0.0.1');
    const cut = new Promise<void>((resolve) => stuck.on('close', () => resolve()));
    stuck.on('error', () => {});
    stuck.write(
      'POST /api/payment/webhook HTTP/1.1\r\nhost: store\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{',
    );
    await store.printed('"url":"/api/payment/webhook"');
    store.child.kill('SIGTERM');
    await store.printed('requests still running after 500 ms; cutting their connections');
    await cut;
    expect(await store.exited).toBe(0);
    if (!storage.databaseUrl) expect(existsSync(path.join(storage.dataDir, 'pglite.lock'))).toBe(false);
  }, 240_000);
});
