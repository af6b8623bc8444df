import type { RouteObject } from 'react-router';
import { AdminGuard } from '@/features/auth/components/admin-guard';

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
