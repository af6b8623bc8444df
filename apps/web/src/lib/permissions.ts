import { ROLE_LABELS, type Permission, type StaffRole as GivenRole, type UserRole } from '@store/shared/permissions';

// The permission table is the API's own (docs/product/staff.md#roles); the server checks every call again, the web
// app only uses it to decide which links and buttons to show.
export { ROLE_LABELS, STAFF_ROLES, type Permission } from '@store/shared/permissions';

/** The stored roles of the admin area: `admin` is the owner; the others are staff roles. */
export type StaffRole = Exclude<UserRole, 'customer'>;
export type AccountRole = UserRole;

/** What each staff role is for, shown under the role select (docs/product/admin.md#what-each-role-sees). */
export const ROLE_DUTIES: Record<GivenRole, string> = {
  catalogue: 'Products, collections, categories, brands, attributes, images and coupons.',
  fulfilment: 'Orders (confirm, pack, ship, deliver, cash), returns received, inventory and the delivery table.',
  support:
    'Customers, order cancellations, return decisions, refunds up to the limit, review moderation and grievances.',
  analyst: 'Read only: the dashboard, orders, customers and CSV exports.',
};

/** GET /api/admin/me (docs/product/admin.md#staff). */
export interface AdminAccess {
  role: AccountRole;
  permissions: Permission[];
  two_factor_enabled: boolean;
  two_factor_required: boolean;
}

/** What a signed-in account without any admin permission gets: nothing to show. */
export const NO_ACCESS: AdminAccess = {
  role: 'customer',
  permissions: [],
  two_factor_enabled: false,
  two_factor_required: false,
};

export function roleLabel(role: string): string {
  return ROLE_LABELS[role as AccountRole] ?? role;
}

/**
 * The permission each page of the admin menus needs (docs/product/admin.md#what-each-role-sees); `null`: any staff
 * member or the owner. The routes name the same permissions (app/routes/admin.tsx).
 */
export const PAGE_PERMISSIONS = {
  '/ManageOrders': 'orders.read',
  '/Product': 'catalogue.write',
  '/CategoryParent': 'catalogue.write',
  '/Category': 'catalogue.write',
  '/Brand': 'catalogue.write',
  '/VariationAttribute': 'catalogue.write',
  '/SizeCharts': 'catalogue.write',
  '/Dashboard': 'dashboard.read',
  '/Customers': 'customers.read',
  '/Inventory': 'inventory.read',
  '/Reviews': 'reviews.moderate',
  '/Grievances': 'grievances.manage',
  '/Coupons': 'coupons.write',
  '/Delivery': 'delivery.write',
  '/Staff': 'staff.manage',
  '/AuditLog': 'audit.read',
  '/StoreSettings': 'settings.manage',
  '/Breaches': 'settings.manage',
  '/Security': null,
} as const satisfies Record<string, Permission | null>;

export type AdminPath = keyof typeof PAGE_PERMISSIONS;

/**
 * The links of `links` that `access` allows; while two-step sign-in is still to be set up, only those open to
 * everyone (the Security page).
 */
export function allowedLinks<Link extends { to: AdminPath }>(links: readonly Link[], access: AdminAccess): Link[] {
  if (access.permissions.length === 0) return [];
  return links.filter((link) => {
    const permission: Permission | null = PAGE_PERMISSIONS[link.to];
    return permission === null || (!access.two_factor_required && access.permissions.includes(permission));
  });
}

/**
 * What an admin route needs, in its `handle` (app/routes/admin.tsx): a permission, or `null` for any staff member
 * and the owner; `security` marks the page that stays open while two-step sign-in is still to be set up.
 */
export interface AdminRouteHandle {
  permission: Permission | null;
  security?: true;
}

/** The deepest route handle that names a permission. */
export function routeNeeds(handles: readonly unknown[]): AdminRouteHandle | null {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const handle = handles[index] as Partial<AdminRouteHandle> | undefined;
    if (handle && 'permission' in handle) return handle as AdminRouteHandle;
  }
  return null;
}

export type AdminVerdict = 'show' | 'unauthorized' | 'security';

/**
 * What the admin guard does with an answer of GET /api/admin/me (docs/product/admin.md#what-each-role-sees): no
 * permission at all or not the route's → /Unauthorized; two-step sign-in still to set up → /Security; else the page.
 */
export function adminVerdict(access: AdminAccess, needs: AdminRouteHandle | null): AdminVerdict {
  if (access.permissions.length === 0) return 'unauthorized';
  if (access.two_factor_required && !needs?.security) return 'security';
  if (needs?.permission && !access.permissions.includes(needs.permission)) return 'unauthorized';
  return 'show';
}

/** Where a staff member's admin area opens, by what the role does most (docs/product/admin.md#accepting-an-invitation). */
const LANDING: ReadonlyArray<[Permission, string]> = [
  ['orders.read', '/ManageOrders'],
  ['catalogue.write', '/Product'],
  ['inventory.read', '/Inventory'],
  ['customers.read', '/Customers'],
  ['reviews.moderate', '/Reviews'],
  ['coupons.write', '/Coupons'],
  ['delivery.write', '/Delivery'],
];

/** The first admin page `access` opens: /Security while two-step sign-in is still to be set up. */
export function firstAdminPage(access: AdminAccess): string {
  if (access.two_factor_required) return '/Security';
  return LANDING.find(([permission]) => access.permissions.includes(permission))?.[1] ?? '/Security';
}
