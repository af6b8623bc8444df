import { useLocation } from 'react-router';
import { ParentListing } from '@/features/catalogue/components/parent-listing';
import { LandingContent } from '@/features/landing/components/landing-content';
import type { Gender } from '@/features/landing/components/landing-data';

export function genderFromPath(pathname: string): Gender {
  const first = pathname.split('/')[1]?.toLowerCase();
  return first === 'women' ? 'Women' : first === 'kids' ? 'Kids' : 'Men';
}

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
