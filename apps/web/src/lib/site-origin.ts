import { createContext, useContext } from 'react';

/**
 * The store's public origin (`https://shop.example`), for canonical URLs and link previews
 * (docs/product/storefront.md#search-engines-and-link-previews). The server renders with PUBLIC_URL and hands the same
 * value to the browser, so a hydrated page never disagrees with its HTML; a page rendered only in the browser uses the
 * address it was opened at.
 */
export const SiteOriginContext = createContext<string>(typeof window === 'undefined' ? '' : window.location.origin);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
