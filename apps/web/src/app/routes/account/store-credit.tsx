import { RequireUser } from '@/features/auth/components/require-user';
import { AccountMenu } from '@/features/orders/components/account-menu';
import { StoreCreditPage } from '@/features/store-credit/components/store-credit-page';

/**
 * /StoreCredit, Profile → Store Credit and StoreCash (docs/product/accounts.md#store-credit), beside the account side
 * menu of /Orders.
 */
export function Component() {
  return (
    <RequireUser screen="Store Credit">
      {(user) => (
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-3 py-5 md:flex-row md:gap-8 md:px-6 md:py-8">
          <title>Store Credit · Store</title>
          <AccountMenu />
          <StoreCreditPage email={user.email} />
        </div>
      )}
    </RequireUser>
  );
}
