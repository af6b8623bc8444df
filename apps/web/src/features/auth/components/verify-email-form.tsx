import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { emailInput, verifyEmailCodeInput } from '@store/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useAuth } from '@/stores/auth';
import { resendVerification, verifyEmail } from '../api/email';
import { fieldErrorsOf, messageFor, RESEND_FAILED, zodFieldErrors } from '../utils/error-message';
import { EmailField } from './email-field';
import { AuthCard, AuthLinks, authLinkClass, FormMessage } from './auth-card';
import { VERIFY_FAILED } from './verify-email-link';

/**
 * /VerifyEmail: the email (the signed-in user's, when there is one) and the 6-digit code from the message,
 * VERIFY EMAIL; SEND A NEW LINK mails a new link and code (docs/product/accounts.md#email-verification).
 */
export function VerifyEmailForm() {
  const client = useQueryClient();
  const { user } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, fallback: string) => {
    setFailure(null);
    setNotice(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(messageFor(error, fallback, [400, 429, 502]));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyEmailCodeInput.safeParse({ email, code });
    setErrors(parsed.success ? {} : zodFieldErrors(parsed.error.issues));
    if (!parsed.success) return;
    void run(async () => {
      setVerified((await verifyEmail(parsed.data)).message);
      await client.invalidateQueries({ queryKey: ['profile'] });
    }, VERIFY_FAILED);
  };

  const onResend = () => {
    const parsed = emailInput.safeParse({ email });
    setErrors(parsed.success ? {} : zodFieldErrors(parsed.error.issues));
    if (!parsed.success) return;
    void run(async () => {
      setNotice((await resendVerification(parsed.data.email)).message);
      setCode('');
    }, RESEND_FAILED);
  };

  return (
    <AuthCard title="Verify email" subtitle="Enter the 6-digit code from the email we sent you.">
      <title>Verify email · Store</title>
      {verified ? (
        <FormMessage tone="success">{verified}</FormMessage>
      ) : (
        <>
          {notice && !failure && <FormMessage tone="success">{notice}</FormMessage>}
          {failure && <FormMessage>{failure}</FormMessage>}
          <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
            <EmailField value={email} onValueChange={setEmail} error={errors.email} />
            <FormField
              label="Code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              error={errors.code}
            />
            <Button type="submit" className="w-full" disabled={busy}>
              VERIFY EMAIL
            </Button>
            <Button variant="outline" className="w-full" disabled={busy} onClick={onResend}>
              SEND A NEW LINK
            </Button>
          </form>
        </>
      )}
      <AuthLinks>
        <Link to={user ? '/Dashboard' : '/Login'} className={authLinkClass}>
          {user ? 'DASHBOARD' : 'LOGIN'}
        </Link>
        <Link to="/" className={authLinkClass}>
          SHOP
        </Link>
      </AuthLinks>
    </AuthCard>
  );
}
