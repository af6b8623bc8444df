import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { emailInput } from '@store/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { forgotPassword } from '../api/email';
import { messageFor, zodFieldErrors } from '../utils/error-message';
import { EmailField } from './email-field';
import { AuthCard, AuthLinks, authLinkClass, FormMessage } from './auth-card';

export const RESET_REQUEST_FAILED = 'Could not send the link. Please try again.';

/**
 * /ForgotPassword: the email, SEND RESET LINK, then the same confirmation whether or not the email has an
 * account (docs/product/accounts.md#forgotten-password).
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = emailInput.safeParse({ email });
    setError(parsed.success ? undefined : zodFieldErrors(parsed.error.issues).email);
    if (!parsed.success) return;
    setSending(true);
    try {
      setSent((await forgotPassword(parsed.data.email)).message);
    } catch (failed) {
      setFailure(messageFor(failed, RESET_REQUEST_FAILED, [429, 502]));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title="Forgot password" subtitle="We will email you a link to choose a new password.">
      <title>Forgot password · Store</title>
      {sent ? (
        <FormMessage tone="success">{sent}</FormMessage>
      ) : (
        <>
          {failure && <FormMessage>{failure}</FormMessage>}
          <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
            <EmailField value={email} onValueChange={setEmail} error={error} />
            <Button type="submit" className="w-full" disabled={sending}>
              {sending ? 'Sending…' : 'SEND RESET LINK'}
            </Button>
          </form>
        </>
      )}
      <AuthLinks>
        <Link to="/Login" className={authLinkClass}>
          LOGIN
        </Link>
        <Link to="/Register" className={authLinkClass}>
          REGISTER
        </Link>
      </AuthLinks>
    </AuthCard>
  );
}
