import type { OrderStatus, ReturnStatus } from '@store/shared/order-lifecycle';
import { toPaise } from '@store/shared/money';
import type { UserRole } from '../../db/schema/index.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import { can, type Permission } from './permissions.ts';

/**
 * What a route declares in its config (docs/product/staff.md#roles): a Permission (staff and the owner whose role
 * has it), `signed-in` (any valid token) or `public` (anyone).
 */
export type RouteAccess = Permission | 'public' | 'signed-in';

export const NO_PERMISSION = 'You do not have permission to do this.';
export const TWO_FACTOR_NEEDED = 'Set up two-step sign-in on the Security page to continue.';

/**
 * Whether a signed-in user may act with `permission`: their role (read from the database on this call) has it, and
 * STAFF_REQUIRE_2FA does not hold them back until they enrol. Routes that answer a shopper for their own data and
 * staff for everyone's (an order list, an address book) ask this instead of comparing roles.
 */
export function userCan(user: Pick<RequestUser, 'role' | 'two_factor_required'> | null, permission: Permission) {
  return user !== null && !user.two_factor_required && can(user.role, permission);
}

/** An order move's permission: cancelling is orders.cancel (support), every other move orders.fulfil (fulfilment). */
export function orderMovePermission(to: OrderStatus): Permission {
  return to === 'Cancelled' ? 'orders.cancel' : 'orders.fulfil';
}

/** A return move's permission: accepting or rejecting is returns.decide (support), the rest returns.receive. */
export function returnMovePermission(to: ReturnStatus): Permission {
  return to === 'Accepted' || to === 'Rejected' ? 'returns.decide' : 'returns.receive';
}

/**
 * Paise a member may refund on one order in total (docs/product/staff.md#roles): support is limited to
 * SUPPORT_REFUND_LIMIT rupees; the owner is not limited.
 */
export function refundLimitOf(role: UserRole, supportLimitRupees: number): number | undefined {
  return role === 'support' ? toPaise(supportLimitRupees) : undefined;
}
