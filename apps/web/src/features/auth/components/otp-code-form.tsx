import { useState, type FormEvent, type ReactNode } from 'react';
import type { OtpPurpose } from '@store/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { sendOtp } from '../api/otp';
import { codeOf, emptyDigits, isComplete } from '../utils/otp-digits';
import { messageFor } from '../utils/error-message';
import { FormMessage } from './auth-card';
import { OtpBoxes } from './otp-boxes';
import { TestModeHint } from '@/components/test-mode-hint';

/** The failure texts of one-time codes (docs/product/accounts.md#one-time-codes). */
export const OTP_MESSAGES = {
  sendFailed: 'Failed to send OTP. Try again.',
  resendFailed: 'Failed to resend OTP. Try again later.',
  invalid: 'Invalid OTP. Please try again.',
} as const;

export const CODE_RESENT = 'A new code has been sent.';

export interface ResendActions {
  resend: () => Promise<boolean>;
  resending: boolean;
}

interface OtpCodeFormProps<Result> {
  phone: string;
  /** The code of a development store (TEST MODE), when the send answered one. */
  devCode?: string | undefined;
  /** What a resend asks for: a sign-in code or a `verify` code that proves the number. */
  purpose: OtpPurpose;
  /** The words before the number: 'Enter the 6-digit code sent to'. */
  lead: string;
  submitLabel: string;
  /** Checks the code with the server; a failure here is a wrong code, shown in the form. */
  verify: (code: string) => Promise<Result>;
  /** What the checked code is for; its failures are the caller's to show. */
  onVerified: (result: Result) => Promise<void> | void;
  /** HTTP statuses whose own message is shown for a wrong code or a failed resend. */
  statuses: { verify: number[]; resend: number[] };
  /** The controls under the button (resend, and on some screens "Change number"). */
  footer: (actions: ResendActions) => ReactNode;
  testId?: string;
}

/**
 * Six code boxes for a code sent to a mobile number (docs/product/accounts.md#one-time-codes,
 * docs/product/accounts.md#mobile-number): verify, resend and, in development, the TEST MODE hint. Sign-in by code
 * and proving a number at registration or in the profile are this one form with their own verify step.
 */
export function OtpCodeForm<Result>({
  phone,
  devCode: firstCode,
  purpose,
  lead,
  submitLabel,
  verify,
  onVerified,
  statuses,
  footer,
  testId,
}: OtpCodeFormProps<Result>) {
  const [digits, setDigits] = useState<string[]>(emptyDigits);
  const [devCode, setDevCode] = useState(firstCode);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const instructionsId = `${testId ?? 'otp'}-instructions`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete(digits) || busy) return;
    setFailure(null);
    setNotice(null);
    setBusy(true);
    let result: Result;
    try {
      result = await verify(codeOf(digits));
    } catch (error) {
      setFailure(messageFor(error, OTP_MESSAGES.invalid, statuses.verify));
      setDigits(emptyDigits());
      setBusy(false);
      return;
    }
    try {
      await onVerified(result);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setFailure(null);
    setNotice(null);
    setResending(true);
    try {
      const sent = await sendOtp(phone, purpose);
      setDevCode(sent.dev_code);
      setDigits(emptyDigits());
      setNotice(CODE_RESENT);
      return true;
    } catch (error) {
      setFailure(messageFor(error, OTP_MESSAGES.resendFailed, statuses.resend));
      return false;
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <p id={instructionsId} className="mt-4 text-sm text-ink-soft">
        {lead} <strong className="font-semibold whitespace-nowrap text-ink">+91 {phone}</strong>
      </p>
      {devCode && <TestModeHint code={devCode} />}
      {notice && !failure && <FormMessage tone="success">{notice}</FormMessage>}
      {failure && <FormMessage>{failure}</FormMessage>}
      <OtpBoxes
        digits={digits}
        onChange={setDigits}
        invalid={failure !== null && !isComplete(digits)}
        autoFocus
        describedBy={instructionsId}
      />
      <Button type="submit" className="mt-6 w-full" disabled={!isComplete(digits) || busy}>
        {busy ? 'Verifying…' : submitLabel}
      </Button>
      {footer({ resend, resending })}
    </form>
  );
}
