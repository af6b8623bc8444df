import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { emptyFilters, filtersFromSearch } from '@store/shared/listing-filters';
import { categoriesQuery } from '@/features/catalogue/api/get-taxonomy';
import { facetsQuery, listingRequest, type ListingScope } from '@/features/catalogue/api/listing-query';
import { productPagesQuery } from '@/features/catalogue/api/product-pages';
import { categoryName, genderFromPath } from '@/features/catalogue/utils/listing-path';
import { authConfigQuery } from '@/features/auth/api/google';
import { isProductId, productQuery } from '@/features/product/api/get-product';
import { storeInfoQuery } from '@/features/store-info/api';
import { queryClient } from '@/lib/query-client';
import { RootLayout, RouteLoading } from './layout/root-layout';
import { RouteError } from './route-error';

/**
 * The route table (docs/product/storefront.md#routes). Every page is its own chunk, so the home page loads neither the
 * checkout nor the admin code.
 */
const landing = () => import('./routes/store/landing');

/** What the server hands its loaders: the request's own query client (apps/web/src/entry-server.tsx). */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

/**
 * Loaders start a page's first requests while its code is still loading. In the browser they do not wait for the
 * data (the page shows its own spinner), so the first products and images arrive sooner; on the server they wait,
 * so the HTML carries the page with its data (docs/decisions/017-server-rendering.md).
 */
async function load(
  context: unknown,
  start: (client: QueryClient, server: boolean) => Array<Promise<unknown>>,
): Promise<null> {
  const server = (context as Partial<ServerLoadContext> | undefined)?.queryClient;
  const pending = start(server ?? queryClient, server !== undefined);
  if (server) await Promise.all(pending);
  return null;
}

/** A listing's products and facets for its scope and the filters in the URL (docs/product/storefront.md#filters). */
function prefetchListing(client: QueryClient, scope: ListingScope, search: URLSearchParams) {
  const filters = filtersFromSearch(search);
  const { path, params } = listingRequest(scope, filters);
  return [
    client.prefetchInfiniteQuery(productPagesQuery(path, params)),
    client.prefetchQuery(facetsQuery(scope, filters)),
  ];
}

function prefetchHome({ request, context }: LoaderFunctionArgs) {
  return load(context, (client) => prefetchListing(client, { kind: 'home' }, new URL(request.url).searchParams));
}

function parentOf(request: Request): string {
  return genderFromPath(new URL(request.url).pathname);
}

function prefetchLanding({ request, context }: LoaderFunctionArgs) {
  const parent = parentOf(request);
  return load(context, (client) => [
    client.prefetchQuery(categoriesQuery(parent)),
    ...prefetchListing(client, { kind: 'collection', parent }, new URL(request.url).searchParams),
  ]);
}

function prefetchSubcategory({ request, params, context }: LoaderFunctionArgs) {
  const parent = parentOf(request);
  const asked = params.subcategory ?? '';
  const search = new URL(request.url).searchParams;
  return load(context, (client, server) => {
    const categories = client.prefetchQuery(categoriesQuery(parent));
    const products = (name: string) => {
      const scope = { kind: 'subcategory', parent, subcategory: name } as const;
      const first = listingRequest(scope, emptyFilters);
      // The first page unfiltered (the page's meta), and the listing as the URL filters it.
      return Promise.all([
        client.prefetchInfiniteQuery(productPagesQuery(first.path, first.params)),
        ...prefetchListing(client, scope, search),
      ]);
    };
    // The page asks for the catalogue's name of the category ('T-Shirt' for 't-shirt'); the server knows it first.
    const named = server
      ? categories.then(() => products(categoryName(client.getQueryData(categoriesQuery(parent).queryKey), asked)))
      : products(asked);
    return [categories, named];
  });
}

function prefetchSearch({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const rawquery = search.get('rawquery')?.trim() ?? '';
  if (!rawquery) return null;
  const scope = { kind: 'search', rawquery, category: search.get('category') ?? undefined } as const;
  return load(context, (client) => prefetchListing(client, scope, search));
}

function prefetchProduct({ params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!isProductId(id)) return null;
  return load(context, (client) => [client.prefetchQuery(productQuery(id))]);
}

/** The Login screen shows Login with Google as the store's configuration says, on the server too. */
function prefetchAuthConfig({ context }: LoaderFunctionArgs) {
  return load(context, (client) => [client.prefetchQuery(authConfigQuery)]);
}

/**
 * Every page's footer shows the store's details (docs/product/legal.md#footer-and-pages): the root route starts them,
 * so the server renders them into the HTML.
 */
function prefetchStoreInfo({ context }: LoaderFunctionArgs) {
  return load(context, (client) => [client.prefetchQuery(storeInfoQuery)]);
}

/** A product page: `/{category}/{brand}/{slug}/{id}` (docs/product/storefront.md#product-page). */
export const PRODUCT_PATH = ':category/:brand/:slug/:id';

/**
 * Pages the server renders: the catalogue's pages with their data, and the sign-in forms, the bag, the orders and the
 * address book as the shell a guest sees (what needs the user, or the bag in the browser's storage, fills in after
 * hydration; docs/decisions/017-server-rendering.md). The others (account, checkout, admin) are rendered in the browser.
 */
const SERVER_RENDERED = { serverRendered: true } as const;

export function isServerRendered(route: RouteObject): boolean {
  return (route.handle as typeof SERVER_RENDERED | undefined)?.serverRendered === true;
}

const subcategory = () => import('./routes/store/subcategory-listing');

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: prefetchStoreInfo,
    Component: RootLayout,
    HydrateFallback: RouteLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: prefetchHome, lazy: () => import('./routes/store/home'), handle: SERVER_RENDERED },
      // The footer's Shop: the catalogue home (docs/product/legal.md#footer-and-pages).
      { path: 'shop', loader: prefetchHome, lazy: () => import('./routes/store/home'), handle: SERVER_RENDERED },
      { path: 'about', lazy: () => import('./routes/store/about'), handle: SERVER_RENDERED },
      { path: 'contact', lazy: () => import('./routes/store/contact'), handle: SERVER_RENDERED },
      { path: 'Legal', lazy: () => import('./routes/store/legal'), handle: SERVER_RENDERED },
      // The privacy notice, in English and at /Privacy/hi (or ?lang=hi) in Hindi (docs/product/privacy.md#privacy-page).
      { path: 'Privacy', lazy: () => import('./routes/store/privacy'), handle: SERVER_RENDERED },
      { path: 'Privacy/hi', lazy: () => import('./routes/store/privacy'), handle: SERVER_RENDERED },
      { path: 'Grievance', lazy: () => import('./routes/store/grievance') },
      { path: 'Grievance/:reference', lazy: () => import('./routes/store/grievance-detail') },
      { path: 'Unsubscribe/:token', lazy: () => import('./routes/store/unsubscribe') },
      ...['men', 'women', 'kids'].flatMap((gender) => [
        { path: gender, loader: prefetchLanding, lazy: landing, handle: SERVER_RENDERED },
        { path: `${gender}/:subcategory`, loader: prefetchSubcategory, lazy: subcategory, handle: SERVER_RENDERED },
      ]),
      {
        path: 'Search',
        loader: prefetchSearch,
        lazy: () => import('./routes/store/search-results'),
        handle: SERVER_RENDERED,
      },
      { path: 'autocomplete', lazy: () => import('./routes/store/autocomplete') },
      { path: 'Cart', lazy: () => import('./routes/store/cart'), handle: SERVER_RENDERED },
      { path: 'Wishlist', lazy: () => import('./routes/store/wishlist') },
      {
        path: PRODUCT_PATH,
        loader: prefetchProduct,
        lazy: () => import('./routes/store/product'),
        handle: SERVER_RENDERED,
      },
      {
        path: 'Login',
        loader: prefetchAuthConfig,
        lazy: () => import('./routes/account/login'),
        handle: SERVER_RENDERED,
      },
      { path: 'Dashboard', lazy: () => import('./routes/account/dashboard') },
      { path: 'Register', lazy: () => import('./routes/account/register'), handle: SERVER_RENDERED },
      { path: 'LoginOtp', lazy: () => import('./routes/account/login-otp'), handle: SERVER_RENDERED },
      { path: 'ForgotPassword', lazy: () => import('./routes/account/forgot-password') },
      { path: 'ResetPassword/:token', lazy: () => import('./routes/account/reset-password') },
      { path: 'AcceptInvite/:token', lazy: () => import('./routes/account/accept-invite') },
      { path: 'VerifyEmail', lazy: () => import('./routes/account/verify-email') },
      { path: 'VerifyEmail/:token', lazy: () => import('./routes/account/verify-email') },
      { path: 'OtpVerify', lazy: () => import('./routes/account/otp-verify') },
      { path: 'googlelogin', lazy: () => import('./routes/account/google-login') },
      { path: 'Profile', lazy: () => import('./routes/account/profile') },
      { path: 'Profile/Notifications', lazy: () => import('./routes/account/notifications') },
      { path: 'PrivacyNotice', lazy: () => import('./routes/account/privacy-notice') },
      { path: 'Profile/Privacy', lazy: () => import('./routes/account/privacy') },
      { path: 'MyCoupons', lazy: () => import('./routes/account/my-coupons') },
      { path: 'StoreCredit', lazy: () => import('./routes/account/store-credit') },
      { path: 'special-page', lazy: () => import('./routes/account/special-page') },
      { path: 'unauthorized', lazy: () => import('./routes/store/unauthorized') },
      {
        path: 'DeliveryAddress',
        lazy: () => import('./routes/checkout/delivery-address'),
        handle: SERVER_RENDERED,
      },
      { path: 'AddDelivery', lazy: () => import('./routes/checkout/add-delivery') },
      { path: 'EditDelivery/:id', lazy: () => import('./routes/checkout/edit-delivery') },
      { path: 'Payment', lazy: () => import('./routes/checkout/payment') },
      { path: 'Orders', lazy: () => import('./routes/checkout/orders'), handle: SERVER_RENDERED },
      { path: 'OrderDetails/:id', lazy: () => import('./routes/checkout/order-details') },
      { path: 'OrderDetails/:id/Invoice', lazy: () => import('./routes/checkout/order-invoice') },
      { path: 'OrderDetails/:id/CreditNote', lazy: () => import('./routes/checkout/order-credit-note') },
      { path: '*', lazy: () => import('./routes/store/not-found'), handle: SERVER_RENDERED },
    ],
  },
];

/** The admin pages (docs/product/admin.md#screens), loaded with their module only when one of them is opened. */
export const ADMIN_PATH =
  /^\/(product(imageupload|imagevarupload|variation\/[^/]+)?|catalogueimport|categoryparent|category|brand|variationattribute(value\/[^/]+)?|sizecharts|manageorders(\/[^/]+(\/(invoice|creditnote|packingslip))?)?|creditnote\/[^/]+|customers(\/[^/]+)?|inventory|reviews|grievances|coupons|delivery|staff|auditlog|security|storesettings|breaches)\/?$/i;

/**
 * The browser's router. A page the server rendered hands over the loaders' results (`hydrationData`), so nothing
 * runs twice; its lazy route modules must be loaded before hydrating (resolveLazyRoutes).
 */
export function createAppRouter(hydrationData?: HydrationState) {
  let adminPatched = false;
  return createBrowserRouter(routes, {
    hydrationData,
    async patchRoutesOnNavigation({ path, patch }) {
      if (adminPatched || !ADMIN_PATH.test(path)) return;
      const { adminRoutes } = await import('./routes/admin');
      if (adminPatched) return;
      adminPatched = true;
      patch('root', adminRoutes);
    },
  });
}

/** Loads the route modules the address needs, as the server did, so hydration renders the same page. */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
