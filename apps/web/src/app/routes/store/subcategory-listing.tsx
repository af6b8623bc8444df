import { useLocation, useParams } from 'react-router';
import { PAGE_SIZE } from '@store/shared/catalogue';
import { emptyFilters } from '@store/shared/listing-filters';
import { useListingProducts } from '@/features/catalogue/api/product-pages';
import { SubcategoryListing } from '@/features/catalogue/components/subcategory-listing';
import { useSubcategory } from '@/features/catalogue/hooks/use-subcategory';
import { genderFromPath } from '@/features/catalogue/utils/listing-path';
import { ListingMeta } from '@/features/seo/components/listing-meta';

export function Component() {
  const gender = genderFromPath(useLocation().pathname);
  const subcategory = useParams().subcategory ?? '';
  const { name, category } = useSubcategory(gender, subcategory);
  // The listing as it first opens (no filters, default order): the same request the page and its loader make.
  const firstPage = useListingProducts({ kind: 'subcategory', parent: gender, subcategory: name }, emptyFilters);
  const count = firstPage.isLoading ? category?.productCount : firstPage.totalCount;
  return (
    <>
      <ListingMeta
        collection={gender}
        subcategory={name}
        count={count}
        products={firstPage.items.slice(0, PAGE_SIZE)}
      />
      <SubcategoryListing parent={gender} subcategory={subcategory} />
    </>
  );
}
