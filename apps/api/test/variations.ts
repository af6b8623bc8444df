import { eq } from 'drizzle-orm';
import { productVariations } from '../src/db/schema/index.ts';
import type { TestApp } from './app.ts';
import type { CatalogueFactory } from './factories.ts';

/** A variation of its own (price ₹500) of one product, so each test counts its own stock. */
export async function ownVariation(t: TestApp, factory: CatalogueFactory, productId: number, stock: number) {
  const made = await factory.variation(productId, { price: 500, stock });
  const id = made.productvariation_id;
  return {
    id,
    line: (quantity = 1) => ({ product_id: productId, productvariation_id: id, quantity }),
    stock: async () => {
      const [row] = await t.database.db
        .select({ stock: productVariations.stock })
        .from(productVariations)
        .where(eq(productVariations.productvariation_id, id));
      return row!.stock;
    },
  };
}
