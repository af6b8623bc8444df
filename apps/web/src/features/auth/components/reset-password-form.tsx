import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@store/shared/messages';
import { resetPasswordInput } from '@store/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/stores/auth';
import { resetPassword } from '../api/email';
import { fieldErrorsOf, messageFor, zodFieldErrors } from '../utils/error-message';
import { AuthCard, AuthLinks, authLinkClass, FormMessage } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

export const RESET_FAILED = 'Could not reset the password. Please try again.';

/**
 * /ResetPassword/:token: the new password twice, RESET PASSWORD; success signs in and opens /Dashboard
 * (docs/product/accounts.md#forgotten-password).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { signIn } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = resetPasswordInput.safeParse({ token, password });
    const found = parsed.success ? {} : zodFieldErrors(parsed.error.issues);
    if (confirm !== password && !found.password) found.confirm = messages.passwordsDoNotMatch;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const reply = await resetPassword(parsed.data);
      if (!signIn(reply.token)) return;
      await client.invalidateQueries({ queryKey: ['profile'] });
      navigate('/Dashboard');
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(messageFor(error, RESET_FAILED, [400, 429]));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password of at least 8 characters.">
      <title>Reset password · Store</title>
      {failure && <FormMessage>{failure}</FormMessage>}
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <NewPasswordFields
          label="New Password"
          password={password}
          confirm={confirm}
          errors={errors}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
        <Button type="submit" className="w-full" disabled={saving}>
          {saving ? 'Saving…' : 'RESET PASSWORD'}
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
