import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getAuthToken, useAuth } from '@/stores/auth';
import { logout } from '../api/logout';

/**
 * Logout (docs/product/accounts.md#sessions): token and user leave local storage at once, the server ends the token
 * (so a copy of it stops working), then the shopper goes home. Signing out locally does not depend on the
 * server answering.
 */
export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    const token = getAuthToken();
    signOut();
    try {
      if (token) await logout(token);
    } catch (error) {
      console.warn('Logout could not reach the server', error);
    }
    navigate('/');
  }, [signOut, navigate]);
}
