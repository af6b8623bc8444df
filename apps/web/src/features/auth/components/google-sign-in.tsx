import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { signInWithGoogle, useAuthConfig } from '../api/google';
import { useGoogleButton } from '../hooks/use-google-identity';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { messageFor } from '../utils/error-message';
import { FormMessage } from './auth-card';
import { GoogleMark } from './google-mark';
import { GOOGLE_NOT_CONFIGURED } from './login-with-google';
import { SecondStepForm } from './second-step-form';

const GOOGLE_FAILED = 'Google sign-in did not work. Please try again.';

/**
 * The 'Sign in with Google' button. Google's ID token goes to the server, which verifies it and answers a
 * proof; the proof buys the store's token (after the second step for staff); then the `?next=` page, else /Dashboard (docs/product/accounts.md#google-sign-in).
 */
export function GoogleSignIn() {
  const config = useAuthConfig();
  const clientId = config.data?.googleClientId ?? null;
  const sign = useFinishSignIn();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const { container, state } = useGoogleButton(clientId, async (idToken) => {
    setFailure(null);
    setBusy(true);
    try {
      sign.finish(await signInWithGoogle(idToken));
    } catch (error) {
      // Logged as 'Google Login Error'; the shopper also gets a sentence instead of a silent page
      // (docs/product/accounts.md#google-sign-in).
      console.error('Google Login Error', error);
      setFailure(messageFor(error, GOOGLE_FAILED, [401, 503]));
    } finally {
      setBusy(false);
    }
  });

  if (sign.challenge) {
    return <SecondStepForm challenge={sign.challenge} onSignedIn={sign.complete} onRestart={sign.restart} />;
  }
  if (config.isPending) return <Spinner label="Loading Google sign-in" />;
  if (!clientId) {
    return (
      <div className="mt-6">
        <button
          type="button"
          disabled
          aria-describedby="google-unavailable"
          className="flex h-11 w-full items-center justify-center gap-3 rounded-md border border-line bg-white text-sm font-semibold text-ink opacity-60"
        >
          <GoogleMark />
          Sign in with Google
        </button>
        <p id="google-unavailable" className="mt-3 text-center text-sm text-muted">
          {config.isError
            ? 'Google sign-in is not available right now. Please try again later.'
            : GOOGLE_NOT_CONFIGURED}
        </p>
      </div>
    );
  }
  return (
    <div className="mt-6">
      {failure && <FormMessage>{failure}</FormMessage>}
      {state === 'failed' && <FormMessage>Google sign-in could not be loaded. Please try again later.</FormMessage>}
      <div
        ref={container}
        className="mt-4 flex min-h-11 justify-center"
        data-testid="google-button"
        aria-busy={busy || state === 'loading'}
      />
      {(busy || state === 'loading') && (
        <Spinner label={busy ? 'Signing in' : 'Loading Google sign-in'} className="py-4" />
      )}
    </div>
  );
}
