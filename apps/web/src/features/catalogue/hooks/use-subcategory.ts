import type { Category } from '@store/shared/schemas/catalogue';
import { useCategories } from '../api/get-taxonomy';
import { findCategory } from '../utils/listing-path';

/**
 * The catalogue's subcategory a listing path names: the path may carry the name ('Casual Shirts') or its slug
 * ('casual-shirts'); until the categories are known (or when none matches) the name is the path's text
 * (docs/product/storefront.md#listings).
 */
export function useSubcategory(parent: string, subcategory: string): { name: string; category: Category | undefined } {
  const categories = useCategories(parent);
  const category = findCategory(categories.data, subcategory);
  return { name: category?.name ?? subcategory, category };
}
