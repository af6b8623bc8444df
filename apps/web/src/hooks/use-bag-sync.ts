import { useEffect } from 'react';
import { startBagSync } from '@/stores/cart-sync';

/** Keeps a signed-in shopper's bag on the server (docs/product/storefront.md#the-bag-follows-the-shopper). */
export function useBagSync(): void {
  useEffect(() => startBagSync(), []);
}
