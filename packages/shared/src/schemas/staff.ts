import { z } from 'zod';
import { email, newPassword } from './account.ts';
import { personName } from './fields.ts';

// Staff accounts and invitations (docs/product/staff.md, docs/product/api.md#staff).

/** The roles the owner can give; the owner's own stored role is `admin`. */
export const staffRoles = ['catalogue', 'fulfilment', 'support', 'analyst'] as const;
export const staffRole = z.enum(staffRoles, { error: 'Choose a role' });
export type StaffRoleName = z.infer<typeof staffRole>;

/** GET /api/admin/me: what the web app shows this account. */
export const adminMe = z.object({
  role: z.string(),
  permissions: z.array(z.string()),
  two_factor_enabled: z.boolean(),
  /** STAFF_REQUIRE_2FA is on and the account has not enrolled: only the Security page works until it does. */
  two_factor_required: z.boolean(),
});
export type AdminMe = z.infer<typeof adminMe>;

export const staffStatus = z.enum(['invited', 'active', 'suspended']);

/** One row of GET /api/admin/staff: a member (`id` the user id) or an invitation (`id` `invite-<invite_id>`). */
export const staffMember = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  status: staffStatus,
  last_sign_in_at: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  invite_expires_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffList = z.object({ items: z.array(staffMember) });

export const staffInviteInput = z.object({
  email,
  name: personName('Name', 'Name required'),
  role: staffRole,
});
export type StaffInviteInput = z.infer<typeof staffInviteInput>;

export const staffInviteReply = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  status: z.literal('invited'),
  invite_expires_at: z.string(),
  /** Only from a development store that keeps its email, to a client on the same machine. */
  dev_invite_token: z.string().optional(),
});

export const staffUpdateInput = z
  .object({ role: staffRole.optional(), status: z.enum(['active', 'suspended']).optional() })
  .refine((input) => input.role !== undefined || input.status !== undefined, {
    message: 'Send a role or a status',
  });
export type StaffUpdateInput = z.infer<typeof staffUpdateInput>;

/** `/api/admin/staff/{id}`: a user id, or `invite-<invite_id>` for an invitation. */
export const staffIdParams = z.object({
  id: z.string().regex(/^(invite-)?\d{1,9}$/, 'Not a staff id'),
});

/** GET /api/User/invite/{token}: whom the invitation greets. */
export const staffInviteView = z.object({
  email: z.string(),
  name: z.string(),
  role: z.string(),
  has_account: z.boolean(),
});

export const acceptInviteInput = z.object({
  token: z.string().min(1).max(200),
  password: newPassword,
});
