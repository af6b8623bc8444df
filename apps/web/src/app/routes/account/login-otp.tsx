import { PhoneLogin } from '@/features/auth/components/phone-login';
import { FormAfterHydration } from '../after-hydration';

/** Phone login, without the footer (docs/product/accounts.md#one-time-codes). */
export function Component() {
  return (
    <FormAfterHydration>
      <PhoneLogin />
    </FormAfterHydration>
  );
}
