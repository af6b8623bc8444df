import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AuthCard, AuthLinks, authLinkClass, FormMessage } from './auth-card';
import { TestModeHint } from '@/components/test-mode-hint';

export interface RegisteredInfo {
  email: string;
  message: string;
  /** The verification code of a development store (TEST MODE). */
  code?: string | undefined;
}

/**
 * What the Register page says once the account exists: the verification link went to the email; LOGIN
 * (docs/product/accounts.md#registration, docs/product/accounts.md#email-verification).
 */
export function Registered({ email, message, code }: RegisteredInfo) {
  return (
    <AuthCard title="Register" wide>
      <title>Register · Store</title>
      <FormMessage tone="success">{message}</FormMessage>
      <p className="mt-4 text-sm text-ink-soft [overflow-wrap:anywhere]" data-testid="verification-sent">
        We sent a verification link to <strong className="font-semibold text-ink">{email}</strong>. Open it, or enter
        the 6-digit code from the email, to verify your address: you can place orders once it is verified.
      </p>
      {code && <TestModeHint code={code} channel="email" />}
      <Link to="/Login" state={{ registered: message }} className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
        LOGIN
      </Link>
      <AuthLinks>
        <Link to="/VerifyEmail" className={authLinkClass}>
          ENTER CODE
        </Link>
        <Link to="/" className={authLinkClass}>
          SHOP
        </Link>
      </AuthLinks>
    </AuthCard>
  );
}
