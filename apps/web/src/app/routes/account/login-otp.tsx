import { PhoneLogin } from '@/features/auth/components/phone-login';

/** SPEC.md §2 /LoginOtp (phone login; no footer there). */
export function Component() {
  return <PhoneLogin />;
}
