import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { isAdmin, useAuth } from '@/features/auth/hooks/use-auth';

/**
 * SPEC.md §6 admin guard: user not yet known shows Loading..., no user goes to /Login, a user who is not the
 * admin goes to /Unauthorized. The auth store reads local storage synchronously, so the user is always
 * known here and the Loading... state never shows.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user === null) return <Navigate to="/Login" replace />;
  if (!isAdmin(user)) return <Navigate to="/Unauthorized" replace />;
  return <>{children}</>;
}

function AdminArea({ title }: { title: string }) {
  return (
    <AdminGuard>
      <section className="mx-auto max-w-[1440px] px-4 py-10 md:px-10">
        <title>{`${title} · Admin · Store`}</title>
        <p className="text-xs font-bold tracking-widest text-brand uppercase">Admin area</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">{title}</h1>
      </section>
    </AdminGuard>
  );
}

const pages: Array<[path: string, title: string]> = [
  ['Product', 'Products'],
  ['CategoryParent', 'Collections'],
  ['Category', 'Categories'],
  ['Brand', 'Brands'],
  ['VariationAttribute', 'Variation attributes'],
  ['ProductImageUpload', 'Product images'],
  ['ProductImagevarUpload', 'Variation images'],
  ['ProductVariation/:id', 'Product variations'],
  ['VariationAttributeValue/:id', 'Attribute values'],
];

/** The admin routes, added under the common layout when an admin path is first opened (app/router.tsx). */
export const adminRoutes: RouteObject[] = pages.map(([path, title]) => ({
  path,
  element: <AdminArea title={title} />,
}));
