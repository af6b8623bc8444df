import { Link } from 'react-router';
import { AuthCard, AuthLinks, authLinkClass } from '@/features/auth/components/auth-card';
import { GoogleSignIn } from '@/features/auth/components/google-sign-in';

/** The 'Sign in with Google' button; success goes to /Dashboard (docs/product/accounts.md#google-sign-in). */
export function Component() {
  return (
    <AuthCard title="Login with Google" subtitle="Use your Google account to sign in or to create your store account.">
      <title>Login with Google · Store</title>
      <GoogleSignIn />
      <AuthLinks>
        <Link to="/Login" className={authLinkClass}>
          LOGIN
        </Link>
        <Link to="/LoginOtp" className={authLinkClass}>
          LOGIN BY OTP
        </Link>
      </AuthLinks>
    </AuthCard>
  );
}
