import { PhoneLogin } from '@/features/auth/components/phone-login';

/** Phone login, without the footer (docs/product/accounts.md#one-time-codes). */
export function Component() {
  return <PhoneLogin />;
}
