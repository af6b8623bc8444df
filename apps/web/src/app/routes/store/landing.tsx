import { useLocation } from 'react-router';
import { ParentListing } from '@/features/catalogue/components/parent-listing';
import { LandingContent } from '@/features/landing/components/landing-content';
import { genderFromPath } from '@/features/catalogue/utils/listing-path';

/** /Men, /Women, /Kids: the landing content, then the collection's listing. */
export function Component() {
  const gender = genderFromPath(useLocation().pathname);
  return (
    <>
      <title>{`${gender}'s Fashion · Store`}</title>
      <h1 className="sr-only">{gender}</h1>
      <LandingContent key={gender} gender={gender} />
      <div className="mt-8">
        <ParentListing parent={gender} />
      </div>
    </>
  );
}
