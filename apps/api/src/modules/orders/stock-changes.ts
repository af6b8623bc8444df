import type { FastifyInstance } from 'fastify';

/** Told which products' stock (or units sold) changed, after the change committed. */
export type StockChanged = (productIds: readonly number[]) => void;

/**
 * The one place that turns stock changes (checkout, payments, cancel, the unpaid-order sweep) into cache
 * invalidation (docs/product/checkout.md#stock): only the cached responses that show those products go, in every
 * process (docs/decisions/001-catalogue-response-cache.md); the rest of the catalogue stays cached.
 */
export function catalogueStockChanged(app: Pick<FastifyInstance, 'invalidateProducts'>): StockChanged {
  return (productIds) => {
    if (productIds.length > 0) void app.invalidateProducts(productIds);
  };
}

/** The distinct product ids of some order lines (a line whose product was deleted has none). */
export function productIdsOf(lines: ReadonlyArray<{ product_id: number | null }>): number[] {
  return [...new Set(lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id])))];
}
