import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInReply } from '@store/shared/schemas/two-factor';
import { errorBody } from '@store/shared/schemas/errors';
import {
  acceptInviteInput,
  adminMe,
  staffIdParams,
  staffInviteInput,
  staffInviteReply,
  staffInviteView,
  staffList,
  staffMember,
  staffUpdateInput,
} from '@store/shared/schemas/staff';
import { isLocalRequest } from '../../lib/client-address.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hashPassword } from '../accounts/service.ts';
import { finishSignIn } from '../two-factor/sign-in.ts';
import { auditActor } from '../audit/record.ts';
import { NO_PERMISSION } from './access.ts';
import { acceptInvite, inviteStaff, readInvite } from './invites.ts';
import { isStaffRole, ROLE_PERMISSIONS } from './permissions.ts';
import { listStaff, removeStaff, updateStaff } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];
const tags = ['staff'];

/**
 * Staff accounts (docs/product/staff.md, docs/product/api.md#staff): what the signed-in staff member may do, the
 * owner's Staff page (permission staff.manage) and accepting an invitation.
 */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { config } = app;
  /** Development invitation links go only to a client on this machine, like the verification code. */
  const showsDevTokens = (request: FastifyRequest) =>
    !config.isProduction && app.mailer.provider === 'console' && isLocalRequest(request);

  app.get(
    '/admin/me',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        security,
        description:
          "The signed-in account's role and permissions, for the web app to show only what they allow; 403 for a shopper. `two_factor_required`: STAFF_REQUIRE_2FA holds every admin route back until two-step sign-in is set up.",
        response: { 200: adminMe, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      if (!isStaffRole(user.role)) throw new HttpError(403, NO_PERMISSION);
      return {
        role: user.role,
        permissions: [...ROLE_PERMISSIONS[user.role]],
        two_factor_enabled: user.two_factor_enabled,
        two_factor_required: user.two_factor_required,
      };
    },
  );

  app.get(
    '/admin/staff',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        security,
        description:
          'The owner, the members (active or suspended) and the invitations not yet accepted (`id` `invite-<n>`, with `invite_expires_at`).',
        response: { 200: staffList, ...errors },
      },
    },
    async () => ({ items: await listStaff(db) }),
  );

  app.post(
    '/admin/staff',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        security,
        description:
          "Invites a member: mails a link to `/AcceptInvite/{token}`, valid 72 hours, and withdraws any older invitation to the address. 409 for the owner's address or a member of the staff.",
        body: staffInviteInput,
        response: { 201: staffInviteReply, ...errors },
      },
    },
    async (request, reply) => {
      const { invite, token } = await inviteStaff(db, auditActor(request), request.body, {
        ownerEmail: config.ADMIN_EMAIL,
        publicUrl: config.PUBLIC_URL,
      });
      return reply.status(201).send({
        id: `invite-${invite.invite_id}`,
        email: invite.email,
        name: invite.name,
        role: invite.role,
        status: 'invited' as const,
        invite_expires_at: invite.expires_at,
        ...(showsDevTokens(request) ? { dev_invite_token: token } : {}),
      });
    },
  );

  app.put(
    '/admin/staff/:id',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        security,
        description:
          "Changes a member's role, or suspends (every session ends at once) or reinstates them. 409 for the owner or an invitation.",
        params: staffIdParams,
        body: staffUpdateInput,
        response: { 200: staffMember, ...errors },
      },
    },
    (request) => updateStaff(db, auditActor(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/staff/:id',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        security,
        description:
          'Withdraws an invitation (`invite-<n>`), or removes a member: they become a shopper, every session ends, their history stays. 409 for the owner.',
        params: staffIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeStaff(db, auditActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/User/invite/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        description: 'Whom a working invitation greets. 404 when the link is unknown, expired, withdrawn or used.',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: staffInviteView, 404: errorBody },
      },
    },
    (request) => readInvite(db, request.params.token),
  );

  app.post(
    '/User/accept-invite',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        description:
          'Accepts an invitation with a password (the registration rules) and answers a token. An existing account keeps its orders, gets the new password and the role, and its other sessions end. 404 when the link is unknown, expired, withdrawn or used.',
        body: acceptInviteInput,
        response: { 200: signInReply, ...errors },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const user = await acceptInvite(
        db,
        { ip: request.ip, request_id: String(request.id) },
        request.body.token,
        passwordHash,
      );
      // The invitee's own sign-in: an account that already had two-step sign-in still answers its second step.
      return finishSignIn({ db, config }, user);
    },
  );
};

export default staffRoutes;
