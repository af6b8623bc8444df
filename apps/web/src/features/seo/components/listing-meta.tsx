import type { ListingItem } from '@store/shared/schemas/catalogue';
import { useSiteOrigin } from '@/lib/site-origin';
import { listingDescription, SITE_NAME } from '../utils/descriptions';
import { subcategoryPath } from '../utils/paths';
import { itemListJsonLd } from '../utils/structured-data';
import { JsonLd } from './json-ld';
import { PageMeta } from './page-meta';

interface ListingMetaProps {
  collection: string;
  /** The catalogue's name of the subcategory (the path's text until the categories are known). */
  subcategory: string;
  /** How many products the listing has, once known. */
  count: number | undefined;
  /** The products of the listing's first page, unfiltered and in the default order. */
  products: ListingItem[];
}

/**
 * A subcategory listing's head tags and ItemList data (docs/product/storefront.md#search-engines-and-link-previews):
 * filters, sort and later pages are not part of the canonical address.
 */
export function ListingMeta({ collection, subcategory, count, products }: ListingMetaProps) {
  const origin = useSiteOrigin();
  return (
    <>
      <PageMeta
        title={`${subcategory} for ${collection} · ${SITE_NAME}`}
        description={listingDescription(subcategory, collection, count)}
        canonicalPath={subcategoryPath(collection, subcategory)}
      />
      {products.length > 0 && <JsonLd data={itemListJsonLd(products, origin)} />}
    </>
  );
}
