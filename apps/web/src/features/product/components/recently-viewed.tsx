import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Product } from '@store/shared/schemas/catalogue';
import { othersThan, parseViewed, recordView, RECENTLY_VIEWED_KEY } from '../utils/recently-viewed';
import { ProductRow } from './product-row';

function storedText(): string | null {
  try {
    return localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return null;
  }
}

const noSubscription = () => () => {};

/**
 * 'Recently Viewed' (docs/product/storefront.md#recently-viewed): the products last opened in this browser, this one
 * left out; opening the page records it. Shows what was viewed before, so the row does not change under the shopper.
 */
export function RecentlyViewed({ product }: { product: Product }) {
  // What this browser viewed; a server-rendered page shows none until it has hydrated. Recording this view moves it to
  // the front of the list, which leaves the others in their order.
  const stored = useSyncExternalStore(noSubscription, storedText, () => null);
  const before = useMemo(() => parseViewed(stored), [stored]);
  useEffect(() => {
    try {
      localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(recordView(parseViewed(storedText()), product)));
    } catch {
      // Storage full or blocked: the row is a convenience.
    }
  }, [product]);
  const items = othersThan(before, product.product_id);
  if (items.length === 0) return null;
  return <ProductRow title="Recently Viewed" items={items} testId="recently-viewed" />;
}
