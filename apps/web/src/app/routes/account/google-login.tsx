import { Link } from 'react-router';
import { AuthCard, AuthLinks, authLinkClass } from '@/features/auth/components/auth-card';
import { GoogleSignIn } from '@/features/auth/components/google-sign-in';
import { useSignInNext } from '@/features/auth/hooks/use-sign-in-next';
import { withNext } from '@/lib/next-path';

/**
 * The 'Sign in with Google' button; success goes to the `?next=` page, else /Dashboard. Google's popup leaves this page
 * and its `?next=` in place (docs/product/accounts.md#google-sign-in).
 */
export function Component() {
  const { next } = useSignInNext();
  return (
    <AuthCard title="Login with Google" subtitle="Use your Google account to sign in or to create your store account.">
      <title>Login with Google · Store</title>
      <GoogleSignIn />
      <AuthLinks>
        <Link to={withNext('/Login', next)} className={authLinkClass}>
          LOGIN
        </Link>
        <Link to={withNext('/LoginOtp', next)} className={authLinkClass}>
          LOGIN BY OTP
        </Link>
      </AuthLinks>
    </AuthCard>
  );
}
