import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { brandsQuery, categoriesQuery } from '@/features/catalogue/api/get-taxonomy';
import { productPagesQuery } from '@/features/catalogue/api/product-pages';
import { productQuery } from '@/features/product/api/get-product';
import { queryClient } from '@/lib/query-client';
import { RootLayout, RouteLoading } from './layout/root-layout';
import { RouteError } from './route-error';

/**
 * The route table (docs/product/storefront.md#routes). Every page is its own chunk, so the home page loads neither the
 * checkout nor the admin code.
 */
const landing = () => import('./routes/store/landing');

/**
 * Loaders start a page's first requests while its code is still loading (they do not wait for the data:
 * the page shows its own spinner), so the first products and images arrive sooner.
 */
function prefetchHome() {
  void queryClient.prefetchInfiniteQuery(productPagesQuery('/Product', { sort: undefined }));
  return null;
}

function parentOf(request: Request): string {
  const first = new URL(request.url).pathname.split('/')[1]?.toLowerCase();
  return first === 'women' ? 'Women' : first === 'kids' ? 'Kids' : 'Men';
}

function prefetchSubcategory({ request, params }: LoaderFunctionArgs) {
  const parent = parentOf(request);
  void queryClient.prefetchQuery(categoriesQuery(parent));
  void queryClient.prefetchQuery(brandsQuery(parent));
  const filters = { parentcategory: parent, subcategories: [params.subcategory ?? ''], brand: [], sort: undefined };
  void queryClient.prefetchInfiniteQuery(productPagesQuery('/Product/products', filters));
  return null;
}

function prefetchProduct({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(productQuery(id));
  return null;
}

const subcategory = () => import('./routes/store/subcategory-listing');

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RouteLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: prefetchHome, lazy: () => import('./routes/store/home') },
      { path: 'men', lazy: landing },
      { path: 'women', lazy: landing },
      { path: 'kids', lazy: landing },
      { path: 'men/:subcategory', loader: prefetchSubcategory, lazy: subcategory },
      { path: 'women/:subcategory', loader: prefetchSubcategory, lazy: subcategory },
      { path: 'kids/:subcategory', loader: prefetchSubcategory, lazy: subcategory },
      { path: 'Search', lazy: () => import('./routes/store/search-results') },
      { path: 'autocomplete', lazy: () => import('./routes/store/autocomplete') },
      { path: 'Cart', lazy: () => import('./routes/store/cart') },
      { path: 'Wishlist', lazy: () => import('./routes/store/wishlist') },
      { path: ':category/:brand/:slug/:id', loader: prefetchProduct, lazy: () => import('./routes/store/product') },
      { path: 'Login', lazy: () => import('./routes/account/login') },
      { path: 'Dashboard', lazy: () => import('./routes/account/dashboard') },
      { path: 'Register', lazy: () => import('./routes/account/register') },
      { path: 'LoginOtp', lazy: () => import('./routes/account/login-otp') },
      { path: 'ForgotPassword', lazy: () => import('./routes/account/forgot-password') },
      { path: 'ResetPassword/:token', lazy: () => import('./routes/account/reset-password') },
      { path: 'VerifyEmail', lazy: () => import('./routes/account/verify-email') },
      { path: 'VerifyEmail/:token', lazy: () => import('./routes/account/verify-email') },
      { path: 'OtpVerify', lazy: () => import('./routes/account/otp-verify') },
      { path: 'googlelogin', lazy: () => import('./routes/account/google-login') },
      { path: 'Profile', lazy: () => import('./routes/account/profile') },
      { path: 'special-page', lazy: () => import('./routes/account/special-page') },
      { path: 'unauthorized', lazy: () => import('./routes/store/unauthorized') },
      { path: 'DeliveryAddress', lazy: () => import('./routes/checkout/delivery-address') },
      { path: 'AddDelivery', lazy: () => import('./routes/checkout/add-delivery') },
      { path: 'EditDelivery/:id', lazy: () => import('./routes/checkout/edit-delivery') },
      { path: 'Payment', lazy: () => import('./routes/checkout/payment') },
      { path: 'Orders', lazy: () => import('./routes/checkout/orders') },
      { path: 'OrderDetails/:id', lazy: () => import('./routes/checkout/order-details') },
      { path: 'OrderDetails/:id/Invoice', lazy: () => import('./routes/checkout/order-invoice') },
      { path: '*', lazy: () => import('./routes/store/not-found') },
    ],
  },
];

/** The admin pages (docs/product/admin.md#screens), loaded with their module only when one of them is opened. */
const ADMIN_PATH =
  /^\/(product|categoryparent|category|brand|variationattribute|productimageupload|productimagevarupload|productvariation\/[^/]+|variationattributevalue\/[^/]+|manageorders|manageorders\/[^/]+|manageorders\/[^/]+\/(invoice|packingslip)|creditnote\/[^/]+|customers|customers\/[^/]+|inventory|reviews|coupons|delivery)\/?$/i;
let adminPatched = false;

export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ path, patch }) {
    if (adminPatched || !ADMIN_PATH.test(path)) return;
    const { adminRoutes } = await import('./routes/admin');
    if (adminPatched) return;
    adminPatched = true;
    patch('root', adminRoutes);
  },
});
