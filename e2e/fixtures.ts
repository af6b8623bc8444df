import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface ApiImage {
  image_url: string;
}

export interface ApiVariation {
  productvariation_id: number;
  price: number;
  discount_price: number;
  stock: number;
  attributes: Array<{ attribute_name: string; value: string }>;
}

export interface ApiProduct {
  product_id: number;
  name: string;
  brand_name: string;
  category_name: string;
  price: number;
  discount_price: number;
  variations: ApiVariation[];
}

export const attribute = (variation: ApiVariation, name: string) =>
  variation.attributes.find((candidate) => candidate.attribute_name.toLowerCase() === name)?.value ?? null;

interface Fixtures {
  phone: boolean;
  /** A product of the Men › T-Shirt listing whose first colour has at least two sizes in stock. */
  sizedProduct: { product: ApiProduct; sizes: Array<{ size: string; variation: ApiVariation }> };
  /** Fails the test on any serious or critical axe-core violation of the page as it is now. */
  checkA11y: (page: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  phone: async ({ isMobile }, use) => {
    await use(isMobile);
  },
  sizedProduct: async ({ request }, use) => {
    const listing = await request.get('/api/Product/products?parentcategory=Men&subcategories=T-Shirt&pageSize=24');
    expect(listing.ok()).toBe(true);
    const { items } = (await listing.json()) as { items: Array<{ product_id: number }> };
    for (const item of items) {
      const product = (await (await request.get(`/api/Product/${item.product_id}`)).json()) as ApiProduct;
      const colour = product.variations.map((variation) => attribute(variation, 'color'))[0] ?? null;
      const sizes = product.variations
        .filter(
          (variation) =>
            attribute(variation, 'color') === colour && variation.stock > 0 && attribute(variation, 'size'),
        )
        .map((variation) => ({ size: attribute(variation, 'size')!, variation }));
      const distinct = sizes.filter((entry, index) => sizes.findIndex((other) => other.size === entry.size) === index);
      if (distinct.length >= 2) {
        await use({ product, sizes: distinct });
        return;
      }
    }
    throw new Error('No Men › T-Shirt product with two sizes in stock in the demo catalogue.');
  },
  // Playwright reads a fixture's dependencies from its destructured first argument, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  checkA11y: async ({}, use) => {
    await use(async (page: Page) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      const report = serious.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(' | ')})`,
      );
      expect(report, `axe-core violations on ${page.url()}`).toEqual([]);
    });
  },
});

export { expect };

/** Prices as the cards show them: '₹1,299' or '₹1,299.5' → 1299 / 1299.5. */
export function rupees(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/** A literal piece of a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
