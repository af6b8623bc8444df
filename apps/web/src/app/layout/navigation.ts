/** The header's menus, word for word (docs/product/storefront.md#header). */
export interface MenuGroup {
  title: string;
  items: string[];
}

export interface MenuSection {
  label: 'Men' | 'Women' | 'Kids';
  path: string;
  groups: MenuGroup[];
}

export const hoverMenus: MenuSection[] = [
  {
    label: 'Men',
    path: '/men',
    groups: [
      { title: 'Topwear', items: ['T-Shirt', 'Casual Shirts', 'Jackets'] },
      { title: 'Bottomwear', items: ['Jeans', 'Pants', 'Shorts'] },
      { title: 'Footwear', items: ['Casual Shoes', 'Sneakers'] },
    ],
  },
  {
    label: 'Women',
    path: '/women',
    groups: [
      { title: 'Ethnic Wear', items: ['T-Shirt', 'Sarees', 'Kurta', 'Lehenga', 'Ethnic Wear'] },
      { title: 'Western Wear', items: ['Dresses', 'Tops', 'Jeans'] },
      { title: 'Accessories', items: ['Bags', 'Jewelry', 'Shoes'] },
    ],
  },
  {
    label: 'Kids',
    path: '/kids',
    groups: [
      { title: 'Clothing', items: ['T-Shirt', 'Shorts', 'Dresses'] },
      { title: 'Toys', items: ['Action Figures', 'Dolls', 'Games'] },
    ],
  },
];

/**
 * The phone drawer's groups: the group names are fixed; their tiles link only to subcategories the catalogue
 * has (docs/product/storefront.md#header).
 */
export const drawerMenus: Record<MenuSection['label'], MenuGroup[]> = {
  Men: [
    { title: 'Topwear', items: ['T-Shirt', 'Casual Shirts', 'Jackets'] },
    { title: 'Bottomwear', items: ['Jeans', 'Pants', 'Shorts'] },
    { title: 'Footwear', items: ['Casual Shoes', 'Sneakers'] },
    { title: 'Bestsellers', items: ['T-Shirt', 'Jeans', 'Sneakers'] },
    { title: 'Sneakers', items: ['Sneakers', 'Casual Shoes'] },
    { title: 'Accessories', items: ['Watches', 'Belts'] },
    { title: 'Special Prices', items: ['Shorts', 'Casual Shirts', 'Pants'] },
    { title: 'Collections', items: ['Jackets', 'Jeans', 'Watches'] },
  ],
  Women: [
    { title: 'Dresses', items: ['Dresses', 'Lehenga', 'Sarees'] },
    { title: 'Tops', items: ['Tops', 'T-Shirt', 'Kurta'] },
    { title: 'Bottomwear', items: ['Jeans', 'Skirts'] },
  ],
  Kids: [
    { title: 'T-Shirts', items: ['T-Shirt', 'Shorts'] },
    { title: 'Jeans', items: ['Jeans', 'Shorts'] },
    { title: 'Shoes', items: ['Shoes'] },
  ],
};

/** `/{Collection}/{Item}`, the path of a menu entry (docs/product/storefront.md#header). */
export function subcategoryPath(parent: string, item: string): string {
  return `/${parent}/${encodeURIComponent(item)}`;
}

/** The footer is hidden on these routes (docs/product/storefront.md#routes). */
const noFooter = [
  /^\/dashboard\/?$/i,
  /^\/adddelivery\/?$/i,
  /^\/editdelivery\/[^/]+\/?$/i,
  /^\/loginotp\/?$/i,
  /^\/autocomplete\/?$/i,
];

export function showsFooter(pathname: string): boolean {
  return !noFooter.some((pattern) => pattern.test(pathname));
}
