import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/stores/auth';
import { signInWithCode } from '../api/otp';
import { useSignInNext } from '../hooks/use-sign-in-next';
import { OtpCodeForm, type ResendActions } from './otp-code-form';

interface CodeEntryProps {
  phone: string;
  /** The code of a development store (TEST MODE), when the send answered one. */
  devCode?: string | undefined;
  /** The submit button's text: 'VERIFY OTP' on the phone login screen, 'Verify' on OtpVerify. */
  submitLabel: string;
  /** The resend control, which differs between the two screens (a countdown on the phone login screen). */
  resend: (actions: ResendActions) => ReactNode;
}

/**
 * The code step shared by the phone login screen and OtpVerify (docs/product/accounts.md#one-time-codes): the
 * code, then the single-use proof for the token. Success stores the token and goes to the `?next=` page, else
 * /Dashboard.
 */
export function CodeEntry({ phone, devCode, submitLabel, resend }: CodeEntryProps) {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const { destination } = useSignInNext();
  return (
    <OtpCodeForm
      phone={phone}
      devCode={devCode}
      purpose="sign-in"
      lead="Enter the 6-digit code sent to"
      submitLabel={submitLabel}
      verify={(code) => signInWithCode(phone, code)}
      onVerified={({ token }) => {
        if (!signIn(token)) {
          console.error('Token not found in response');
          return;
        }
        void navigate(destination);
      }}
      statuses={{ verify: [400, 401, 404, 429], resend: [404, 429] }}
      footer={(actions) => <div className="mt-4 flex justify-center">{resend(actions)}</div>}
    />
  );
}
