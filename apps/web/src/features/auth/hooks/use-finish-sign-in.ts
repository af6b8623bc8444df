import { useState } from 'react';
import { useNavigate } from 'react-router';
import { noticeDue } from '@/hooks/use-consents';
import { withNext } from '@/lib/next-path';
import { decodeToken, useAuth } from '@/stores/auth';
import { isChallenge, type SignInReply } from '../api/two-factor';
import { useSignInNext } from './use-sign-in-next';

/**
 * The end of every sign-in (password, Google, phone code; docs/product/accounts.md#where-a-sign-in-continues): a
 * token is stored and the `?next=` page opens, else /Dashboard, after the privacy notice when one is due; a challenge asks for the second step first
 * (docs/product/admin.md#two-step-sign-in), whose token then finishes the same way.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const { destination } = useSignInNext();
  const [challenge, setChallenge] = useState<string | null>(null);

  /**
   * The destination, or first the privacy notice for a shopper who has not been shown its current version
   * (docs/product/privacy.md#notice); if asking fails, the destination.
   */
  const continueTo = async (token: string) => {
    const user = decodeToken(token);
    const due = user?.role === 'customer' && (await noticeDue(user.email).catch(() => false));
    void navigate(due ? withNext('/PrivacyNotice', destination) : destination);
  };

  const complete = (token: string | undefined): boolean => {
    if (!token || !signIn(token)) {
      // A reply without a token is only logged.
      console.error('Token not found in response');
      return false;
    }
    setChallenge(null);
    void continueTo(token);
    return true;
  };

  const finish = (reply: SignInReply): boolean => {
    if (isChallenge(reply)) {
      setChallenge(reply.challenge);
      return true;
    }
    return complete(reply.token);
  };

  return { challenge, finish, complete, restart: () => setChallenge(null) };
}
