import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/stores/auth';
import { resetPassword } from '../api/email';
import { useNewPassword } from '../hooks/use-new-password';
import { AuthCard, AuthLinks, authLinkClass, FormMessage } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { SecondStepForm } from './second-step-form';

export const RESET_FAILED = 'Could not reset the password. Please try again.';

/**
 * /ResetPassword/:token: the new password twice, RESET PASSWORD; success signs in and opens /Dashboard
 * (docs/product/accounts.md#forgotten-password).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { signIn } = useAuth();
  const form = useNewPassword({
    token,
    send: resetPassword,
    failed: RESET_FAILED,
    onToken: async (fresh) => {
      if (!signIn(fresh)) return;
      await client.invalidateQueries({ queryKey: ['profile'] });
      void navigate('/Dashboard');
    },
  });

  if (form.challenge) {
    // The password is changed; an account with two-step sign-in signs in with its second step (or from /Login).
    return (
      <AuthCard title="Reset password" subtitle="Your password has been changed.">
        <title>Reset password · Store</title>
        <SecondStepForm
          challenge={form.challenge}
          onSignedIn={(fresh) => void form.complete(fresh)}
          onRestart={() => void navigate('/Login')}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password of at least 8 characters.">
      <title>Reset password · Store</title>
      {form.failure && <FormMessage>{form.failure}</FormMessage>}
      <form onSubmit={form.onSubmit} noValidate className="mt-5 space-y-4">
        <NewPasswordFields
          label="New Password"
          password={form.password}
          confirm={form.confirm}
          errors={form.errors}
          onPassword={form.setPassword}
          onConfirm={form.setConfirm}
        />
        <Button type="submit" className="w-full" disabled={form.saving}>
          {form.saving ? 'Saving…' : 'RESET PASSWORD'}
        </Button>
      </form>
      <AuthLinks>
        <Link to="/ForgotPassword" className={authLinkClass}>
          NEW LINK
        </Link>
        <Link to="/Login" className={authLinkClass}>
          LOGIN
        </Link>
      </AuthLinks>
    </AuthCard>
  );
}
