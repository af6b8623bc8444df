import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { firstAdminPage, roleLabel } from '@/lib/permissions';
import { useAuth } from '@/stores/auth';
import { adminAccessQuery } from '@/stores/permissions';
import { acceptInvite, inviteQuery } from '../api/invite';
import { useNewPassword } from '../hooks/use-new-password';
import { AuthCard, AuthLinks, authLinkClass, FormMessage } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { SecondStepForm } from './second-step-form';

export const ACCEPT_FAILED = 'Could not accept the invitation. Please try again.';
export const INVITE_UNKNOWN = 'This invitation link is not valid or has expired.';

/** Greets the invitee by name and says what the role is: 'Welcome, Ravi. You are invited to join as Fulfilment.' */
export function inviteGreeting(invite: { name: string; role: string }): string {
  const name = invite.name.trim();
  return `${name ? `Welcome, ${name}. ` : ''}You are invited to join the store's team as ${roleLabel(invite.role)}.`;
}

/**
 * /AcceptInvite/:token (docs/product/admin.md#accepting-an-invitation): greets the invitee (GET /api/User/invite/{token}), takes
 * a new password twice with the registration rules, then signs in as any sign-in does and opens the admin area, or
 * /Security when two-step sign-in must be set up first. A link that is unknown, used or expired says so.
 */
export function AcceptInviteForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { signIn } = useAuth();
  const invite = useQuery(inviteQuery(token));
  const form = useNewPassword({
    token,
    send: acceptInvite,
    failed: ACCEPT_FAILED,
    statuses: [400, 404, 409, 429],
    onToken: async (fresh) => {
      const user = signIn(fresh);
      if (!user) return;
      const access = await client.fetchQuery(adminAccessQuery(user.email)).catch(() => null);
      void navigate(access ? firstAdminPage(access) : '/Security');
    },
  });

  if (invite.isPending) {
    return (
      <AuthCard title="Join the team">
        <title>Join the team · Store</title>
        <Spinner label="Loading the invitation" className="py-8" />
      </AuthCard>
    );
  }
  if (invite.isError) {
    const known = invite.error instanceof ApiError && invite.error.status === 404;
    return (
      <AuthCard title="Join the team">
        <title>Join the team · Store</title>
        <FormMessage>{known ? invite.error.message || INVITE_UNKNOWN : ACCEPT_FAILED}</FormMessage>
        <p className="mt-4 text-sm text-ink-soft">Ask the store owner to send you a new invitation.</p>
        <AuthLinks>
          <Link to="/" className={authLinkClass}>
            HOME
          </Link>
          <Link to="/Login" className={authLinkClass}>
            LOGIN
          </Link>
        </AuthLinks>
      </AuthCard>
    );
  }

  if (form.challenge) {
    // The account already had two-step sign-in: its second step finishes the sign-in (or /Login does later).
    return (
      <AuthCard title="Join the team" subtitle="Your password is set.">
        <title>Join the team · Store</title>
        <SecondStepForm
          challenge={form.challenge}
          onSignedIn={(fresh) => void form.complete(fresh)}
          onRestart={() => void navigate('/Login')}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Join the team" subtitle={inviteGreeting(invite.data)}>
      <title>Join the team · Store</title>
      <p className="mt-3 text-sm text-ink-soft">
        Choose a password for <strong className="font-semibold text-ink">{invite.data.email}</strong>
        {invite.data.has_account ? '. It replaces the password this account had; your orders stay.' : '.'}
      </p>
      {form.failure && <FormMessage>{form.failure}</FormMessage>}
      <form onSubmit={form.onSubmit} noValidate className="mt-5 space-y-4">
        <NewPasswordFields
          label="Password"
          password={form.password}
          confirm={form.confirm}
          errors={form.errors}
          onPassword={form.setPassword}
          onConfirm={form.setConfirm}
        />
        <Button type="submit" className="w-full" disabled={form.saving}>
          {form.saving ? 'Joining…' : 'JOIN THE TEAM'}
        </Button>
      </form>
    </AuthCard>
  );
}
