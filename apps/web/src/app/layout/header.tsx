import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BackIcon, BagIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { SearchBox } from '@/features/search/components/search-box';
import { idlePart } from '@/lib/idle';
import { useCartCount } from '@/stores/cart';
import { HeaderCountLink } from './header-count-link';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';

/**
 * The phone drawer is only ever seen after a tap on the menu button, so its code (and the garment drawings of its
 * tiles) loads then, or when the pointer or focus reaches the button, not with every page
 * (docs/product/storefront.md#page-weight).
 */
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));

/**
 * The user menu (with the sign-out and the session notices) and the wishlist count (with the merge of a guest's list
 * at sign-in, and the bag kept in the account) load at an idle moment after the page; until then the header shows the plain links they are for a guest
 * (docs/product/storefront.md#page-weight). Pointing at or focusing the Profile link loads its menu at once and opens it.
 */
const userMenu = idlePart(() => import('./user-menu'));
const wishlistLink = idlePart(() => import('./wishlist-link'));

function UserMenuWhenLoaded() {
  const module = userMenu.useLoaded();
  // Pointed at or focused while the menu's code loads: it opens once loaded, as it would have at once.
  const [wanted, setWanted] = useState(false);
  if (module) return <module.UserMenu initiallyOpen={wanted} />;
  const load = () => {
    setWanted(true);
    void userMenu.loadNow();
  };
  return (
    <div
      className="relative hidden h-full items-center md:flex"
      onPointerEnter={load}
      onFocus={load}
      onPointerLeave={() => setWanted(false)}
      onBlur={() => setWanted(false)}
    >
      <Link to="/Login" className="flex flex-col items-center gap-0.5 px-3 text-xs font-semibold text-ink">
        <UserIcon className="size-5" />
        Profile
      </Link>
    </div>
  );
}

function WishlistLinkWhenLoaded() {
  const module = wishlistLink.useLoaded();
  if (module) return <module.WishlistLink />;
  return <HeaderCountLink to="/Wishlist" label="Wishlist" counted="saved" count={0} icon={HeartIcon} />;
}

function BagLink() {
  return (
    <HeaderCountLink to="/Cart" label="Bag" counted="items" count={useCartCount()} icon={BagIcon} testId="bag-count" />
  );
}

/** Fixed at the top, 3rem high on phones and 4rem from 768 px (docs/product/storefront.md#header). */
export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const isHome = pathname === '/';

  return (
    <header className="print:hidden fixed inset-x-0 top-0 z-50 h-12 border-b border-line bg-white shadow-[0_2px_8px_rgba(0,0,0,0.04)] md:h-16">
      <div className="mx-auto flex h-full max-w-[1440px] items-center gap-2 px-2 md:gap-4 md:px-6 lg:px-10">
        <div className="flex items-center lg:hidden">
          {isHome ? (
            <button
              type="button"
              onClick={() => setDrawerOpen(true)}
              onPointerEnter={() => void loadDrawer()}
              onFocus={() => void loadDrawer()}
              aria-label="Open menu"
              className="rounded-md p-2 text-ink"
            >
              <MenuIcon className="size-6" />
            </button>
          ) : (
            <button type="button" onClick={() => navigate(-1)} aria-label="Go back" className="rounded-md p-2 text-ink">
              <BackIcon className="size-6" />
            </button>
          )}
        </div>
        <Logo className="mr-2 lg:mr-6" />
        <MegaMenu />
        <div className="hidden max-w-xl flex-1 md:ml-auto md:block lg:mx-8">
          <SearchBox />
        </div>
        <div className="ml-auto flex h-full items-center md:ml-0 lg:ml-auto">
          <Link to="/autocomplete" aria-label="Search" className="p-2 text-ink md:hidden">
            <SearchIcon className="size-6" />
          </Link>
          <UserMenuWhenLoaded />
          <WishlistLinkWhenLoaded />
          <BagLink />
        </div>
      </div>
      {isHome && drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer open onClose={closeDrawer} />
        </Suspense>
      )}
    </header>
  );
}
