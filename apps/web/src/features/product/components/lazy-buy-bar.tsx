import type { ReactNode, RefObject } from 'react';
import { idlePart } from '@/lib/idle';

/** The bar's code comes at the page's first idle moment (docs/product/storefront.md#page-weight). */
const bar = idlePart(() => import('./sticky-buy-bar'));

/** The phone's sticky buy bar once its code has come (docs/product/storefront.md#sticky-buy-bar); nothing before. */
export function BuyBar(props: { watched: RefObject<HTMLElement | null>; children: ReactNode }) {
  const module = bar.useLoaded();
  return module ? <module.StickyBuyBar {...props} /> : null;
}
