import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { RequireUser } from '@/features/auth/components/require-user';
import { AccountMenu } from '@/features/orders/components/account-menu';
import { PrivacyPage } from '@/features/auth/components/privacy-page';
import { useAuth } from '@/stores/auth';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

/** /Profile/Privacy beside the account side menu (docs/product/privacy.md#profile-privacy). */
export function Component() {
  const { signOut } = useAuth();
  const [deleted, setDeleted] = useState(false);
  if (deleted) {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center">
        <title>Account deleted · Store</title>
        <h1 className="text-xl font-bold text-ink">{ACCOUNT_DELETED}</h1>
        <p className="mt-2 text-muted">
          You have been signed out everywhere. Tax invoices of your orders are kept as the law requires.
        </p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
          CONTINUE SHOPPING
        </Link>
      </section>
    );
  }
  return (
    <RequireUser screen="Privacy">
      {(user) => (
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-3 py-5 md:flex-row md:gap-8 md:px-6 md:py-8">
          <title>Privacy · Store</title>
          <AccountMenu />
          <PrivacyPage
            email={user.email}
            onDeleted={() => {
              setDeleted(true);
              signOut();
            }}
          />
        </div>
      )}
    </RequireUser>
  );
}
