import type { ReactNode } from 'react';
import { signInWithCode } from '../api/otp';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { OtpCodeForm, type ResendActions } from './otp-code-form';
import { SecondStepForm } from './second-step-form';

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
 * code, then the single-use proof for the token (and the second step for staff, docs/product/admin.md#two-step-sign-in).
 * Success stores the token and goes to the `?next=` page, else /Dashboard.
 */
export function CodeEntry({ phone, devCode, submitLabel, resend }: CodeEntryProps) {
  const sign = useFinishSignIn();
  if (sign.challenge) {
    return <SecondStepForm challenge={sign.challenge} onSignedIn={sign.complete} onRestart={sign.restart} />;
  }
  return (
    <OtpCodeForm
      phone={phone}
      devCode={devCode}
      purpose="sign-in"
      lead="Enter the 6-digit code sent to"
      submitLabel={submitLabel}
      verify={(code) => signInWithCode(phone, code)}
      onVerified={(reply) => void sign.finish(reply)}
      statuses={{ verify: [400, 401, 404, 429], resend: [404, 429] }}
      footer={(actions) => <div className="mt-4 flex justify-center">{resend(actions)}</div>}
    />
  );
}
