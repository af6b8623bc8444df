/**
 * A segment of a product link (docs/product/storefront.md#listings): lowercased, spaces become hyphens, characters
 * other than a-z, 0-9 and hyphen removed.
 */
export function slugSegment(text: string): string {
  return text
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

export interface ProductLinkParts {
  product_id: number;
  name: string;
  category_name?: string | null;
  brand_name?: string | null;
}

/** `/{category}/{brand}/{product name}/{product_id}` */
export function productPath(product: ProductLinkParts): string {
  const category = slugSegment(product.category_name ?? '') || 'product';
  const brand = slugSegment(product.brand_name ?? '') || 'brand';
  const name = slugSegment(product.name) || 'item';
  return `/${category}/${brand}/${name}/${product.product_id}`;
}
