import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useAuthConfig } from '../api/google';
import { withNext } from '@/lib/next-path';
import { GoogleMark } from './google-mark';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this store.';

/**
 * The 'Login with Google' button opens the Google sign-in page (docs/product/accounts.md#google-sign-in). When the
 * store has no GOOGLE_CLIENT_ID (GET /Auth/config), it is shown disabled and says so plainly.
 */
export function LoginWithGoogle({ next }: { next: string | null }) {
  const config = useAuthConfig();
  const classes = buttonClasses('outline', 'md', 'w-full');
  if (config.data && !config.data.googleClientId) {
    return (
      <div>
        <a
          role="link"
          aria-disabled="true"
          aria-describedby="google-not-configured"
          className={`${classes} cursor-not-allowed opacity-60`}
        >
          <GoogleMark />
          Login with Google
        </a>
        <p id="google-not-configured" className="mt-2 text-center text-xs text-muted">
          {GOOGLE_NOT_CONFIGURED}
        </p>
      </div>
    );
  }
  return (
    <Link to={withNext('/googlelogin', next)} className={classes}>
      <GoogleMark />
      Login with Google
    </Link>
  );
}
