import type { ReactNode } from 'react';
import { useParams, type RouteObject } from 'react-router';
import { AdminGuard } from '@/features/auth/components/admin-guard';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { AttributeValuesScreen } from '@/features/admin/components/attribute-values-screen';
import { AttributesScreen } from '@/features/admin/components/attributes-screen';
import { BrandsScreen } from '@/features/admin/components/brands-screen';
import { CouponsScreen } from '@/features/admin/components/coupons-screen';
import { CategoriesScreen } from '@/features/admin/components/categories-screen';
import { CatalogueImportScreen } from '@/features/admin/components/catalogue-import-screen';
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
import { GrievancesScreen } from '@/features/admin-grievances/components/grievances-screen';
import { DeliveryScreen } from '@/features/admin-delivery/components/delivery-screen';
import { AuditLogScreen } from '@/features/admin/components/audit-log-screen';
import { StaffScreen } from '@/features/admin/components/staff-screen';
import { StoreSettingsScreen } from '@/features/admin/components/store-settings-screen';
import { BreachesScreen } from '@/features/admin/components/breaches-screen';
import { SecurityScreen } from '@/features/admin/components/security-screen';
import { SizeChartsScreen } from '@/features/admin/components/size-charts-screen';
import type { AdminRouteHandle, Permission } from '@/lib/permissions';

/** The permission a page needs (docs/product/admin.md#what-each-role-sees); the guard reads it from the route. */
function needs(permission: Permission): AdminRouteHandle {
  return { permission };
}

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
 * (app/router.tsx): one guarded layout with the section bar, and a page per path with the permission it needs.
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
      { path: 'Product', handle: needs('catalogue.write'), element: <ProductsScreen /> },
      { path: 'CatalogueImport', handle: needs('catalogue.import'), element: <CatalogueImportScreen /> },
      { path: 'CategoryParent', handle: needs('catalogue.write'), element: <CollectionsScreen /> },
      { path: 'Category', handle: needs('catalogue.write'), element: <CategoriesScreen /> },
      { path: 'Brand', handle: needs('catalogue.write'), element: <BrandsScreen /> },
      { path: 'VariationAttribute', handle: needs('catalogue.write'), element: <AttributesScreen /> },
      { path: 'SizeCharts', handle: needs('catalogue.write'), element: <SizeChartsScreen /> },
      { path: 'ProductImageUpload', handle: needs('catalogue.write'), element: <ProductImagesScreen /> },
      { path: 'ProductImagevarUpload', handle: needs('catalogue.write'), element: <VariationImagesScreen /> },
      {
        path: 'ProductVariation/:id',
        handle: needs('catalogue.write'),
        element: <RecordPage names="product" render={(id) => <VariationsScreen key={id} productId={id} />} />,
      },
      {
        path: 'VariationAttributeValue/:id',
        handle: needs('catalogue.write'),
        element: <RecordPage names="variation" render={(id) => <AttributeValuesScreen key={id} variationId={id} />} />,
      },
      { path: 'ManageOrders', handle: needs('orders.read'), element: <OrdersScreen /> },
      {
        path: 'ManageOrders/:id',
        handle: needs('orders.read'),
        element: <RecordPage names="order" render={(id) => <OrderDetailScreen key={id} orderId={id} />} />,
      },
      {
        path: 'ManageOrders/:id/Invoice',
        handle: needs('orders.read'),
        element: <RecordPage names="order" render={(id) => <InvoiceScreen key={id} orderId={id} />} />,
      },
      {
        path: 'ManageOrders/:id/CreditNote',
        handle: needs('orders.read'),
        element: <RecordPage names="order" render={(id) => <OrderCreditNoteScreen key={id} orderId={id} />} />,
      },
      {
        path: 'ManageOrders/:id/PackingSlip',
        handle: needs('orders.read'),
        element: <RecordPage names="order" render={(id) => <PackingSlipScreen key={id} orderId={id} />} />,
      },
      {
        path: 'CreditNote/:refundId',
        handle: needs('orders.read'),
        element: (
          <RecordPage param="refundId" names="refund" render={(id) => <CreditNoteScreen key={id} refundId={id} />} />
        ),
      },

      { path: 'Customers', handle: needs('customers.read'), element: <CustomersScreen /> },
      {
        path: 'Customers/:id',
        handle: needs('customers.read'),
        element: <RecordPage names="customer" render={(id) => <CustomerDetailScreen key={id} id={id} />} />,
      },
      { path: 'Inventory', handle: needs('inventory.read'), element: <InventoryScreen /> },
      { path: 'Reviews', handle: needs('reviews.moderate'), element: <ReviewsScreen /> },
      { path: 'Grievances', handle: needs('grievances.manage'), element: <GrievancesScreen /> },
      { path: 'Coupons', handle: needs('coupons.write'), element: <CouponsScreen /> },
      { path: 'Delivery', handle: needs('delivery.write'), element: <DeliveryScreen /> },
      { path: 'Staff', handle: needs('staff.manage'), element: <StaffScreen /> },
      { path: 'AuditLog', handle: needs('audit.read'), element: <AuditLogScreen /> },
      { path: 'StoreSettings', handle: needs('settings.manage'), element: <StoreSettingsScreen /> },
      { path: 'Breaches', handle: needs('settings.manage'), element: <BreachesScreen /> },
      {
        path: 'Security',
        handle: { permission: null, security: true } satisfies AdminRouteHandle,
        element: <SecurityScreen />,
      },
    ],
  },
];
