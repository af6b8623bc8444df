import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { VariationAttributeInput } from '@store/shared/schemas/catalogue';
import type { Db, DbOrTx } from '../../db/client.ts';
import { variationAttributes, variationAttributeValues } from '../../db/schema/index.ts';
import { conflict, notFound, uniquely } from '../../lib/http-error.ts';
import { plural } from './usage.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';

/** What the audit log keeps of an attribute's change (docs/product/staff.md#audit-log). */
const AUDITED = ['name'] as const;

// Variation attributes such as size and color (docs/product/api.md#catalogue).

const attributeColumns = { attribute_id: variationAttributes.attribute_id, name: variationAttributes.name };

export async function listAttributes(db: Db) {
  return db.select(attributeColumns).from(variationAttributes).orderBy(asc(variationAttributes.attribute_id));
}

export async function getAttribute(db: DbOrTx, id: number) {
  const [row] = await db
    .select(attributeColumns)
    .from(variationAttributes)
    .where(eq(variationAttributes.attribute_id, id));
  if (!row) throw notFound('Attribute');
  return row;
}

const duplicateAttribute = (name: string) => `An attribute named '${name}' already exists.`;

export async function createAttribute(tx: DbOrTx, input: VariationAttributeInput, actor: AuditActor) {
  const [row] = await uniquely(
    () => tx.insert(variationAttributes).values(input).returning(attributeColumns),
    duplicateAttribute(input.name),
  );
  await recordRowChange(tx, actor, {
    entity: 'attribute',
    verb: 'create',
    id: row!.attribute_id,
    after: row,
    fields: AUDITED,
  });
  return row!;
}

export async function updateAttribute(tx: DbOrTx, id: number, input: VariationAttributeInput, actor: AuditActor) {
  const [before] = await tx
    .select(attributeColumns)
    .from(variationAttributes)
    .where(eq(variationAttributes.attribute_id, id))
    .for('update');
  const [row] = await uniquely(
    () =>
      tx
        .update(variationAttributes)
        .set({ ...input, updated_at: sql`now()` })
        .where(eq(variationAttributes.attribute_id, id))
        .returning(attributeColumns),
    duplicateAttribute(input.name),
  );
  if (!row) throw notFound('Attribute');
  await recordRowChange(tx, actor, { entity: 'attribute', verb: 'update', id, before, after: row, fields: AUDITED });
  return row;
}

export async function deleteAttribute(tx: DbOrTx, id: number, actor: AuditActor) {
  const [usage] = await tx
    .select({ n: count() })
    .from(variationAttributeValues)
    .where(and(eq(variationAttributeValues.attribute_id, id)));
  const used = usage?.n ?? 0;
  if (used > 0) {
    throw conflict(`This attribute is still set on ${plural(used, 'variation')}. Remove those values first.`);
  }
  const [deleted] = await tx.delete(variationAttributes).where(eq(variationAttributes.attribute_id, id)).returning();
  if (!deleted) throw notFound('Attribute');
  await recordRowChange(tx, actor, { entity: 'attribute', verb: 'delete', id, before: deleted, fields: AUDITED });
}
