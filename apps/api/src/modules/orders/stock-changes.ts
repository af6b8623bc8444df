import type { FastifyInstance } from 'fastify';
import type { StockChange } from '../../lib/response-cache.ts';

/**
 * Told what a committed change did to stock and sales: a list of product ids means their stock or availability and
 * their units sold may have changed; a StockChange says more exactly what did, so less of the cache goes.
 */
export type StockChanged = (change: readonly number[] | StockChange) => void;

/**
 * The one place that turns stock changes (checkout, payments, cancel, the unpaid-order sweep) into cache
 * invalidation (docs/product/checkout.md#stock): only the cached responses that show what changed go, in every
 * process (docs/decisions/001-catalogue-response-cache.md); the rest of the catalogue stays cached.
 */
export function catalogueStockChanged(app: Pick<FastifyInstance, 'invalidateStock'>): StockChanged {
  return (change) => {
    const {
      products = [],
      variations = [],
      sold = false,
    } = isProductList(change) ? { products: change, sold: change.length > 0 } : change;
    if (products.length > 0 || variations.length > 0 || sold) void app.invalidateStock({ products, variations, sold });
  };
}

const isProductList = (change: readonly number[] | StockChange): change is readonly number[] => Array.isArray(change);

/** The distinct product ids of some order lines (a line whose product was deleted has none). */
export function productIdsOf(lines: ReadonlyArray<{ product_id: number | null }>): number[] {
  return [...new Set(lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id])))];
}
