import { useHoverMenu } from '@/hooks/use-hover-menu';
import { Link } from 'react-router';
import { UserIcon } from '@/components/ui/icons';
import { SessionNotice } from '@/features/auth/components/session-notice';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { allowedLinks, type AdminPath } from '@/lib/permissions';
import { useAuth } from '@/stores/auth';
import { useAdminAccess } from '@/stores/permissions';

/** The user menu closes 100 ms after the pointer leaves (docs/product/storefront.md#limits). */
const CLOSE_DELAY_MS = 100;

/** The admin links of the user menu and the phone drawer, each for whoever holds its permission. */
export const adminLinks: ReadonlyArray<{ label: string; to: AdminPath }> = [
  { label: 'Manage Orders', to: '/ManageOrders' },
  { label: 'Product', to: '/Product' },
  { label: 'Brand', to: '/Brand' },
  { label: 'Category', to: '/Category' },
  { label: 'Parent Category', to: '/CategoryParent' },
  { label: 'Variation', to: '/VariationAttribute' },
  { label: 'Size Charts', to: '/SizeCharts' },
  { label: 'Dashboard', to: '/Dashboard' },
  { label: 'Customers', to: '/Customers' },
  { label: 'Inventory', to: '/Inventory' },
  { label: 'Reviews', to: '/Reviews' },
  { label: 'Coupons', to: '/Coupons' },
  { label: 'Grievances', to: '/Grievances' },
  { label: 'Delivery', to: '/Delivery' },
  { label: 'Security', to: '/Security' },
  { label: 'Staff', to: '/Staff' },
  { label: 'Audit Log', to: '/AuditLog' },
];

/** The admin links the signed-in account may follow (GET /api/admin/me; docs/product/admin.md#what-each-role-sees). */
export function useAdminLinks(): Array<{ label: string; to: AdminPath }> {
  return allowedLinks(adminLinks, useAdminAccess().access);
}

/** `initiallyOpen`: the pointer or focus came to the Profile link while this menu's code was loading. */
export function UserMenu({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { user } = useAuth();
  const links = useAdminLinks();
  const logout = useLogout();
  const { open, setOpen, handlers } = useHoverMenu(CLOSE_DELAY_MS, initiallyOpen);
  const linkClass = 'block px-5 py-2 text-sm text-ink-soft hover:bg-canvas hover:text-ink';

  return (
    <>
      <SessionNotice />
      <div className="relative hidden h-full items-center md:flex" {...handlers}>
        <Link
          to={user ? '/Profile' : '/Login'}
          aria-haspopup="true"
          aria-expanded={open}
          className="flex flex-col items-center gap-0.5 px-3 text-xs font-semibold text-ink"
        >
          <UserIcon className="size-5" />
          Profile
        </Link>
        <div
          hidden={!open}
          className="absolute top-full right-0 z-40 w-64 animate-fade-in rounded-b-lg border border-t-0 border-line bg-white py-3 shadow-xl"
        >
          {user ? (
            <>
              <p className="px-5 pb-2 text-sm font-bold text-ink">Welcome, {user.name || user.given_name}</p>
              <p className="truncate px-5 pb-3 text-xs text-muted">{user.email}</p>
              <div className="border-t border-line pt-2">
                <Link to="/Orders" className={linkClass}>
                  Orders
                </Link>
                <Link to="/Profile" className={linkClass}>
                  Profile
                </Link>
              </div>
              {links.length > 0 && (
                <div className="mt-2 border-t border-line pt-2">
                  <p className="px-5 pb-1 text-xs font-bold tracking-wider text-muted uppercase">Admin</p>
                  {links.map((link) => (
                    <Link key={link.to} to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  ))}
                </div>
              )}
              <div className="mt-2 border-t border-line pt-2">
                <button
                  type="button"
                  className={`${linkClass} w-full text-left`}
                  onClick={() => {
                    setOpen(false);
                    void logout();
                  }}
                >
                  Logout
                </button>
              </div>
            </>
          ) : (
            <div className="px-5">
              <p className="text-sm font-bold text-ink">Welcome</p>
              <p className="mt-1 text-xs text-muted">To access your account and manage orders</p>
              <Link
                to="/Login"
                className="mt-3 inline-flex h-10 items-center rounded-md border border-brand/40 px-5 text-sm font-bold text-brand hover:border-brand"
              >
                Login
              </Link>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
