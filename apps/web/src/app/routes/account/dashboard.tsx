import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { RequireUser } from '@/features/auth/components/require-user';
import { ShopperFigures } from '@/features/auth/components/shopper-figures';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useAdminAccess } from '@/stores/permissions';

/**
 * The admin's figures and chart, in their own chunk: a shopper's /Dashboard never downloads them or the chart
 * library (docs/product/admin.md#dashboard).
 */
const AdminDashboard = lazy(() =>
  import('@/features/admin-dashboard/components/admin-dashboard').then((module) => ({
    default: module.AdminDashboard,
  })),
);

const linkClass = 'block rounded-md px-4 py-2.5 text-sm font-medium text-ink-soft hover:bg-canvas hover:text-ink';

/**
 * Side menu (Settings opens the profile), welcome line, and the admin's store figures or the shopper's own
 * (docs/product/accounts.md#dashboard).
 */
export function Component() {
  const logout = useLogout();
  // The store's figures for whoever may read them (the owner, an analyst; docs/product/admin.md#what-each-role-sees).
  const storeFigures = useAdminAccess().can('dashboard.read');
  return (
    <RequireUser screen="Dashboard">
      {(user) => (
        <div className="mx-auto flex max-w-[1440px] flex-col gap-6 px-4 py-6 md:flex-row md:px-10 md:py-10">
          <title>Dashboard · Store</title>
          <nav aria-label="Dashboard" className="shrink-0 rounded-lg border border-line bg-white p-2 md:w-56">
            <Link to="/" className={linkClass}>
              Home
            </Link>
            <Link to="/Profile" className={linkClass}>
              Profile
            </Link>
            <Link to="/Profile" className={linkClass}>
              Settings
            </Link>
            <button type="button" className={`${linkClass} w-full text-left`} onClick={() => void logout()}>
              Logout
            </button>
          </nav>
          <section className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold text-ink">Welcome, {user.name || user.given_name}</h1>
            {storeFigures ? (
              <div className="mt-6">
                <Suspense fallback={<Spinner label="Loading figures" />}>
                  <AdminDashboard />
                </Suspense>
              </div>
            ) : (
              <ShopperFigures email={user.email} />
            )}
          </section>
        </div>
      )}
    </RequireUser>
  );
}
