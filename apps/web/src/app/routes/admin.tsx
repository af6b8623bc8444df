import type { ReactNode } from 'react';
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
  OrderCreditNoteScreen,
  PackingSlipScreen,
} from '@/features/admin-orders/components/document-screens';
import { OrderDetailScreen } from '@/features/admin-orders/components/order-detail-screen';
import { OrdersScreen } from '@/features/admin-orders/components/orders-screen';

import { CustomerDetailScreen } from '@/features/admin-customers/components/customer-detail-screen';
import { CustomersScreen } from '@/features/admin-customers/components/customers-screen';
import { InventoryScreen } from '@/features/admin-inventory/components/inventory-screen';
import { ReviewsScreen } from '@/features/admin-reviews/components/reviews-screen';
import { DeliveryScreen } from '@/features/admin-delivery/components/delivery-screen';

/**
 * A page of one record named by the number in its address (`:id`, or `:refundId` for a credit note); anything else
 * there is a dead link (docs/product/admin.md#screens). The page is keyed by the id, so another record starts afresh.
 */
function RecordPage({
  param = 'id',
  names,
  render,
}: {
  param?: 'id' | 'refundId';
  names: string;
  render: (id: number) => ReactNode;
}) {
  const id = Number(useParams()[param]);
  return Number.isInteger(id) && id > 0 ? render(id) : <NotFoundPanel message={`This address names no ${names}.`} />;
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
      {
        path: 'ProductVariation/:id',
        element: <RecordPage names="product" render={(id) => <VariationsScreen key={id} productId={id} />} />,
      },
      {
        path: 'VariationAttributeValue/:id',
        element: <RecordPage names="variation" render={(id) => <AttributeValuesScreen key={id} variationId={id} />} />,
      },
      { path: 'ManageOrders', element: <OrdersScreen /> },
      {
        path: 'ManageOrders/:id',
        element: <RecordPage names="order" render={(id) => <OrderDetailScreen key={id} orderId={id} />} />,
      },
      {
        path: 'ManageOrders/:id/Invoice',
        element: <RecordPage names="order" render={(id) => <InvoiceScreen key={id} orderId={id} />} />,
      },
      {
        path: 'ManageOrders/:id/CreditNote',
        element: <RecordPage names="order" render={(id) => <OrderCreditNoteScreen key={id} orderId={id} />} />,
      },
      {
        path: 'ManageOrders/:id/PackingSlip',
        element: <RecordPage names="order" render={(id) => <PackingSlipScreen key={id} orderId={id} />} />,
      },
      {
        path: 'CreditNote/:refundId',
        element: (
          <RecordPage param="refundId" names="refund" render={(id) => <CreditNoteScreen key={id} refundId={id} />} />
        ),
      },

      { path: 'Customers', element: <CustomersScreen /> },
      {
        path: 'Customers/:id',
        element: <RecordPage names="customer" render={(id) => <CustomerDetailScreen key={id} id={id} />} />,
      },
      { path: 'Inventory', element: <InventoryScreen /> },
      { path: 'Reviews', element: <ReviewsScreen /> },
      { path: 'Coupons', element: <CouponsScreen /> },
      { path: 'Delivery', element: <DeliveryScreen /> },
    ],
  },
];
