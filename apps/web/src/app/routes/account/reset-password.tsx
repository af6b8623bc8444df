import { useParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** Opened from the link of the reset email (docs/product/accounts.md#forgotten-password). */
export function Component() {
  const { token = '' } = useParams();
  return <ResetPasswordForm key={token} token={token} />;
}
