import { z } from 'zod';
import { MATRIX_MAX_ROWS } from '../variation-matrix.ts';
import { variation } from './catalogue.ts';

const valueText = z.string().trim().min(1, 'A value is empty').max(100, 'At most 100 characters');
const rupees = z
  .number()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals');

/**
 * POST /admin/products/{id}/variations (docs/product/api.md#adding-variations-in-one-go): the attributes of the matrix
 * with their values, and one row per variation to create, its `values` in the attributes' order. Prices in rupees; a
 * row without `sku` gets one from `sku_pattern` (default `{product}-{COLOR}-{SIZE}`). The row rules (discount above
 * price, negative stock, SKUs taken, combinations the product has) are the server's, each named by its row.
 */
export const variationMatrixInput = z.object({
  attributes: z
    .array(
      z.object({
        attribute_id: z.number().int().positive(),
        values: z.array(valueText).min(1, 'Tick at least one value').max(MATRIX_MAX_ROWS),
      }),
    )
    .min(1, 'Choose at least one attribute')
    .max(6, 'At most 6 attributes'),
  sku_pattern: z.string().trim().max(100, 'At most 100 characters').optional(),
  rows: z
    .array(
      z.object({
        values: z.array(valueText),
        sku: z.string().trim().max(64, 'At most 64 characters').optional(),
        price: rupees,
        discount_price: rupees.nullish(),
        stock: z.number(),
      }),
    )
    .min(1, 'There are no rows to add')
    .max(MATRIX_MAX_ROWS, `At most ${MATRIX_MAX_ROWS} variations at once`),
});
export type VariationMatrixInput = z.infer<typeof variationMatrixInput>;

/** The answer: how many were added and the new variations with their values. */
export const variationMatrixResult = z.object({ created: z.number(), variations: z.array(variation) });
export type VariationMatrixResult = z.infer<typeof variationMatrixResult>;

/** A refused row (400 `VALIDATION_FAILED`, `details.rows`): its number from 1, in the order sent, and why. */
export const matrixRowError = z.object({ row: z.number(), message: z.string() });
export type MatrixRowError = z.infer<typeof matrixRowError>;
export const variationMatrixRefusal = z.object({ rows: z.array(matrixRowError) });

/** GET /admin/attribute-values: each attribute with the values variations already use, to tick in the matrix. */
export const attributeValueChoices = z.array(
  z.object({ attribute_id: z.number(), name: z.string(), values: z.array(z.string()) }),
);
export type AttributeValueChoices = z.infer<typeof attributeValueChoices>;
