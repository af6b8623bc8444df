import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { bearer, buildTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue, homeAddress as home } from '../../../test/factories.ts';
import { openDatabase, queryRows, type Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { queueOrderNotification, storeLinks } from './outbox.ts';
import {
  claimDueNotifications,
  defaultOutboxWorkerOptions,
  deliverDueNotifications,
  retryDelayMs,
  type OutboxSenders,
} from './worker.ts';

/**
 * A local SMTP server on a port of its own that parses every message it receives. `stop()` takes it down (the
 * port then refuses connections) and `start()` brings it back on the same port.
 */
async function smtpServer() {
  const received: Array<ParsedMail & { envelopeTo: string[] }> = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push(Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  };
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await start();
  return {
    url: () => `smtp://127.0.0.1:${port}`,
    received,
    /** How many messages arrived whose subject ends with `subject` (subjects start with the store's name). */
    subjects: (subject: string) => received.filter((mail) => mail.subject?.endsWith(subject)).length,
    start,
    stop,
  };
}

/** A stand-in for Twilio's Messages API that keeps every form it receives. */
async function twilioStandIn() {
  const received: Array<{ path: string; body: URLSearchParams }> = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: new URLSearchParams(body) });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * How long a wait for the worker may last before the test fails: generous, since the machine may be busy; the
 * tests never wait longer than the state takes to appear.
 */
const patience = { timeout: 20_000, interval: 20 };

/** The database, with each `execute` shown first to `intercept` (its SQL text, and a way to run it as asked). */
function interceptExecute(db: Db, intercept: (text: string, run: () => Promise<unknown>) => Promise<unknown>): Db {
  const dialect = new PgDialect();
  return new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (key !== 'execute' || typeof value !== 'function') return value;
      return (query: SQL) =>
        intercept(dialect.sqlToQuery(query).sql, () => (value as Db['execute']).call(target, query));
    },
  });
}

interface NotificationRow {
  notification_id: number;
  order_id: number | null;
  kind: string;
  channel: 'email' | 'sms';
  recipient: string;
  status: 'Pending' | 'Sent' | 'Failed';
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  /** Whether next_attempt_at is after the database's now(). */
  later: boolean;
}

const rowsOf = (t: TestApp, where = sql`true`) =>
  queryRows<NotificationRow>(
    t.database.db,
    sql`SELECT notification_id, order_id, kind, channel, recipient, status, attempts, last_error, sent_at,
          next_attempt_at > now() AS later
        FROM notifications WHERE ${where} ORDER BY notification_id`,
  );
const rowsOfOrder = (t: TestApp, orderId: number) => rowsOf(t, sql`order_id = ${orderId}`);

/** A shop on one test app: a product to buy, and shoppers who pay for it in the payment sandbox. */
async function openShop(t: TestApp) {
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  const catalogue = await smallCatalogue(factory);
  const productId = catalogue.products.crewTee.product_id;
  const variation = await factory.variation(productId, { sku: `TEE-${Math.random()}`, price: 599, stock: 100 });
  let shoppers = 0;
  /** A shopper (with `phone` as their proven number) places and pays an order; answers its id. */
  return async function paidOrder(phone?: string): Promise<number> {
    const n = ++shoppers;
    const email = `buyer${n}@example.com`;
    // Registered with the email verified and the number proven straight in the database: this app mails through
    // SMTP, so the registration answers no development code.
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/User/Register',
      payload: { first_name: 'Asha', email, password: 'shopper-pass-1', phone: `98${String(n).padStart(8, '0')}` },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await t.database.db.execute(
      sql`UPDATE users SET email_verified_at = now(), phone = ${phone ?? null} WHERE email = ${email}`,
    );
    const headers = bearer(await signIn(t.app, email, 'shopper-pass-1'));
    const remoteAddress = `10.30.0.${n}`;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers, payload, remoteAddress });
    expect((await post('/api/UserAddress', home)).statusCode).toBe(201);
    const placed = await post('/api/payment/order', {
      total_amount: 599,
      items: [{ product_id: productId, productvariation_id: variation.productvariation_id, quantity: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId, orderid } = placed.json() as { orderId: string; orderid: number };
    const paid = await post('/api/payment/sandbox/pay', { orderId, card_number: '4111 1111 1111 1111' });
    expect(paid.statusCode, paid.body).toBe(200);
    const verified = await post('/api/payment/verify', paid.json() as object);
    expect(verified.json()).toMatchObject({ orderid, status: 'Confirmed' });
    return orderid;
  };
}

/** Rows written straight into the outbox in one transaction: the table's trigger wakes the workers at commit. */
async function queueRaw(t: TestApp, count: number, prefix: string) {
  await t.database.db.transaction(async (tx) => {
    await tx.insert(notifications).values(
      Array.from({ length: count }, (_, i) => ({
        kind: 'test',
        channel: 'email' as const,
        recipient: `reader${i}@example.com`,
        subject: `${prefix} ${i}`,
        body: `Message ${i}`,
        html: `<p>Message ${i}</p>`,
        dedupe_key: `${prefix}:${i}`,
      })),
    );
  });
}

describe('retry delays', () => {
  it('double from 30 s with each failure, at most an hour, less up to a fifth at random', () => {
    const options = defaultOutboxWorkerOptions;
    expect(retryDelayMs(1, options, () => 0)).toBe(30_000);
    expect(retryDelayMs(2, options, () => 0)).toBe(60_000);
    expect(retryDelayMs(4, options, () => 0)).toBe(240_000);
    expect(retryDelayMs(1, options, () => 1)).toBe(24_000);
    expect(retryDelayMs(12, options, () => 0)).toBe(3_600_000);
    expect(retryDelayMs(40, options, () => 0.5)).toBe(3_240_000);
  });
});

describe('the outbox worker of the app, with email through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let twilio: Awaited<ReturnType<typeof twilioStandIn>>;
  let t: TestApp;
  let paidOrder: (phone?: string) => Promise<number>;

  beforeAll(async () => {
    smtp = await smtpServer();
    twilio = await twilioStandIn();
    t = await buildTestApp({
      SMTP_URL: smtp.url(),
      MAIL_FROM: 'Store <orders@store.example>',
      PUBLIC_URL: 'https://shop.example.in',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC777',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM: '+15550001111',
      TWILIO_API_URL: twilio.url,
      // No poll within the test: only the wake-up after a commit (or a test's own poke) sends.
      OUTBOX_POLL_MS: '3600000',
    });
    paidOrder = await openShop(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await twilio.close();
  });

  it('mails order_placed of a paid order right after the payment commits, and texts a proven number', async () => {
    const orderId = await paidOrder('9876500001');
    const subject = `Order #${orderId} confirmed`;
    await expect.poll(() => smtp.subjects(subject), patience).toBe(1);
    const mail = smtp.received.find((m) => m.subject?.endsWith(subject))!;
    expect(mail.envelopeTo).toEqual(['buyer1@example.com']);
    expect(mail.from?.text).toBe('"Store" <orders@store.example>');
    expect(mail.text).toContain(`https://shop.example.in/OrderDetails/${orderId}`);
    expect(mail.html).toContain(`href="https://shop.example.in/OrderDetails/${orderId}"`);

    await expect.poll(() => twilio.received.length, patience).toBe(1);
    expect(twilio.received[0]!.path).toBe('/2010-04-01/Accounts/AC777/Messages.json');
    expect(twilio.received[0]!.body.get('To')).toBe('+919876500001');
    expect(twilio.received[0]!.body.get('From')).toBe('+15550001111');
    expect(twilio.received[0]!.body.get('Body')).toContain(`#${orderId}`);

    await expect
      .poll(async () => (await rowsOfOrder(t, orderId)).map((r) => [r.kind, r.channel, r.status, r.attempts]), patience)
      .toEqual([
        ['order_placed', 'email', 'Sent', 1],
        ['order_placed', 'sms', 'Sent', 1],
      ]);
    const rows = await rowsOfOrder(t, orderId);
    expect(rows.every((r) => r.sent_at !== null && r.last_error === null)).toBe(true);
    const metrics = await t.app.metrics.registry.getSingleMetricAsString('notifications_sent_total');
    expect(metrics).toContain('notifications_sent_total{channel="email"} 1');
    expect(metrics).toContain('notifications_sent_total{channel="sms"} 1');
  });

  it('keeps the message while the mail server is down, and delivers it exactly once when it is back', async () => {
    await smtp.stop();
    const orderId = await paidOrder();
    const subject = `Order #${orderId} confirmed`;
    await expect.poll(async () => (await rowsOfOrder(t, orderId))[0]?.last_error ?? null, patience).not.toBeNull();
    const [failed] = await rowsOfOrder(t, orderId);
    expect(failed).toMatchObject({ channel: 'email', status: 'Pending', attempts: 1, later: true, sent_at: null });
    expect(smtp.subjects(subject)).toBe(0);

    await smtp.start();
    // The retry falls due (instead of waiting out the backoff), and the worker looks.
    await t.database.db.execute(sql`UPDATE notifications SET next_attempt_at = now() WHERE order_id = ${orderId}`);
    await t.app.outbox.poke();
    await expect.poll(async () => (await rowsOfOrder(t, orderId))[0]!.status, patience).toBe('Sent');
    expect((await rowsOfOrder(t, orderId))[0]).toMatchObject({ attempts: 2, last_error: null });
    // Another round finds nothing due: the message is not sent again.
    await t.app.outbox.poke();
    expect(smtp.subjects(subject)).toBe(1);
  });

  it('queues a message once however often the same change is told, and once per refund', async () => {
    const orderId = await paidOrder();
    const links = storeLinks(t.config);
    for (let i = 0; i < 2; i++) {
      await t.database.db.transaction((tx) => queueOrderNotification(tx, links, orderId, 'order_shipped'));
      await t.database.db.transaction((tx) => queueOrderNotification(tx, links, orderId, 'order_placed'));
    }
    await t.database.db.transaction((tx) =>
      queueOrderNotification(tx, links, orderId, 'refund_processed', { amount: 10000, ref: 1 }),
    );
    await t.database.db.transaction((tx) =>
      queueOrderNotification(tx, links, orderId, 'refund_processed', { amount: 20000, ref: 2 }),
    );
    expect((await rowsOfOrder(t, orderId)).map((r) => r.kind)).toEqual([
      'order_placed',
      'order_shipped',
      'refund_processed',
      'refund_processed',
    ]);
    await expect
      .poll(async () => (await rowsOfOrder(t, orderId)).every((r) => r.status === 'Sent'), patience)
      .toBe(true);
    expect(smtp.subjects(`Order #${orderId} confirmed`)).toBe(1);
    expect(smtp.subjects(`Order #${orderId} has shipped`)).toBe(1);
  });

  it('gathers messages committed close together into one claim (OUTBOX_GATHER_MS)', async () => {
    expect(t.config.OUTBOX_GATHER_MS).toBe(1000);
    const orders = [await paidOrder(), await paidOrder(), await paidOrder()];
    await expect
      .poll(
        async () =>
          (await Promise.all(orders.map((id) => rowsOfOrder(t, id)))).flat().every((r) => r.status === 'Sent'),
        patience,
      )
      .toBe(true);
    const batches = async () => (await t.app.metrics.notificationBatches.get()).values[0]?.value ?? 0;
    const before = await batches();
    // Three changes, each its own transaction and NOTIFY, 100 ms apart: a worker that claimed at the first NOTIFY
    // would take them in two or three batches.
    const links = storeLinks(t.config);
    for (const orderId of orders) {
      await t.database.db.transaction((tx) => queueOrderNotification(tx, links, orderId, 'order_shipped'));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expect.poll(() => orders.map((id) => smtp.subjects(`Order #${id} has shipped`)), patience).toEqual([1, 1, 1]);
    const shipped = async () =>
      (await Promise.all(orders.map((id) => rowsOfOrder(t, id))))
        .flat()
        .filter((r) => r.kind === 'order_shipped')
        .map((r) => [r.status, r.attempts]);
    // The mail arrives before the worker marks its rows and counts its batch: wait for both, then count.
    await expect.poll(shipped, patience).toEqual([
      ['Sent', 1],
      ['Sent', 1],
      ['Sent', 1],
    ]);
    await expect.poll(batches, patience).toBeGreaterThan(before);
    expect(await batches()).toBe(before + 1);
  });

  it('writes nothing when the change that queued a message rolls back', async () => {
    const orderId = await paidOrder();
    await t.database.db
      .transaction(async (tx) => {
        await queueOrderNotification(tx, storeLinks(t.config), orderId, 'order_cancelled');
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect((await rowsOfOrder(t, orderId)).map((r) => r.kind)).toEqual(['order_placed']);
  });
});

describe('the outbox worker on its own (the app worker off)', () => {
  let t: TestApp;
  let paidOrder: (phone?: string) => Promise<number>;
  const sent: string[] = [];
  let failWith: Error | undefined;
  const senders: OutboxSenders = {
    mailer: {
      async send(message) {
        // A network round trip, so concurrent batches really interleave.
        await new Promise((resolve) => setImmediate(resolve));
        if (failWith) throw failWith;
        sent.push(message.subject);
      },
    },
    sms: {
      async send(to, text) {
        if (failWith) throw failWith;
        sent.push(`sms ${to} ${text}`);
      },
    },
  };

  beforeAll(async () => {
    t = await buildTestApp({ OUTBOX_POLL_MS: '0', SMS_PROVIDER: 'disabled' });
    paidOrder = await openShop(t);
  });
  afterAll(() => t.close());

  it('queues no SMS when no SMS provider is configured, and fails an SMS row that is there anyway at once', async () => {
    const orderId = await paidOrder('9876500002');
    expect((await rowsOfOrder(t, orderId)).map((r) => [r.channel, r.status])).toEqual([['email', 'Pending']]);
    // A caller that does not say which channels work (links without `sms`) queues the SMS too.
    await t.database.db.transaction((tx) =>
      queueOrderNotification(tx, { publicUrl: t.config.PUBLIC_URL }, orderId, 'order_shipped'),
    );
    const worker = { ...defaultOutboxWorkerOptions };
    const disabled = (await import('../accounts/sms.ts')).disabledSmsProvider();
    const result = await deliverDueNotifications(t.database.db, { mailer: senders.mailer, sms: disabled }, worker);
    expect(result).toMatchObject({ claimed: 3, sent: ['email', 'email'], failed: ['sms'], retried: 0 });
    expect((await rowsOfOrder(t, orderId)).map((r) => [r.kind, r.channel, r.status, r.last_error])).toEqual([
      ['order_placed', 'email', 'Sent', null],
      ['order_shipped', 'email', 'Sent', null],
      ['order_shipped', 'sms', 'Failed', 'No SMS provider configured'],
    ]);
  });

  it('marks every row a batch sent as Sent in one statement, each with the time it went', async () => {
    const orderIds = [await paidOrder(), await paidOrder(), await paidOrder()];
    const statements: string[] = [];
    // The worker's database, counting what it is asked to run.
    const counting = interceptExecute(t.database.db, (text, run) => {
      statements.push(text.trim().split(/\s+/).slice(0, 3).join(' '));
      return run();
    });
    const started = new Date();
    const result = await deliverDueNotifications(counting, senders, defaultOutboxWorkerOptions);
    expect(result).toMatchObject({ claimed: 3, sent: ['email', 'email', 'email'], failed: [], retried: 0 });
    expect(statements).toEqual(['WITH claimed AS', 'UPDATE notifications AS']);
    const rows = (await Promise.all(orderIds.map((id) => rowsOfOrder(t, id)))).flat();
    expect(rows.map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ['Sent', 1, null],
      ['Sent', 1, null],
      ['Sent', 1, null],
    ]);
    for (const row of rows) expect(new Date(row.sent_at!).getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
    for (const id of orderIds) expect(sent.filter((s) => s.endsWith(`Order #${id} confirmed`))).toHaveLength(1);
  });

  it("marks what a batch sent even when a later row's bookkeeping fails", async () => {
    const [first, second] = [await paidOrder(), await paidOrder()];
    // The second order's mail fails (a batch sends in the order the rows were queued: the first order's has gone).
    const secondFails: OutboxSenders = {
      ...senders,
      mailer: {
        async send(message) {
          if (message.subject.endsWith(`Order #${second} confirmed`)) throw new Error('421 busy');
        },
      },
    };
    // The database refuses the statement that would schedule the failed row's retry.
    const refusing = interceptExecute(t.database.db, (text, run) =>
      /SET last_error = \$1, next_attempt_at/.test(text) ? Promise.reject(new Error('connection lost')) : run(),
    );
    await expect(deliverDueNotifications(refusing, secondFails, defaultOutboxWorkerOptions)).rejects.toThrow(
      'connection lost',
    );
    expect((await rowsOfOrder(t, first))[0]).toMatchObject({ status: 'Sent', attempts: 1 });
    // The row whose retry could not be written stays leased, as after a crash mid-send.
    expect((await rowsOfOrder(t, second))[0]).toMatchObject({ status: 'Pending', attempts: 1, later: true });
  });

  it('retries with growing waits and gives up as Failed after the last attempt', async () => {
    const orderId = await paidOrder();
    const options = { ...defaultOutboxWorkerOptions, maxAttempts: 3 };
    failWith = new Error('451 try again later');
    try {
      for (let attempt = 1; attempt <= 3; attempt++) {
        const result = await deliverDueNotifications(t.database.db, senders, options);
        expect(result.claimed).toBe(1);
        const [row] = await rowsOfOrder(t, orderId);
        expect(row).toMatchObject({ attempts: attempt, last_error: '451 try again later', sent_at: null });
        expect(row!.status).toBe(attempt < 3 ? 'Pending' : 'Failed');
        if (attempt < 3) {
          expect(row!.later).toBe(true);
          // Not due yet: a batch now takes nothing.
          expect((await deliverDueNotifications(t.database.db, senders, options)).claimed).toBe(0);
          await t.database.db.execute(
            sql`UPDATE notifications SET next_attempt_at = now() WHERE order_id = ${orderId}`,
          );
        }
      }
    } finally {
      failWith = undefined;
    }
    // Failed rows are never claimed again.
    expect((await deliverDueNotifications(t.database.db, senders, options)).claimed).toBe(0);
    expect(sent.filter((s) => s.endsWith(`Order #${orderId} confirmed`))).toEqual([]);
  });

  it('leaves a claimed row alone during its lease; a worker that died mid-send gets one more send after it', async () => {
    const orderId = await paidOrder();
    // A worker claims the row, then dies before it sends.
    const [claimed] = await claimDueNotifications(t.database.db, defaultOutboxWorkerOptions);
    expect(claimed).toMatchObject({ channel: 'email', attempts: 1 });
    expect((await rowsOfOrder(t, orderId))[0]).toMatchObject({ status: 'Pending', later: true });
    expect((await deliverDueNotifications(t.database.db, senders)).claimed).toBe(0);
    // The lease runs out.
    await t.database.db.execute(sql`UPDATE notifications SET next_attempt_at = now() WHERE order_id = ${orderId}`);
    expect(await deliverDueNotifications(t.database.db, senders)).toMatchObject({ claimed: 1, sent: ['email'] });
    expect((await rowsOfOrder(t, orderId))[0]).toMatchObject({ status: 'Sent', attempts: 2 });
    expect(sent.filter((s) => s.endsWith(`Order #${orderId} confirmed`))).toHaveLength(1);
  });

  it('two workers draining at the same time send every row exactly once', async () => {
    await queueRaw(t, 30, 'pair');
    // On PostgreSQL the second worker has a connection pool of its own, as another process would.
    const other = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, poolSize: 2 }) : t.database;
    const options = { ...defaultOutboxWorkerOptions, batchSize: 2 };
    const delivered: string[] = [];
    // Worker A's first send hangs until worker B has claimed and sent a batch of its own: B must not take A's rows.
    let aIsSending!: () => void;
    const aSending = new Promise<void>((resolve) => (aIsSending = resolve));
    let releaseA!: () => void;
    const aMayFinish = new Promise<void>((resolve) => (releaseA = resolve));
    let held = false;
    const sendersOf = (name: 'a' | 'b'): OutboxSenders => ({
      mailer: {
        async send(message) {
          if (name === 'a' && !held) {
            held = true;
            aIsSending();
            await aMayFinish;
          }
          // A network round trip, so the two workers interleave.
          await new Promise((resolve) => setImmediate(resolve));
          delivered.push(message.subject);
        },
      },
      sms: senders.sms,
    });
    const drain = async (db: typeof t.database.db, name: 'a' | 'b', afterFirstBatch = () => {}) => {
      let total = 0;
      for (;;) {
        const result = await deliverDueNotifications(db, sendersOf(name), options);
        afterFirstBatch();
        total += result.sent.length;
        if (result.claimed === 0) return total;
      }
    };
    try {
      const a = drain(t.database.db, 'a');
      await aSending;
      const b = drain(other.db, 'b', releaseA);
      const [sentByA, sentByB] = await Promise.all([a, b]);
      expect(sentByA).toBeGreaterThan(0);
      expect(sentByB).toBeGreaterThan(0);
      expect(sentByA + sentByB).toBe(30);
    } finally {
      releaseA();
      if (other !== t.database) await other.close();
    }
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered).size).toBe(30);
    const rows = await rowsOf(t, sql`kind = 'test'`);
    expect(rows.every((r) => r.status === 'Sent' && r.attempts === 1)).toBe(true);
  });

  it('a slow batch hands back the rows it cannot send within its lease: another worker never sends a row twice', async () => {
    await queueRaw(t, 4, 'slow');
    const other = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, poolSize: 2 }) : t.database;
    // Each send takes 0.9 s; 4 of them outlast the 3 s lease, so without a deadline worker B would claim (and send
    // again) rows A had sent but not yet marked, and the one A was still sending.
    const options = { ...defaultOutboxWorkerOptions, batchSize: 4, leaseMs: 3000, sendTimeoutMs: 1000 };
    const delivered: string[] = [];
    const slow: OutboxSenders = {
      mailer: {
        async send(message) {
          await new Promise((resolve) => setTimeout(resolve, 900));
          delivered.push(message.subject);
        },
      },
      sms: senders.sms,
    };
    try {
      const a = deliverDueNotifications(t.database.db, slow, options);
      await new Promise((resolve) => setTimeout(resolve, 3300));
      const b = await deliverDueNotifications(other.db, slow, options);
      const resultA = await a;
      expect(resultA.claimed).toBe(4);
      expect(resultA.sent.length).toBeLessThan(4);
      expect(resultA.sent.length + b.sent.length).toBe(4);
    } finally {
      if (other !== t.database) await other.close();
    }
    expect(delivered.sort()).toEqual(['slow 0', 'slow 1', 'slow 2', 'slow 3']);
    const rows = await rowsOf(t, sql`dedupe_key LIKE 'slow:%'`);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(Array.from({ length: 4 }, () => ['Sent', 1]));
  });
});

// Two app instances on one database need two connections; PGlite is one in-process database.
describe.runIf(process.env.TEST_DB === 'postgres')('two app processes on one PostgreSQL database', () => {
  it('both wake on the commit, and the SMTP server receives each message once', async () => {
    const smtp = await smtpServer();
    const t = await buildTestApp({ SMTP_URL: smtp.url(), OUTBOX_POLL_MS: '3600000' });
    const database = await openDatabase({ url: t.databaseUrl, poolSize: 3 });
    const second = await buildApp({ config: t.config, database, logger: false });
    await second.ready();
    try {
      await queueRaw(t, 40, 'twin');
      await expect.poll(async () => (await rowsOf(t, sql`status = 'Sent'`)).length, patience).toBe(40);
      // Both workers have finished their rounds; nothing is left to send twice.
      await Promise.all([t.app.outbox.poke(), second.outbox.poke()]);
      const twins = smtp.received.filter((mail) => mail.subject?.startsWith('twin '));
      expect(twins).toHaveLength(40);
      expect(new Set(twins.map((mail) => mail.subject)).size).toBe(40);
      expect((await rowsOf(t)).every((r) => r.attempts === 1)).toBe(true);
    } finally {
      await second.close();
      await database.close();
      await t.close();
      await smtp.stop();
    }
  });
});
