import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout, adminSections } from '@/features/admin/components/admin-layout';
import { SECURITY_TEXT } from '@/features/admin/components/security-screen';
import { NO_ACCESS, type AccountRole, type AdminAccess, type Permission } from '@/lib/permissions';
// What GET /api/admin/me answers for each role: the API's own table (docs/product/staff.md#roles).
import { ROLE_PERMISSIONS } from '@store/shared/permissions';
import { useAuthStore } from '@/stores/auth';
import { adminAccessQuery } from '@/stores/permissions';
import { UserMenu } from '../layout/user-menu';
import { adminRoutes } from './admin';
import { adminMoves } from '@store/shared/order-lifecycle';
import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { inventoryQuery } from '@/features/admin-inventory/api/inventory';
import { readInventorySearch } from '@/features/admin-inventory/utils/inventory-search';
import { adminOrderQuery } from '@/features/admin-orders/api/admin-orders';
import type * as AuthModule from '@/stores/auth';
import type * as RouterModule from 'react-router';

// The pages render as in the browser after hydration, with the user signed in now (a server render would show the
// store's first state), and a redirect prints its target.
vi.mock('@/hooks/use-hydrated', () => ({ useHydrated: () => true }));
vi.mock('@/stores/auth', async (original) => {
  const auth = await original<typeof AuthModule>();
  const useAuth = () => {
    const { token, user, signIn, signOut } = auth.useAuthStore.getState();
    return { token, user, checking: false, signIn, signOut, isAdmin: auth.isAdmin(user) };
  };
  return { ...auth, useAuth };
});
vi.mock('react-router', async (original) => ({
  ...(await original<typeof RouterModule>()),
  Navigate: ({ to }: { to: string }) => <p data-redirect={to}>redirect to {to}</p>,
}));

function access(role: AccountRole, change: Partial<AdminAccess> = {}): AdminAccess {
  if (role === 'customer') return NO_ACCESS;
  return {
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    two_factor_enabled: false,
    two_factor_required: false,
    ...change,
  };
}

/** A token as the server signs it (only its claims are read by the web app). */
function tokenFor(role: AccountRole, email: string): string {
  const claims = { sub: '7', email, name: 'Ravi', given_name: 'Ravi', role, exp: Math.floor(Date.now() / 1000) + 3600 };
  return `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;
}

/** Signs in as `role` with what GET /api/admin/me answers already in the cache. */
function signedIn(role: AccountRole, change: Partial<AdminAccess> = {}): QueryClient {
  const email = `${role}@store.local`;
  useAuthStore.getState().signIn(tokenFor(role, email));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(adminAccessQuery(email).queryKey, access(role, change));
  return client;
}

function render(client: QueryClient, element: ReactNode) {
  return renderToStaticMarkup(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

/** The admin page at `path` as the guard lets `role` see it. */
function openAdmin(role: AccountRole, path: string, change: Partial<AdminAccess> = {}) {
  const client = signedIn(role, change);
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  return render(client, <RouterProvider router={router} />);
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

afterEach(() => useAuthStore.getState().signOut());

describe('the admin menus per role', () => {
  const menu = (role: AccountRole, change?: Partial<AdminAccess>) =>
    hrefs(
      render(
        signedIn(role, change),
        <MemoryRouter>
          <UserMenu />
        </MemoryRouter>,
      ),
    );
  const bar = (role: AccountRole, change?: Partial<AdminAccess>) =>
    hrefs(
      render(
        signedIn(role, change),
        <MemoryRouter>
          <AdminLayout />
        </MemoryRouter>,
      ),
    );

  it('gives the owner every link of today, and Staff, Audit Log and Security', () => {
    const links = menu('admin');
    for (const path of ['/ManageOrders', '/Product', '/Brand', '/Category', '/CategoryParent', '/VariationAttribute']) {
      expect(links).toContain(path);
    }
    for (const path of ['/Dashboard', '/Customers', '/Inventory', '/Reviews', '/Coupons', '/Delivery']) {
      expect(links).toContain(path);
    }
    expect(links).toEqual(expect.arrayContaining(['/Staff', '/AuditLog', '/Security']));
    expect(bar('admin')).toEqual(adminSections.map((section) => section.to));
  });

  it('shows fulfilment orders, inventory and delivery, and no catalogue, staff or audit link', () => {
    expect(bar('fulfilment')).toEqual(['/ManageOrders', '/Inventory', '/Delivery', '/Security']);
    const links = menu('fulfilment');
    expect(links).toEqual(expect.arrayContaining(['/ManageOrders', '/Inventory', '/Delivery', '/Security']));
    for (const path of ['/Product', '/Brand', '/Coupons', '/Customers', '/Dashboard', '/Staff', '/AuditLog']) {
      expect(links).not.toContain(path);
    }
  });

  it('shows support customers, orders, reviews and grievances; the catalogue role the catalogue and coupons; the analyst the figures', () => {
    expect(bar('support')).toEqual(['/ManageOrders', '/Customers', '/Reviews', '/Grievances', '/Security']);
    expect(bar('catalogue')).toEqual([
      '/Product',
      '/CategoryParent',
      '/Category',
      '/Brand',
      '/VariationAttribute',
      '/SizeCharts',
      '/Coupons',
      '/Security',
    ]);
    expect(bar('analyst')).toEqual(['/ManageOrders', '/Customers', '/Security']);
    expect(menu('analyst')).toContain('/Dashboard');
  });

  it('shows only Security while two-step sign-in must still be set up, and a shopper no admin link at all', () => {
    expect(bar('support', { two_factor_required: true })).toEqual(['/Security']);
    expect(menu('support', { two_factor_required: true })).not.toContain('/ManageOrders');
    const shopper = menu('customer');
    expect(shopper).toEqual(expect.arrayContaining(['/Orders', '/Profile']));
    expect(shopper.filter((path) => adminSections.some((section) => section.to === path))).toEqual([]);
  });
});

describe('the admin guard', () => {
  const redirect = (html: string) => /data-redirect="([^"]+)"/.exec(html)?.[1] ?? null;

  it('sends fulfilment from Products and its Add to /Unauthorized, and lets them open orders', () => {
    expect(redirect(openAdmin('fulfilment', '/Product'))).toBe('/Unauthorized');
    expect(redirect(openAdmin('fulfilment', '/ProductVariation/3'))).toBe('/Unauthorized');
    expect(redirect(openAdmin('fulfilment', '/Staff'))).toBe('/Unauthorized');
    const orders = openAdmin('fulfilment', '/ManageOrders');
    expect(redirect(orders)).toBeNull();
    expect(orders).toContain('Find an order, pack it, ship it, refund it.');
  });

  it('keeps Staff and the audit log for the owner', () => {
    expect(redirect(openAdmin('admin', '/Staff'))).toBeNull();
    expect(redirect(openAdmin('admin', '/AuditLog'))).toBeNull();
    expect(redirect(openAdmin('support', '/AuditLog'))).toBe('/Unauthorized');
    expect(redirect(openAdmin('analyst', '/Inventory'))).toBe('/Unauthorized');
    expect(redirect(openAdmin('catalogue', '/ManageOrders'))).toBe('/Unauthorized');
  });

  it('opens the catalogue Import screen to the roles with catalogue.import only', () => {
    expect(redirect(openAdmin('catalogue', '/CatalogueImport'))).toBeNull();
    expect(redirect(openAdmin('admin', '/CatalogueImport'))).toBeNull();
    expect(redirect(openAdmin('fulfilment', '/CatalogueImport'))).toBe('/Unauthorized');
    expect(redirect(openAdmin('analyst', '/CatalogueImport'))).toBe('/Unauthorized');
  });

  it('sends a signed-in shopper to /Unauthorized as before', () => {
    expect(redirect(openAdmin('customer', '/ManageOrders'))).toBe('/Unauthorized');
  });

  it('sends a member who must set up two-step sign-in to /Security, and opens Security for them', () => {
    expect(redirect(openAdmin('fulfilment', '/ManageOrders', { two_factor_required: true }))).toBe('/Security');
    const security = openAdmin('fulfilment', '/Security', { two_factor_required: true });
    expect(redirect(security)).toBeNull();
    expect(security).toContain(SECURITY_TEXT.required);
  });
});

/** A paid order being packed, with a return waiting for a decision and one waiting to be received. */
const order: AdminOrderDetail = {
  order_id: 42,
  order_date: '2026-11-20T10:00:00.000Z',
  status: 'Packed',
  payment_status: 'Paid',
  payment_method: 'razorpay',
  cash_collected_at: null,
  total_amount: 1299,
  refunded_amount: 0,
  refundable_amount: 1299,
  carrier: null,
  tracking_number: null,
  invoice_number: null,
  needs_attention: false,
  stock_shortfall: false,
  customer: { user_id: 3, name: 'Asha Rao', email: 'asha@example.com', phone: null },
  shipping_address: null,
  lines: [],
  payments: [],
  refunds: [],
  returns: [
    { return_id: 5, status: 'Requested', kind: 'return', items: [] },
    { return_id: 6, status: 'Accepted', kind: 'return', items: [] },
  ] as unknown as AdminOrderDetail['returns'],
  history: [],
  notifications: [],
  allowed_moves: adminMoves('Packed'),
};

describe('the buttons of a screen a role can read but not change', () => {
  const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) => match[1]);
  const orderPage = (role: AccountRole) => {
    const client = signedIn(role);
    client.setQueryData(adminOrderQuery(42).queryKey, order);
    const router = createMemoryRouter(adminRoutes, { initialEntries: ['/ManageOrders/42'] });
    return buttons(render(client, <RouterProvider router={router} />));
  };

  it('gives the owner every action of the order and its returns', () => {
    expect(orderPage('admin')).toEqual(
      expect.arrayContaining([
        'Ship',
        'Refund order',
        'Cancel order',
        'Accept return',
        'Reject return',
        'Mark received',
      ]),
    );
  });

  it('lets fulfilment ship and receive a return, but not refund, cancel or decide', () => {
    const shown = orderPage('fulfilment');
    expect(shown).toEqual(expect.arrayContaining(['Ship', 'Mark received']));
    for (const label of ['Refund order', 'Cancel order', 'Accept return', 'Reject return']) {
      expect(shown).not.toContain(label);
    }
  });

  it('lets support refund, cancel and decide returns, but not ship or receive', () => {
    const shown = orderPage('support');
    expect(shown).toEqual(expect.arrayContaining(['Refund order', 'Cancel order', 'Accept return', 'Reject return']));
    expect(shown).not.toContain('Ship');
    expect(shown).not.toContain('Mark received');
  });

  it('shows the analyst the order without a single action', () => {
    const shown = orderPage('analyst');
    for (const label of ['Ship', 'Refund order', 'Cancel order', 'Accept return', 'Reject return', 'Mark received']) {
      expect(shown).not.toContain(label);
    }
  });

  it('offers the orders CSV to whoever may export, and not to fulfilment', () => {
    expect(openAdmin('analyst', '/ManageOrders')).toContain('Export CSV');
    expect(openAdmin('fulfilment', '/ManageOrders')).not.toContain('Export CSV');
  });

  it('offers Adjust stock only with inventory.write; the history stays', () => {
    const page = (permissions: Permission[]) => {
      const client = signedIn('fulfilment', { permissions });
      const row = {
        product_id: 1,
        productvariation_id: 2,
        product_name: 'Crew tee',
        brand_name: 'Store',
        sku: 'CT-M',
        attributes: [],
        stock: 1,
        image: null,
      };
      client.setQueryData(inventoryQuery(readInventorySearch(new URLSearchParams())).queryKey, {
        items: [row],
        totalCount: 1,
      });
      const router = createMemoryRouter(adminRoutes, { initialEntries: ['/Inventory'] });
      return render(client, <RouterProvider router={router} />);
    };
    expect(page(['inventory.read', 'inventory.write'])).toContain('Adjust stock of Crew tee');
    const readOnly = page(['inventory.read']);
    expect(readOnly).not.toContain('Adjust stock');
    expect(readOnly).toContain('Stock history of Crew tee');
  });
});
