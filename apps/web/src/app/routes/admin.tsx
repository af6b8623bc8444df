import { useParams, type RouteObject } from 'react-router';
import { AdminGuard } from '@/features/auth/components/admin-guard';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { AttributeValuesScreen } from '@/features/admin/components/attribute-values-screen';
import { AttributesScreen } from '@/features/admin/components/attributes-screen';
import { BrandsScreen } from '@/features/admin/components/brands-screen';
import { CouponsScreen } from '@/features/admin/components/coupons-screen';
import { CategoriesScreen } from '@/features/admin/components/categories-screen';
import { CollectionsScreen } from '@/features/admin/components/collections-screen';
import { NotFoundPanel } from '@/features/admin/components/not-found-panel';
import { ProductImagesScreen } from '@/features/admin/components/product-images-screen';
import { ProductsScreen } from '@/features/admin/components/products-screen';
import { VariationImagesScreen } from '@/features/admin/components/variation-images-screen';
import { VariationsScreen } from '@/features/admin/components/variations-screen';
import {
  CreditNoteScreen,
  InvoiceScreen,
  PackingSlipScreen,
} from '@/features/admin-orders/components/document-screens';
import { OrderDetailScreen } from '@/features/admin-orders/components/order-detail-screen';
import { OrdersScreen } from '@/features/admin-orders/components/orders-screen';

import { CustomerDetailScreen } from '@/features/admin-customers/components/customer-detail-screen';
import { CustomersScreen } from '@/features/admin-customers/components/customers-screen';
import { InventoryScreen } from '@/features/admin-inventory/components/inventory-screen';
import { ReviewsScreen } from '@/features/admin-reviews/components/reviews-screen';
import { DeliveryScreen } from '@/features/admin-delivery/components/delivery-screen';

/** The numeric id of /ProductVariation/{id} and /VariationAttributeValue/{id}; anything else is a dead link. */
function useNumericId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function ProductVariationPage() {
  const id = useNumericId();
  return id === null ? (
    <NotFoundPanel message="This address names no product." />
  ) : (
    <VariationsScreen key={id} productId={id} />
  );
}

function CustomerPage() {
  const id = useNumericId();
  return id === null ? (
    <NotFoundPanel message="This address names no customer." />
  ) : (
    <CustomerDetailScreen key={id} id={id} />
  );
}

function AttributeValuePage() {
  const id = useNumericId();
  return id === null ? (
    <NotFoundPanel message="This address names no variation." />
  ) : (
    <AttributeValuesScreen key={id} variationId={id} />
  );
}

/** The order pages (docs/product/admin.md#orders): a number that is not an order id is a dead link. */
function useOrderId(param: 'id' | 'refundId'): number | null {
  const id = Number(useParams()[param]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function OrderPage() {
  const id = useOrderId('id');
  return id === null ? (
    <NotFoundPanel message="This address names no order." />
  ) : (
    <OrderDetailScreen key={id} orderId={id} />
  );
}

function InvoicePage() {
  const id = useOrderId('id');
  return id === null ? (
    <NotFoundPanel message="This address names no order." />
  ) : (
    <InvoiceScreen key={id} orderId={id} />
  );
}

function PackingSlipPage() {
  const id = useOrderId('id');
  return id === null ? (
    <NotFoundPanel message="This address names no order." />
  ) : (
    <PackingSlipScreen key={id} orderId={id} />
  );
}

function CreditNotePage() {
  const id = useOrderId('refundId');
  return id === null ? (
    <NotFoundPanel message="This address names no refund." />
  ) : (
    <CreditNoteScreen key={id} refundId={id} />
  );
}

/**
 * The admin routes (docs/product/admin.md#screens), added under the common layout when an admin path is first opened
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
      { path: 'ManageOrders', element: <OrdersScreen /> },
      { path: 'ManageOrders/:id', element: <OrderPage /> },
      { path: 'ManageOrders/:id/Invoice', element: <InvoicePage /> },
      { path: 'ManageOrders/:id/PackingSlip', element: <PackingSlipPage /> },
      { path: 'CreditNote/:refundId', element: <CreditNotePage /> },

      { path: 'Customers', element: <CustomersScreen /> },
      { path: 'Customers/:id', element: <CustomerPage /> },
      { path: 'Inventory', element: <InventoryScreen /> },
      { path: 'Reviews', element: <ReviewsScreen /> },
      { path: 'Coupons', element: <CouponsScreen /> },
      { path: 'Delivery', element: <DeliveryScreen /> },
    ],
  },
];
