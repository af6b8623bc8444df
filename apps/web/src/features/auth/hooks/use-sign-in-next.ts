import { useSearchParams } from 'react-router';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from '@/lib/next-path';

/**
 * The `?next=` a sign-in screen was opened with, when it is safe, and where success goes: there, else /Dashboard
 * (docs/product/accounts.md#where-a-sign-in-continues).
 */
export function useSignInNext(): { next: string | null; destination: string } {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return { next, destination: next ?? DEFAULT_AFTER_SIGN_IN };
}
