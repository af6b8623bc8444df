/*
 * Canonical paths (docs/product/storefront.md#search-engines-and-link-previews): one address per page, the one the
 * store's own links use, whatever case or slug the page was opened at.
 */

/** `/men`, `/women`, `/kids` */
export function collectionPath(collection: string): string {
  return `/${collection.toLowerCase()}`;
}

/** `/Men/Casual%20Shirts`, as the menu and the landing tiles link a subcategory. */
export function subcategoryPath(collection: string, subcategory: string): string {
  return `/${collection}/${encodeURIComponent(subcategory)}`;
}

/** `/Search?rawquery=...`: the query only, without the collection, sort or filters. */
export function searchPath(rawquery: string): string {
  return `/Search?rawquery=${encodeURIComponent(rawquery.trim())}`;
}
