import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/stores/auth';
import { sendOtp, signInWithCode } from '../api/otp';
import { codeOf, emptyDigits, isComplete } from '../utils/otp-digits';
import { messageFor } from '../utils/error-message';
import { FormMessage } from './auth-card';
import { OtpBoxes } from './otp-boxes';
import { TestModeHint } from './test-mode-hint';

/** The failure texts of sign-in by code (docs/product/accounts.md#one-time-codes). */
export const OTP_MESSAGES = {
  sendFailed: 'Failed to send OTP. Try again.',
  resendFailed: 'Failed to resend OTP. Try again later.',
  invalid: 'Invalid OTP. Please try again.',
} as const;

export const CODE_RESENT = 'A new code has been sent.';

interface CodeEntryProps {
  phone: string;
  /** The code of a development store (TEST MODE), when the send answered one. */
  devCode?: string | undefined;
  /** The submit button's text: 'VERIFY OTP' on the phone login screen, 'Verify' on OtpVerify. */
  submitLabel: string;
  /** The resend control, which differs between the two screens (a countdown on the phone login screen). */
  resend: (actions: { resend: () => Promise<boolean>; resending: boolean }) => ReactNode;
}

/**
 * The code step shared by the phone login screen and OtpVerify: six boxes, verify (the code, then the
 * single-use proof for the token), and resend. Success stores the token and goes to /Dashboard.
 */
export function CodeEntry({ phone, devCode: firstCode, submitLabel, resend }: CodeEntryProps) {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [digits, setDigits] = useState<string[]>(emptyDigits);
  const [devCode, setDevCode] = useState(firstCode);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete(digits) || verifying) return;
    setFailure(null);
    setNotice(null);
    setVerifying(true);
    try {
      const { token } = await signInWithCode(phone, codeOf(digits));
      if (!signIn(token)) {
        console.error('Token not found in response');
        return;
      }
      navigate('/Dashboard');
    } catch (error) {
      setFailure(messageFor(error, OTP_MESSAGES.invalid, [400, 401, 404, 429]));
      setDigits(emptyDigits());
    } finally {
      setVerifying(false);
    }
  };

  const doResend = async () => {
    setFailure(null);
    setNotice(null);
    setResending(true);
    try {
      const sent = await sendOtp(phone);
      setDevCode(sent.dev_code);
      setDigits(emptyDigits());
      setNotice(CODE_RESENT);
      return true;
    } catch (error) {
      setFailure(messageFor(error, OTP_MESSAGES.resendFailed, [404, 429]));
      return false;
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p id="otp-instructions" className="mt-4 text-sm text-ink-soft">
        Enter the 6-digit code sent to <strong className="font-semibold text-ink">+91 {phone}</strong>
      </p>
      {devCode && <TestModeHint code={devCode} />}
      {notice && !failure && <FormMessage tone="success">{notice}</FormMessage>}
      {failure && <FormMessage>{failure}</FormMessage>}
      <OtpBoxes
        digits={digits}
        onChange={setDigits}
        invalid={failure !== null && !isComplete(digits)}
        autoFocus
        describedBy="otp-instructions"
      />
      <Button type="submit" className="mt-6 w-full" disabled={!isComplete(digits) || verifying}>
        {verifying ? 'Verifying…' : submitLabel}
      </Button>
      <div className="mt-4 flex justify-center">{resend({ resend: doResend, resending })}</div>
    </form>
  );
}
