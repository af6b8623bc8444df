import { asc, eq, sql } from 'drizzle-orm';
import type {
  ProductVariationInput,
  ProductVariationUpdate,
  VariationAttributeValueInput,
  VariationAttributeValueUpdate,
} from '@store/shared/schemas/catalogue';
import { familyOf } from '@store/shared/colour-families';
import type { DbOrTx } from '../../db/client.ts';
import {
  images,
  productVariations,
  products,
  variationAttributeValues,
  variationAttributes,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound, pgCodes, pgErrorCode, uniquely } from '../../lib/http-error.ts';
import { storedPrices } from './prices.ts';
import { getProduct, type VariationView } from './product-service.ts';
import { refreshSearchVectors } from './search-vector.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';

/** What the audit log keeps of a variation's and a value's change, prices in paise (docs/product/staff.md#audit-log). */
const VARIATION_FIELDS = ['product_id', 'name', 'sku', 'price', 'discount_price', 'stock'] as const;
const VALUE_FIELDS = ['productvariation_id', 'attribute_id', 'value', 'color_family'] as const;

/** Who reads: shoppers see active products only; the admin sees inactive ones too (docs/product/admin.md#products). */
export interface ReadScope {
  includeInactive?: boolean;
}
const adminScope = { includeInactive: true };

/** The variations of one product, as on the product page; an inactive product is the admin's only. */
export async function listVariations(db: DbOrTx, productId: number, scope: ReadScope): Promise<VariationView[]> {
  return (await getProduct(db, productId, scope)).variations;
}

/** The product a variation belongs to; a variation of an inactive product is unknown outside the admin's scope. */
async function visibleOwner(db: DbOrTx, variationId: number, scope: ReadScope): Promise<number> {
  const [owner] = await db
    .select({ product_id: productVariations.product_id, is_active: products.is_active })
    .from(productVariations)
    .innerJoin(products, eq(products.product_id, productVariations.product_id))
    .where(eq(productVariations.productvariation_id, variationId));
  if (!owner || !(owner.is_active || scope.includeInactive)) throw notFound('Variation');
  return owner.product_id;
}

export async function getVariation(db: DbOrTx, variationId: number, scope: ReadScope = adminScope) {
  const productId = await visibleOwner(db, variationId, scope);
  const product = await getProduct(db, productId, { includeInactive: true });
  const variation = product.variations.find((item) => item.productvariation_id === variationId)!;
  return { ...variation, product_name: product.name, brand_name: product.brand_name };
}

const duplicateSku = (sku: string) => `A variation with SKU '${sku}' already exists.`;

export async function createVariation(tx: DbOrTx, input: ProductVariationInput, actor: AuditActor) {
  const [product] = await tx
    .select({ id: products.product_id })
    .from(products)
    .where(eq(products.product_id, input.product_id));
  if (!product) throw badRequest('product_id: Product not found', { product_id: 'Product not found' });
  const id = await insertVariation(tx, input, actor);
  return getVariation(tx, id);
}

/**
 * Inserts one variation of a product known to exist, with its audit row; answers its id. The one form's create and
 * the matrix (variation-matrix.ts) both write through it.
 */
export async function insertVariation(tx: DbOrTx, input: ProductVariationInput, actor: AuditActor): Promise<number> {
  const [row] = await uniquely(
    () =>
      tx
        .insert(productVariations)
        .values({
          product_id: input.product_id,
          name: input.name,
          sku: input.sku,
          stock: input.stock,
          ...storedPrices(input),
        })
        .returning(),
    duplicateSku(input.sku),
  );
  const id = row!.productvariation_id;
  await recordRowChange(tx, actor, { entity: 'variation', verb: 'create', id, after: row, fields: VARIATION_FIELDS });
  return id;
}

export async function updateVariation(tx: DbOrTx, id: number, input: ProductVariationUpdate, actor: AuditActor) {
  const [before] = await tx
    .select()
    .from(productVariations)
    .where(eq(productVariations.productvariation_id, id))
    .for('update');
  const [row] = await uniquely(
    () =>
      tx
        .update(productVariations)
        .set({ name: input.name, sku: input.sku, stock: input.stock, ...storedPrices(input), updated_at: sql`now()` })
        .where(eq(productVariations.productvariation_id, id))
        .returning(),
    duplicateSku(input.sku),
  );
  if (!row) throw notFound('Variation');
  await recordRowChange(tx, actor, {
    entity: 'variation',
    verb: 'update',
    id,
    before,
    after: row,
    fields: VARIATION_FIELDS,
  });
  return getVariation(tx, id);
}

export async function deleteVariation(tx: DbOrTx, id: number, actor: AuditActor): Promise<string[]> {
  const files = await tx.select({ file_key: images.file_key }).from(images).where(eq(images.productvariation_id, id));
  const [deleted] = await tx.delete(productVariations).where(eq(productVariations.productvariation_id, id)).returning();
  if (!deleted) throw notFound('Variation');
  await recordRowChange(tx, actor, {
    entity: 'variation',
    verb: 'delete',
    id,
    before: deleted,
    fields: VARIATION_FIELDS,
  });
  await refreshSearchVectors(tx, { productIds: [deleted.product_id] });
  return files.map((file) => file.file_key);
}

// Attribute values

const valueColumns = {
  attributevalue_id: variationAttributeValues.attributevalue_id,
  productvariation_id: variationAttributeValues.productvariation_id,
  attribute_id: variationAttributeValues.attribute_id,
  attribute_name: variationAttributes.name,
  value: variationAttributeValues.value,
  color_family: variationAttributeValues.color_family,
  sku: productVariations.sku,
};

/** Attribute values with their attribute's name and their variation's sku, to be narrowed by a where. */
function selectValues(db: DbOrTx) {
  return db
    .select(valueColumns)
    .from(variationAttributeValues)
    .innerJoin(variationAttributes, eq(variationAttributes.attribute_id, variationAttributeValues.attribute_id))
    .innerJoin(
      productVariations,
      eq(productVariations.productvariation_id, variationAttributeValues.productvariation_id),
    );
}

export async function listAttributeValues(db: DbOrTx, variationId: number, scope: ReadScope) {
  await visibleOwner(db, variationId, scope);
  return selectValues(db)
    .where(eq(variationAttributeValues.productvariation_id, variationId))
    .orderBy(asc(variationAttributeValues.attribute_id));
}

async function getAttributeValue(db: DbOrTx, id: number) {
  const [row] = await selectValues(db).where(eq(variationAttributeValues.attributevalue_id, id));
  if (!row) throw notFound('Attribute value');
  return row;
}

async function attributeName(tx: DbOrTx, attributeId: number): Promise<string> {
  const [attribute] = await tx
    .select({ name: variationAttributes.name })
    .from(variationAttributes)
    .where(eq(variationAttributes.attribute_id, attributeId));
  if (!attribute) throw badRequest('attribute_id: Attribute not found', { attribute_id: 'Attribute not found' });
  return attribute.name;
}

async function ownerProduct(tx: DbOrTx, variationId: number): Promise<number> {
  const [variation] = await tx
    .select({ product_id: productVariations.product_id })
    .from(productVariations)
    .where(eq(productVariations.productvariation_id, variationId));
  if (!variation) {
    throw badRequest('productvariation_id: Variation not found', { productvariation_id: 'Variation not found' });
  }
  return variation.product_id;
}

/** One value per attribute and variation: a second 'size' on the same variation is a 409 (docs/product/admin.md#variations-and-values). */
async function writeValue<T>(tx: DbOrTx, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === pgCodes.uniqueViolation) {
      throw conflict(`This variation already has a value for '${name}'. Edit that value instead.`);
    }
    throw error;
  }
}

export async function createAttributeValue(tx: DbOrTx, input: VariationAttributeValueInput, actor: AuditActor) {
  const productId = await ownerProduct(tx, input.productvariation_id);
  const name = await attributeName(tx, input.attribute_id);
  const id = await insertAttributeValue(tx, name, input, actor);
  await refreshSearchVectors(tx, { productIds: [productId] });
  return getAttributeValue(tx, id);
}

/**
 * Inserts one value of attribute `name` on a variation, with its audit row; answers its id. The caller refreshes the
 * product's search text once its values are all in.
 */
export async function insertAttributeValue(
  tx: DbOrTx,
  name: string,
  input: VariationAttributeValueInput,
  actor: AuditActor,
): Promise<number> {
  const [row] = await writeValue(tx, name, () => tx.insert(variationAttributeValues).values(input).returning());
  const id = row!.attributevalue_id;
  await recordRowChange(tx, actor, { entity: 'attribute_value', verb: 'create', id, after: row, fields: VALUE_FIELDS });
  return id;
}

/**
 * The admin sets a colour's family only where the shared table has no answer (docs/product/storefront.md#colour-families);
 * any other attribute has none.
 */
function checkFamily(attribute: string, input: VariationAttributeValueUpdate) {
  if (input.color_family == null) return;
  if (!['color', 'colour'].includes(attribute.toLowerCase())) {
    throw badRequest('color_family: only a colour has a family', { color_family: 'Only a colour has a family' });
  }
  const known = familyOf(input.value);
  if (known) {
    throw badRequest(`color_family: '${input.value}' is already ${known} in the colour table`, {
      color_family: `Already ${known} in the colour table`,
    });
  }
}

export async function updateAttributeValue(
  tx: DbOrTx,
  id: number,
  input: VariationAttributeValueUpdate,
  actor: AuditActor,
) {
  const name = await attributeName(tx, input.attribute_id);
  checkFamily(name, input);
  const [before] = await tx
    .select()
    .from(variationAttributeValues)
    .where(eq(variationAttributeValues.attributevalue_id, id))
    .for('update');
  const [row] = await writeValue(tx, name, () =>
    tx
      .update(variationAttributeValues)
      .set({ ...input, updated_at: sql`now()` })
      .where(eq(variationAttributeValues.attributevalue_id, id))
      .returning(),
  );
  if (!row) throw notFound('Attribute value');
  await recordRowChange(tx, actor, {
    entity: 'attribute_value',
    verb: 'update',
    id,
    before,
    after: row,
    fields: VALUE_FIELDS,
  });
  await refreshSearchVectors(tx, { productIds: [await ownerProduct(tx, row.productvariation_id)] });
  return getAttributeValue(tx, id);
}

export async function deleteAttributeValue(tx: DbOrTx, id: number, actor: AuditActor) {
  const [row] = await tx
    .delete(variationAttributeValues)
    .where(eq(variationAttributeValues.attributevalue_id, id))
    .returning();
  if (!row) throw notFound('Attribute value');
  await recordRowChange(tx, actor, {
    entity: 'attribute_value',
    verb: 'delete',
    id,
    before: row,
    fields: VALUE_FIELDS,
  });
  await refreshSearchVectors(tx, { productIds: [await ownerProduct(tx, row.productvariation_id)] });
}
