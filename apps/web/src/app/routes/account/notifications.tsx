import { RequireUser } from '@/features/auth/components/require-user';
import { NotificationsPage } from '@/features/consents/components/notifications-page';
import { AccountMenu } from '@/features/orders/components/account-menu';

/** /Profile/Notifications: offers by email and SMS, each off until turned on (docs/product/privacy.md#consent). */
export function Component() {
  return (
    <RequireUser screen="Notifications">
      {(user) => (
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-3 py-5 md:flex-row md:gap-8 md:px-6 md:py-8">
          <title>Notifications · Store</title>
          <AccountMenu />
          <NotificationsPage email={user.email} />
        </div>
      )}
    </RequireUser>
  );
}
