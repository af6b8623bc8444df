import { RequireUser } from '@/features/auth/components/require-user';
import { MyCouponsPage } from '@/features/coupons/components/my-coupons-page';
import { AccountMenu } from '@/features/orders/components/account-menu';

/**
 * /MyCoupons, Profile → Coupons (docs/product/accounts.md#my-coupons), beside the account side menu of /Orders;
 * /Coupons is the admin's screen.
 */
export function Component() {
  return (
    <RequireUser screen="Coupons">
      {(user) => (
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-3 py-5 md:flex-row md:gap-8 md:px-6 md:py-8">
          <title>My Coupons · Store</title>
          <AccountMenu />
          <MyCouponsPage email={user.email} />
        </div>
      )}
    </RequireUser>
  );
}
