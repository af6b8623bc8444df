import { useLocation } from 'react-router';
import { ParentListing } from '@/features/catalogue/components/parent-listing';
import { LandingContent } from '@/features/landing/components/landing-content';
import { genderFromPath } from '@/features/catalogue/utils/listing-path';
import { PageMeta } from '@/features/seo/components/page-meta';
import { COLLECTION_TEXTS } from '@/features/seo/utils/descriptions';
import { collectionPath } from '@/features/seo/utils/paths';

/** /Men, /Women, /Kids: the landing content, then the collection's listing. */
export function Component() {
  const gender = genderFromPath(useLocation().pathname);
  return (
    <>
      <PageMeta
        title={COLLECTION_TEXTS[gender].title}
        description={COLLECTION_TEXTS[gender].description}
        canonicalPath={collectionPath(gender)}
      />
      <h1 className="sr-only">{gender}</h1>
      <LandingContent key={gender} gender={gender} />
      <div className="mt-8">
        <ParentListing parent={gender} />
      </div>
    </>
  );
}
