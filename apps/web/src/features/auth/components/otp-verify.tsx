import { Link, useLocation } from 'react-router';
import { mobileNumber } from '@store/shared/schemas/account';
import { buttonClasses } from '@/components/ui/button';
import { withNext } from '@/lib/next-path';
import { useSignInNext } from '../hooks/use-sign-in-next';
import { AuthCard, AuthLinks, authLinkClass } from './auth-card';
import { CodeEntry } from './code-entry';

/** The phone number arrives in navigation state, as `phone_number` or the older `phoneNumber`. */
function phoneFromState(state: unknown): string | null {
  const value =
    (state as { phone_number?: unknown; phoneNumber?: unknown } | null)?.phone_number ??
    (state as { phoneNumber?: unknown } | null)?.phoneNumber;
  const parsed = mobileNumber.safeParse(typeof value === 'string' ? value.replace(/^\+91/, '') : '');
  return parsed.success ? parsed.data : null;
}

/**
 * /OtpVerify: six single-character boxes, Verify and Resend OTP, for the number in navigation state
 * (docs/product/accounts.md#one-time-codes).
 */
export function OtpVerify() {
  const location = useLocation();
  const phone = phoneFromState(location.state);
  const { next } = useSignInNext();

  return (
    <AuthCard title="Verify OTP">
      <title>Verify OTP · Store</title>
      {phone ? (
        <CodeEntry
          phone={phone}
          submitLabel="Verify"
          resend={({ resend, resending }) => (
            <button
              type="button"
              disabled={resending}
              onClick={() => void resend()}
              className="text-sm font-bold text-brand hover:underline disabled:text-muted"
            >
              {resending ? 'Sending…' : 'Resend OTP'}
            </button>
          )}
        />
      ) : (
        <>
          <p className="mt-4 text-sm text-ink-soft">Enter your mobile number first, and we will send you a code.</p>
          <Link to={withNext('/LoginOtp', next)} className={buttonClasses('primary', 'md', 'mt-5 w-full')}>
            Login with OTP
          </Link>
        </>
      )}
      <AuthLinks>
        <Link to="/Register" className={authLinkClass}>
          REGISTER
        </Link>
        <Link to={withNext('/Login', next)} className={authLinkClass}>
          LOGIN
        </Link>
      </AuthLinks>
    </AuthCard>
  );
}
