import { useParams } from 'react-router';
import { AcceptInviteForm } from '@/features/auth/components/accept-invite-form';

/** Opened from the link of a staff invitation (docs/product/admin.md#accepting-an-invitation). */
export function Component() {
  const { token = '' } = useParams();
  return <AcceptInviteForm key={token} token={token} />;
}
