import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/stores/auth';
import { isChallenge, type SignInReply } from '../api/two-factor';
import { useSignInNext } from './use-sign-in-next';

/**
 * The end of every sign-in (password, Google, phone code; docs/product/accounts.md#where-a-sign-in-continues): a
 * token is stored and the `?next=` page opens, else /Dashboard; a challenge asks for the second step first
 * (docs/product/admin.md#two-step-sign-in), whose token then finishes the same way.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const { destination } = useSignInNext();
  const [challenge, setChallenge] = useState<string | null>(null);

  const complete = (token: string | undefined): boolean => {
    if (!token || !signIn(token)) {
      // A reply without a token is only logged.
      console.error('Token not found in response');
      return false;
    }
    setChallenge(null);
    void navigate(destination);
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
