import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { createdFields, deletedFields, diffFields, recordAudit, type AuditActor } from './record.ts';

// The audit log's table grows by appends only, and a change that rolls back leaves no row
// (docs/decisions/019-append-only-audit-log.md).

let t: TestApp;
const cli: AuditActor = { user_id: null, role: 'cli', ip: null, request_id: null };

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rowCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;

/** The message of the database error `run` fails with (drizzle wraps the driver's error as its cause). */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the statement went through').toBeInstanceOf(Error);
  const cause = (error as { cause?: { message?: string } }).cause;
  return `${(error as Error).message} ${cause?.message ?? ''}`;
}

describe('the audit_log table', () => {
  let id: number;
  beforeAll(async () => {
    await recordAudit(t.database.db, cli, {
      action: 'product.update',
      entity: 'product',
      entity_id: 7,
      changes: { price: { before: 99_900, after: 79_900 } },
    });
    [{ id }] = (await t.database.db.select({ id: auditLog.audit_id }).from(auditLog)) as [{ id: number }];
  });

  it('refuses UPDATE, and the row stays as written', async () => {
    const message = await refusal(() =>
      t.database.db.update(auditLog).set({ action: 'product.delete' }).where(eq(auditLog.audit_id, id)),
    );
    expect(message).toMatch(/append-only: UPDATE is not allowed/);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.audit_id, id));
    expect(row).toMatchObject({ action: 'product.update', changes: { price: { before: 99_900, after: 79_900 } } });
  });

  it('refuses DELETE, and the row is still there', async () => {
    const message = await refusal(() => t.database.db.delete(auditLog).where(eq(auditLog.audit_id, id)));
    expect(message).toMatch(/append-only: DELETE is not allowed/);
    expect(await rowCount()).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.audit_id, id))).toHaveLength(1);
  });

  it('refuses TRUNCATE, and the rows are still there', async () => {
    const before = await rowCount();
    const message = await refusal(() => t.database.db.execute(sql`TRUNCATE audit_log`));
    expect(message).toMatch(/append-only: TRUNCATE is not allowed/);
    expect(await rowCount()).toBe(before);
  });
});

describe('recording in the change’s transaction', () => {
  it('leaves no row when the transaction rolls back', async () => {
    const before = await rowCount();
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(tx, cli, { action: 'coupon.update', entity: 'coupon', entity_id: 1, changes: {} });
        throw new Error('the change failed after recording');
      }),
    ).rejects.toThrow('the change failed after recording');
    expect(await rowCount()).toBe(before);
  });

  it('keeps the row when the transaction commits, with who, from where and the request id', async () => {
    const actor: AuditActor = { user_id: null, role: 'admin', ip: '10.1.2.3', request_id: 'req-42' };
    await t.database.db.transaction((tx) =>
      recordAudit(tx, actor, { action: 'brand.create', entity: 'brand', entity_id: 3, changes: {} }),
    );
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.request_id, 'req-42'));
    expect(row).toMatchObject({ actor_role: 'admin', ip: '10.1.2.3', entity_id: '3', action: 'brand.create' });
  });
});

describe('the changes of a record', () => {
  const before = { name: 'Asha Rao', email: 'asha@example.com', price: 99_900, stock: 4, is_active: true };
  const after = { name: 'Asha R', email: 'asha@example.com', price: 79_900, stock: 4, is_active: false };

  it('keeps only the listed fields that changed, with both values', () => {
    expect(diffFields(before, after, ['price', 'stock', 'is_active'])).toEqual({
      price: { before: 99_900, after: 79_900 },
      is_active: { before: true, after: false },
    });
  });

  it('records a shopper’s personal field as changed, without its values', () => {
    const changes = diffFields(before, after, ['name', 'email', 'price'], ['name', 'email']);
    expect(changes).toEqual({ name: { changed: true }, price: { before: 99_900, after: 79_900 } });
    expect(JSON.stringify(changes)).not.toMatch(/Asha/);
  });

  it('gives a created record’s fields with before null, and a deleted one’s with after null', () => {
    expect(createdFields(after, ['price', 'name'], ['name'])).toEqual({
      price: { before: null, after: 79_900 },
      name: { changed: true },
    });
    expect(deletedFields(before, ['stock'])).toEqual({ stock: { before: 4, after: null } });
  });
});
