/** Every stored role: the owner is `admin` (shown as Owner), the rest are staff roles or shoppers. */
export const USER_ROLES = ['customer', 'admin', 'catalogue', 'fulfilment', 'support', 'analyst'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** The roles the owner can give, in the order the role select lists them. */
export const STAFF_ROLES = ['catalogue', 'fulfilment', 'support', 'analyst'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a staff member may do (docs/product/staff.md#roles), one table for the API and the web
 * app. Every admin route names one of these in its config; one hook checks it against the caller's role, read from the
 * database on every call. The web app only uses it to decide which links and buttons to show.
 */
export const PERMISSIONS = [
  'catalogue.write',
  'catalogue.import',
  'coupons.write',
  'orders.read',
  'orders.fulfil',
  'orders.cancel',
  'returns.receive',
  'returns.decide',
  'refunds.create',
  'inventory.read',
  'inventory.write',
  'delivery.write',
  'customers.read',
  'reviews.moderate',
  'grievances.manage',
  'dashboard.read',
  'exports.read',
  'staff.manage',
  'settings.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The fixed bundles. The owner (`admin`) has every permission, and alone the last three. */
export const ROLE_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  customer: [],
  admin: PERMISSIONS,
  catalogue: ['catalogue.write', 'catalogue.import', 'coupons.write'],
  fulfilment: [
    'orders.read',
    'orders.fulfil',
    'returns.receive',
    'inventory.read',
    'inventory.write',
    'delivery.write',
  ],
  support: [
    'customers.read',
    'orders.read',
    'orders.cancel',
    'returns.decide',
    'refunds.create',
    'reviews.moderate',
    'grievances.manage',
  ],
  analyst: ['dashboard.read', 'orders.read', 'customers.read', 'exports.read'],
};

/** How a role is named on screens: the stored `admin` is the Owner. */
export const ROLE_LABELS: Record<UserRole, string> = {
  customer: 'Shopper',
  admin: 'Owner',
  catalogue: 'Catalogue',
  fulfilment: 'Fulfilment',
  support: 'Support',
  analyst: 'Analyst',
};

export function can(role: UserRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Any admin permission at all: who may open the admin area. */
export function isStaffRole(role: UserRole): boolean {
  return ROLE_PERMISSIONS[role].length > 0;
}
