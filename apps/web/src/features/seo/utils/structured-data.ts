import { initialSelection } from '@store/shared/product-options';
import type { ListingItem, Product, ProductImage } from '@store/shared/schemas/catalogue';
import { productPath } from '@store/shared/slug';
import { absoluteUrl, largestImageUrl } from './urls';

/*
 * schema.org data for search engines (docs/product/storefront.md#search-engines-and-link-previews). The offer states
 * what the product page shows when it opens, because search engines check structured data against the visible page.
 */

export type JsonLdData = Record<string, unknown>;

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** The images the product page shows first: the first variation's own, else the product's. */
export function shownImages(product: Product): ProductImage[] {
  const variation = initialSelection(product.variations).variation;
  return variation && variation.images.length > 0 ? variation.images : product.images;
}

/** The selling price the product page shows first (rupees): the first variation's, else the product's. */
export function shownPrice(product: Product): number {
  return initialSelection(product.variations).variation?.discount_price ?? product.discount_price;
}

/** In stock when any variation has stock, or, for a product without variations, its own stock. */
export function inStock(product: Product): boolean {
  if (product.variations.length === 0) return product.stock > 0;
  return product.variations.reduce((sum, variation) => sum + Math.max(0, variation.stock), 0) > 0;
}

/** A price as schema.org and Open Graph want it: rupees with two decimals, `1299.00`. */
export function priceText(rupees: number): string {
  return rupees.toFixed(2);
}

export function productJsonLd(product: Product, origin: string): JsonLdData {
  const data: JsonLdData = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: shownImages(product).map((image) => absoluteUrl(largestImageUrl(image), origin)),
    brand: { '@type': 'Brand', name: product.brand_name },
    sku: product.sku || String(product.product_id),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(productPath(product), origin),
      priceCurrency: 'INR',
      price: priceText(shownPrice(product)),
      availability: inStock(product) ? IN_STOCK : OUT_OF_STOCK,
    },
  };
  if (product.rating_count > 0 && product.rating_average != null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating_average,
      reviewCount: product.rating_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

export interface BreadcrumbItem {
  name: string;
  /** The page's path on the store (`/men`). */
  path: string;
}

export function breadcrumbJsonLd(items: BreadcrumbItem[], origin: string): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, origin),
    })),
  };
}

export function itemListJsonLd(
  products: Array<Pick<ListingItem, 'product_id' | 'name' | 'category_name' | 'brand_name'>>,
  origin: string,
): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(productPath(product), origin),
    })),
  };
}

/**
 * The text of a JSON-LD script: `<` written as \u003c, so no `</script>` or `<!--` in a product's text can end or
 * change the script element; JSON parsers read the same string.
 */
export function jsonLdText(data: JsonLdData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
