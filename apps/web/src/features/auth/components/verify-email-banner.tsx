import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { mayBeStaff, useAuth } from '@/stores/auth';
import { profileQuery } from '../api/profile';
import { resendVerification } from '../api/email';
import { messageFor, RESEND_FAILED } from '../utils/error-message';

/**
 * Under the header for a signed-in shopper whose email is not verified: orders wait for it
 * (docs/product/accounts.md#email-verification). Resend email (then 'Sent.') and Enter code (/VerifyEmail).
 */
export function VerifyEmailBanner() {
  const { user, checking } = useAuth();
  const shopper = user && !checking && !mayBeStaff(user) ? user : null;
  const profile = useQuery({ ...profileQuery(shopper?.email ?? ''), enabled: shopper !== null, staleTime: 60_000 });
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  if (!shopper || profile.data?.email_verified !== false) return null;

  const resend = async () => {
    setFailure(null);
    setState('sending');
    try {
      await resendVerification(shopper.email);
      setState('sent');
    } catch (error) {
      setFailure(messageFor(error, RESEND_FAILED, [429, 502]));
      setState('idle');
    }
  };

  return (
    <section
      aria-label="Email verification"
      data-testid="verify-email-banner"
      className="border-b border-amber-200 bg-amber-50 py-2.5 text-sm text-amber-950"
    >
      <div className="mx-auto flex max-w-[1440px] flex-wrap items-center gap-x-4 gap-y-1.5 px-4 md:px-6 lg:px-10">
        <p className="min-w-0 flex-1 basis-64 [overflow-wrap:anywhere]">
          Please verify your email address <strong className="font-semibold">{shopper.email}</strong> to place orders.
        </p>
        <div className="flex items-center gap-4 font-semibold">
          {state === 'sent' ? (
            <span role="status">Sent.</span>
          ) : (
            <button
              type="button"
              className="text-brand underline-offset-2 hover:underline disabled:opacity-60"
              disabled={state === 'sending'}
              onClick={() => void resend()}
            >
              Resend email
            </button>
          )}
          <Link to="/VerifyEmail" className="text-brand underline-offset-2 hover:underline">
            Enter code
          </Link>
        </div>
        {failure && (
          <p role="alert" className="w-full text-red-800">
            {failure}
          </p>
        )}
      </div>
    </section>
  );
}
