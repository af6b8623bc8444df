import { useLocation, useNavigation } from 'react-router';

/**
 * Whether this page is still the one on screen: no navigation under way and the address still its own. A list
 * that writes its debounced search into the address asks first, so a search that settles just after the admin
 * clicked a row never lands on the next page's address (`/ProductVariation/7?q=…`).
 */
export function useStillHere(): () => boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return () => navigation.state === 'idle' && window.location.pathname === pathname;
}
