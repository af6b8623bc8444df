import { useLocation, useParams } from 'react-router';
import { SubcategoryListing } from '@/features/catalogue/components/subcategory-listing';
import { genderFromPath } from '@/features/catalogue/utils/listing-path';

export function Component() {
  const gender = genderFromPath(useLocation().pathname);
  const subcategory = useParams().subcategory ?? '';
  return (
    <>
      <title>{`${subcategory} for ${gender} · Store`}</title>
      <SubcategoryListing parent={gender} subcategory={subcategory} />
    </>
  );
}
