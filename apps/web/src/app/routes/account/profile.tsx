import { ProfileForm } from '@/features/auth/components/profile-form';
import { ProfileSideMenu } from '@/features/auth/components/profile-side-menu';
import { RequireUser } from '@/features/auth/components/require-user';

/** The account side menu and the 'Profile Information' form (docs/product/accounts.md#profile). */
export function Component() {
  return (
    <RequireUser screen="Profile">
      {(user) => (
        <div className="mx-auto flex max-w-[1200px] flex-col-reverse gap-6 px-4 py-6 md:flex-row md:px-10 md:py-10">
          <title>Profile · Store</title>
          <ProfileSideMenu />
          <ProfileForm email={user.email} />
        </div>
      )}
    </RequireUser>
  );
}
