import { messages } from '@store/shared/messages';
import { emailInput } from '@store/shared/schemas/account';
import { personName } from '@store/shared/schemas/fields';
import type { StaffMember } from '../api/staff';

/** The invitation form's email and name, with the rules of registration (docs/product/admin.md#accepting-an-invitation). */
export const staffInviteInput = emailInput.extend({ name: personName('Name', messages.nameRequired) });

export type StaffAction = 'role' | 'suspend' | 'reactivate' | 'remove' | 'withdraw' | 'reset-2fa';

/**
 * What the owner can do to a row (docs/product/admin.md#staff): nothing to the owner; an invitation can be
 * withdrawn; a member's role changed, suspended or reactivated, removed, and their second step reset once set up.
 */
export function staffActions(row: Pick<StaffMember, 'role' | 'status' | 'two_factor_enabled'>): StaffAction[] {
  if (row.role === 'admin') return [];
  if (row.status === 'invited') return ['withdraw'];
  return [
    'role',
    row.status === 'suspended' ? 'reactivate' : 'suspend',
    ...(row.two_factor_enabled ? (['reset-2fa'] as const) : []),
    'remove',
  ];
}

/** The Status column: 'Invited' (with the link's expiry under it), 'Active', 'Suspended'. */
export function staffStatus(row: Pick<StaffMember, 'status'>): string {
  return { invited: 'Invited', active: 'Active', suspended: 'Suspended' }[row.status];
}

/** The question before a removal: a member keeps their history and becomes a shopper; an invitation is withdrawn. */
export function removeQuestion(row: Pick<StaffMember, 'name' | 'email' | 'status'>): string {
  const who = row.name || row.email;
  return row.status === 'invited'
    ? `Withdraw the invitation of ${who}? The link in their email stops working.`
    : `Remove ${who} from the staff? They are signed out everywhere and keep only a shopper account; what they did stays in the audit log.`;
}
