import { RequireUser } from '@/features/auth/components/require-user';
import { PrivacyNoticeStep } from '@/features/consents/components/privacy-notice-step';

/** /PrivacyNotice: the notice a first sign-in shows before the page it was going to (docs/product/privacy.md#notice). */
export function Component() {
  return (
    <RequireUser screen="Privacy notice">
      {(user) => (
        <>
          <title>Your privacy · Store</title>
          <PrivacyNoticeStep email={user.email} />
        </>
      )}
    </RequireUser>
  );
}
