import type { ColourFamily } from '@store/shared/colour-families';
import { listingTags, scopeTags, SIZE_STOCK_TAG } from '../../../lib/response-cache.ts';
import { slugParam, type ProductFilter } from '../listing-where.ts';

/** A shopper listing's query as the route's schema parsed it (docs/product/api.md#filters). */
export interface ParsedFilters {
  subcategories?: string[];
  brand: string[];
  size: string[];
  color: string[];
  price_min?: number | undefined;
  price_max?: number | undefined;
  discount_min?: number | undefined;
}

/** The listing filter of a parsed query, within `parent` (a collection, or none). */
export function listingFilter(query: ParsedFilters, parent: string | undefined): ProductFilter {
  return {
    parent: parent || undefined,
    categories: query.subcategories ?? [],
    brands: query.brand,
    sizes: query.size,
    colors: query.color as ColourFamily[],
    priceMin: query.price_min,
    priceMax: query.price_max,
    discountMin: query.discount_min,
  };
}

/**
 * The cache tags of a filtered listing or its facets: those of the listing it narrows (its sort, its collection,
 * categories and brands), and the size-stock tag when sizes in stock decide it
 * (docs/decisions/001-catalogue-response-cache.md#tags).
 */
export function filteredTags(
  filter: ProductFilter,
  options: { sort?: string | undefined; ranked?: boolean; sizes?: boolean },
) {
  const tags = [
    ...listingTags(options.sort, options.ranked),
    ...scopeTags({ parent: filter.parent, categories: filter.categories?.map(slugParam), brands: filter.brands }),
  ];
  if (options.sizes || filter.sizes?.length) tags.push(SIZE_STOCK_TAG);
  return tags;
}
