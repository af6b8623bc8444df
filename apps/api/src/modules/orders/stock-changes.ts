import type { FastifyInstance } from 'fastify';

/** Told which products' stock (or units sold) changed, after the change committed. */
export type StockChanged = (productIds: readonly number[]) => void;

/**
 * The one place that turns stock changes (checkout, payments, cancel, the unpaid-order sweep) into cache
 * invalidation (docs/product/checkout.md#stock). It receives the product ids whose stock changed; for now it
 * clears the catalogue response cache when there are any.
 */
export function catalogueStockChanged(app: Pick<FastifyInstance, 'catalogueCache'>): StockChanged {
  return (productIds) => {
    if (productIds.length > 0) app.catalogueCache.clear();
  };
}

/** The distinct product ids of some order lines (a line whose product was deleted has none). */
export function productIdsOf(lines: ReadonlyArray<{ product_id: number | null }>): number[] {
  return [...new Set(lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id])))];
}
