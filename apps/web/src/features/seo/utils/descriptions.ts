import { formatRupees } from '@store/shared/money';
import type { Product } from '@store/shared/schemas/catalogue';
import { shownPrice } from './structured-data';

/*
 * The texts of the description tags (docs/product/storefront.md#search-engines-and-link-previews): one sentence a
 * search result can show whole, about 155 characters at most.
 */

export const SITE_NAME = 'Store';

export const HOME_TITLE = 'Store – Online Fashion Shopping for Men, Women and Kids';
export const HOME_DESCRIPTION =
  'Fashion for Men, Women and Kids: T-shirts, shirts, jeans, ethnic wear, shoes and more, delivered across India.';

export type Collection = 'Men' | 'Women' | 'Kids';

export const COLLECTION_TEXTS: Record<Collection, { title: string; description: string }> = {
  Men: {
    title: "Men's Fashion · Store",
    description:
      "Shop men's fashion online: casual shirts, T-shirts, jeans, jackets, sneakers and watches, delivered across India.",
  },
  Women: {
    title: "Women's Fashion · Store",
    description:
      "Shop women's fashion online: sarees, kurtas, lehengas, dresses, tops and jeans, delivered across India.",
  },
  Kids: {
    title: "Kids' Fashion · Store",
    description: "Shop kids' fashion online: T-shirts, shorts, jeans, shoes and toys, delivered across India.",
  },
};

const MAX_LENGTH = 155;

/** Whitespace collapsed, cut at a word boundary before `max` characters with an ellipsis when too long. */
export function metaDescription(text: string, max = MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The product's own description, or a sentence with its brand, name and price when it has none. */
export function productDescription(product: Product): string {
  const own = metaDescription(product.description);
  if (own) return own;
  return metaDescription(
    `Buy ${product.brand_name} ${product.name} for ${formatRupees(shownPrice(product))} online at ${SITE_NAME}, delivered across India.`,
  );
}

/** A subcategory listing: its name, the collection and the number of products when known. */
export function listingDescription(subcategory: string, collection: string, count: number | undefined): string {
  const products = count && count > 0 ? `: ${count} ${count === 1 ? 'product' : 'products'}` : '';
  return metaDescription(`${subcategory} for ${collection}${products} online at ${SITE_NAME}, delivered across India.`);
}
