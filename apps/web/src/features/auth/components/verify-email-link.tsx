import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/stores/auth';
import { verifyEmail } from '../api/email';
import { messageFor } from '../utils/error-message';
import { AuthCard, AuthLinks, authLinkClass, FormMessage } from './auth-card';

export const VERIFY_FAILED = 'Could not verify your email address. Please try again.';

/**
 * /VerifyEmail/:token: verifies on load (once: the query is shared by a second render) and says so, with a link
 * on (docs/product/accounts.md#email-verification).
 */
export function VerifyEmailLink({ token }: { token: string }) {
  const client = useQueryClient();
  const { user } = useAuth();
  const result = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail({ token }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const verified = result.isSuccess;
  useEffect(() => {
    if (verified) void client.invalidateQueries({ queryKey: ['profile'] });
  }, [client, verified]);

  return (
    <AuthCard title="Verify email">
      <title>Verify email · Store</title>
      {result.isPending && <Spinner className="mt-6" label="Verifying your email address…" />}
      {result.isSuccess && <FormMessage tone="success">{result.data.message}</FormMessage>}
      {result.isError && <FormMessage>{messageFor(result.error, VERIFY_FAILED, [400, 429])}</FormMessage>}
      {!result.isPending && (
        <AuthLinks>
          {result.isSuccess ? (
            <Link to={user ? '/Dashboard' : '/Login'} className={authLinkClass}>
              {user ? 'CONTINUE' : 'LOGIN'}
            </Link>
          ) : (
            <Link to="/VerifyEmail" className={authLinkClass}>
              ENTER CODE OR GET A NEW LINK
            </Link>
          )}
          <Link to="/" className={authLinkClass}>
            SHOP
          </Link>
        </AuthLinks>
      )}
    </AuthCard>
  );
}
