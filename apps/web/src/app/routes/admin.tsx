import type { ReactNode } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { isAdmin, useAuth } from '@/features/auth/hooks/use-auth';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { AttributeValuesScreen } from '@/features/admin/components/attribute-values-screen';
import { AttributesScreen } from '@/features/admin/components/attributes-screen';
import { BrandsScreen } from '@/features/admin/components/brands-screen';
import { CategoriesScreen } from '@/features/admin/components/categories-screen';
import { CollectionsScreen } from '@/features/admin/components/collections-screen';
import { NotFoundPanel } from '@/features/admin/components/not-found-panel';
import { ProductImagesScreen } from '@/features/admin/components/product-images-screen';
import { ProductsScreen } from '@/features/admin/components/products-screen';
import { VariationImagesScreen } from '@/features/admin/components/variation-images-screen';
import { VariationsScreen } from '@/features/admin/components/variations-screen';

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

/** The numeric id of /ProductVariation/{id} and /VariationAttributeValue/{id}; anything else is a dead link. */
function useNumericId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function ProductVariationPage() {
  const id = useNumericId();
  return id === null ? <NotFoundPanel message="This address names no product." /> : <VariationsScreen key={id} productId={id} />;
}

function AttributeValuePage() {
  const id = useNumericId();
  return id === null ? <NotFoundPanel message="This address names no variation." /> : <AttributeValuesScreen key={id} variationId={id} />;
}

/**
 * The admin routes (SPEC.md §2), added under the common layout when an admin path is first opened
 * (app/router.tsx): one guarded layout with the section bar, and a page per path.
 */
export const adminRoutes: RouteObject[] = [
  {
    id: 'admin',
    element: (
      <AdminGuard>
        <AdminLayout />
      </AdminGuard>
    ),
    children: [
      { path: 'Product', element: <ProductsScreen /> },
      { path: 'CategoryParent', element: <CollectionsScreen /> },
      { path: 'Category', element: <CategoriesScreen /> },
      { path: 'Brand', element: <BrandsScreen /> },
      { path: 'VariationAttribute', element: <AttributesScreen /> },
      { path: 'ProductImageUpload', element: <ProductImagesScreen /> },
      { path: 'ProductImagevarUpload', element: <VariationImagesScreen /> },
      { path: 'ProductVariation/:id', element: <ProductVariationPage /> },
      { path: 'VariationAttributeValue/:id', element: <AttributeValuePage /> },
    ],
  },
];
