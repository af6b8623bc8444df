import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Migration 0005 moves orders paid before the lifecycle existed to Confirmed + Paid and gives every order its
// history (docs/product/orders.md#lifecycle). Run on an embedded database brought to 0004 with real rows first.

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const migrations = readdirSync(folder)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();

async function apply(db: PGlite, name: string) {
  for (const statement of readFileSync(path.join(folder, name), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  for (const name of migrations.filter((file) => file < '0005')) await apply(db, name);
  await db.exec(`
    INSERT INTO users (user_id, email, first_name) VALUES (1, 'old@example.com', 'Old');
    INSERT INTO orders (order_id, user_id, status, total_amount, provider, receipt, order_date, expires_at, paid_at)
    VALUES
      (1, 1, 'Paid', 129900, 'sandbox', 'r1', '2026-10-01T10:00:00Z', '2026-10-01T10:15:00Z', '2026-10-01T10:05:00Z'),
      (2, 1, 'Expired', 50000, 'sandbox', 'r2', '2026-10-02T10:00:00Z', '2026-10-02T10:15:00Z', NULL),
      (3, 1, 'New', 70000, 'sandbox', 'r3', '2026-10-03T10:00:00Z', '2099-01-01T00:00:00Z', NULL);
  `);
  await apply(
    db,
    migrations.find((file) => file.startsWith('0005'))!,
  );
});

afterAll(async () => {
  await db.close();
});

describe('migration 0005 (merchant operations)', () => {
  it('makes a paid order Confirmed and Paid, and leaves the others as they were, unpaid', async () => {
    const { rows } = await db.query(
      'SELECT order_id, status, payment_status, refunded_amount FROM orders ORDER BY order_id',
    );
    expect(rows).toEqual([
      { order_id: 1, status: 'Confirmed', payment_status: 'Paid', refunded_amount: 0 },
      { order_id: 2, status: 'Expired', payment_status: 'Unpaid', refunded_amount: 0 },
      { order_id: 3, status: 'New', payment_status: 'Unpaid', refunded_amount: 0 },
    ]);
  });

  it('gives every order its history from the times it already had', async () => {
    const { rows } = await db.query<{ order_id: number; from_status: string | null; to_status: string; at: Date }>(
      'SELECT order_id, from_status, to_status, created_at AS at FROM order_events ORDER BY order_id, event_id',
    );
    expect(rows.map(({ order_id, from_status, to_status }) => [order_id, from_status, to_status])).toEqual([
      [1, null, 'New'],
      [1, 'New', 'Confirmed'],
      [2, null, 'New'],
      [2, 'New', 'Expired'],
      [3, null, 'New'],
    ]);
    expect(new Date(rows[1]!.at).toISOString()).toBe('2026-10-01T10:05:00.000Z');
    expect(new Date(rows[0]!.at).toISOString()).toBe('2026-10-01T10:00:00.000Z');
  });
});
