import { OtpVerify } from '@/features/auth/components/otp-verify';

/** SPEC.md §2 /OtpVerify, reached with the phone number in navigation state. */
export function Component() {
  return <OtpVerify />;
}
