import { sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';

/** Active products counted per grouped row: what shoppers can find under a collection, category or brand. */
export const activeProductCount = sql<number>`count(${products.product_id}) filter (where ${products.is_active})::int`;

/** '1 category', '3 categories': for the 409s that say what still uses a record. */
export function plural(countValue: number, word: string): string {
  return `${countValue} ${word}${countValue === 1 ? '' : 's'}`;
}
