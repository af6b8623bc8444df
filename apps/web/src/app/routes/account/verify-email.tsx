import { useParams } from 'react-router';
import { VerifyEmailForm } from '@/features/auth/components/verify-email-form';
import { VerifyEmailLink } from '@/features/auth/components/verify-email-link';

/** /VerifyEmail/:token from the email's link, /VerifyEmail for the code (docs/product/accounts.md#email-verification). */
export function Component() {
  const { token } = useParams();
  return token ? <VerifyEmailLink key={token} token={token} /> : <VerifyEmailForm />;
}
