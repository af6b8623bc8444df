import { describe, expect, it } from 'vitest';
import { drawerMenus, hoverMenus, showsFooter, subcategoryPath } from './navigation';

describe('navigation', () => {
  it('hides the footer on the routes the product documents list, in any case', () => {
    for (const path of ['/dashboard', '/Dashboard', '/AddDelivery', '/EditDelivery/4', '/LoginOtp', '/autocomplete']) {
      expect(showsFooter(path)).toBe(false);
    }
    for (const path of ['/', '/Cart', '/Men/T-Shirt', '/EditDelivery']) expect(showsFooter(path)).toBe(true);
  });

  it('links menu items to /{Category}/{Item}', () => {
    expect(subcategoryPath('Men', 'Casual Shirts')).toBe('/Men/Casual%20Shirts');
  });

  it('has the drawer groups the product documents name', () => {
    expect(drawerMenus.Men.map((group) => group.title)).toEqual([
      'Topwear',
      'Bottomwear',
      'Footwear',
      'Bestsellers',
      'Sneakers',
      'Accessories',
      'Special Prices',
      'Collections',
    ]);
    expect(drawerMenus.Women.map((group) => group.title)).toEqual(['Dresses', 'Tops', 'Bottomwear']);
    expect(drawerMenus.Kids.map((group) => group.title)).toEqual(['T-Shirts', 'Jeans', 'Shoes']);
    expect(hoverMenus.map((menu) => menu.path)).toEqual(['/men', '/women', '/kids']);
  });
});
