import type { FastifyInstance } from 'fastify';
import type { StockChange } from '../../lib/response-cache.ts';

/** Told what a committed change did to stock and sales. */
export type StockChanged = (change: StockChange) => void;

/**
 * The broad change of a cancel, a return, an expiry or a stock adjustment: these products' stock (or availability)
 * may all have moved. Units sold move later, when the tally is counted (docs/decisions/018-sales-tally.md).
 */
export const productsMoved = (productIds: readonly number[]): StockChange => ({ products: productIds });

/**
 * The one place that turns stock changes (checkout, payments, cancel, the unpaid-order sweep) into cache
 * invalidation (docs/product/checkout.md#stock): only the cached responses that show what changed go, in every
 * process (docs/decisions/001-catalogue-response-cache.md); the rest of the catalogue stays cached.
 */
export function catalogueStockChanged(app: Pick<FastifyInstance, 'invalidateStock'>): StockChanged {
  return ({ products = [], variations = [] }) => {
    if (products.length > 0 || variations.length > 0) void app.invalidateStock({ products, variations });
  };
}

/** The distinct product ids of some order lines (a line whose product was deleted has none). */
export function productIdsOf(lines: ReadonlyArray<{ product_id: number | null }>): number[] {
  return [...new Set(lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id])))];
}
