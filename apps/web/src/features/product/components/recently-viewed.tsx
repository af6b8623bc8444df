import { useEffect, useState } from 'react';
import type { Product } from '@store/shared/schemas/catalogue';
import { othersThan, parseViewed, recordView, RECENTLY_VIEWED_KEY, type ViewedProduct } from '../utils/recently-viewed';
import { ProductRow } from './product-row';

function readViewed(): ViewedProduct[] {
  try {
    return parseViewed(localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return [];
  }
}

/**
 * 'Recently Viewed' (docs/product/storefront.md#recently-viewed): the products last opened in this browser, this one
 * left out; opening the page records it. Shows what was viewed before, so the row does not change under the shopper.
 */
export function RecentlyViewed({ product }: { product: Product }) {
  const [before] = useState(readViewed);
  useEffect(() => {
    try {
      localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(recordView(readViewed(), product)));
    } catch {
      // Storage full or blocked: the row is a convenience.
    }
  }, [product]);
  const items = othersThan(before, product.product_id);
  if (items.length === 0) return null;
  return <ProductRow title="Recently Viewed" items={items} testId="recently-viewed" />;
}
