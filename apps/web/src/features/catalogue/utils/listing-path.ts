import { slugSegment } from '@store/shared/slug';

/** The collection a listing path names: `/women/...` Women, `/kids/...` Kids, anything else Men. */
export function genderFromPath(pathname: string): 'Men' | 'Women' | 'Kids' {
  const first = pathname.split('/')[1]?.toLowerCase();
  return first === 'women' ? 'Women' : first === 'kids' ? 'Kids' : 'Men';
}

/**
 * The category a path names: the path may carry the name ('Casual Shirts') or its slug ('casual-shirts').
 */
export function findCategory<T extends { name: string }>(
  categories: readonly T[] | undefined,
  asked: string,
): T | undefined {
  return categories?.find((category) => slugSegment(category.name) === slugSegment(asked));
}

/** The catalogue's name of the category a path names; an unknown one stays as it was asked. */
export function categoryName(categories: ReadonlyArray<{ name: string }> | undefined, asked: string): string {
  return findCategory(categories, asked)?.name ?? asked;
}
