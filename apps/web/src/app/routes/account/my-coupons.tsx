import { RequireUser } from '@/features/auth/components/require-user';
import { MyCouponsPage } from '@/features/coupons/components/my-coupons-page';

/** /MyCoupons, Profile → Coupons (docs/product/accounts.md#my-coupons); /Coupons is the admin's screen. */
export function Component() {
  return (
    <RequireUser screen="Coupons">
      {(user) => (
        <>
          <title>My Coupons · Store</title>
          <MyCouponsPage email={user.email} />
        </>
      )}
    </RequireUser>
  );
}
