import type { ListingItem, ProductImage } from '@store/shared/schemas/catalogue';

// "Recently viewed" (docs/product/storefront.md#recently-viewed): what the row needs of each product, kept in this
// browser only, newest first.

/** How many products the browser remembers; the row shows them less the one on screen. */
export const RECENTLY_VIEWED_LIMIT = 10;
export const RECENTLY_VIEWED_KEY = 'recently-viewed';

export type ViewedProduct = Pick<
  ListingItem,
  'product_id' | 'name' | 'brand_name' | 'category_name' | 'price' | 'discount_price' | 'discount' | 'stock'
> & { images: ProductImage[] };

/** A product just viewed goes first; an earlier view of it is dropped; the oldest fall off past the limit. */
export function recordView(list: readonly ViewedProduct[], product: ViewedProduct): ViewedProduct[] {
  const slim: ViewedProduct = {
    product_id: product.product_id,
    name: product.name,
    brand_name: product.brand_name,
    category_name: product.category_name,
    price: product.price,
    discount_price: product.discount_price,
    discount: product.discount,
    stock: product.stock,
    images: product.images.slice(0, 1),
  };
  return [slim, ...list.filter((item) => item.product_id !== product.product_id)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The row under a product page: every remembered product but that one. */
export const othersThan = (list: readonly ViewedProduct[], productId: number) =>
  list.filter((item) => item.product_id !== productId);

const isViewed = (value: unknown): value is ViewedProduct => {
  const item = value as Partial<ViewedProduct> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isInteger(item.product_id) &&
    typeof item.name === 'string' &&
    typeof item.brand_name === 'string' &&
    typeof item.category_name === 'string' &&
    typeof item.price === 'number' &&
    typeof item.discount_price === 'number' &&
    Array.isArray(item.images)
  );
};

/** What storage held, as a list: unreadable entries dropped, at most the limit. */
export function parseViewed(text: string | null): ViewedProduct[] {
  try {
    const value: unknown = text === null ? [] : JSON.parse(text);
    return Array.isArray(value) ? value.filter(isViewed).slice(0, RECENTLY_VIEWED_LIMIT) : [];
  } catch {
    return [];
  }
}
