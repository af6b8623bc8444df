import { OtpVerify } from '@/features/auth/components/otp-verify';

/** Reached with the phone number in navigation state (docs/product/accounts.md#one-time-codes). */
export function Component() {
  return <OtpVerify />;
}
