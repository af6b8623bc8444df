import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { sendOtp, verifyOtp } from '../api/otp';
import { codeOf, emptyDigits, isComplete } from '../utils/otp-digits';
import { messageFor } from '../utils/error-message';
import { FormMessage } from './auth-card';
import { CODE_RESENT, OTP_MESSAGES } from './code-entry';
import { OtpBoxes } from './otp-boxes';
import { ResendWithCountdown } from './resend-with-countdown';
import { TestModeHint } from './test-mode-hint';

interface PhoneProofStepProps {
  /** The number a `verify` code was just sent to (10 digits, no +91). */
  phone: string;
  /** The code of a development store (TEST MODE), when the send answered one. */
  devCode?: string | undefined;
  /** The submit button's text, saying what the proof is for ('VERIFY AND REGISTER'). */
  submitLabel: string;
  /** What the verified number is for: called with the single-use proof; failures are the caller's to show. */
  onProof: (proof: string) => Promise<void>;
  /** Back to the form, to change the number. */
  onChangeNumber: () => void;
}

/**
 * Proving a mobile number (docs/product/accounts.md#mobile-number): the six code boxes for the `verify` code sent to
 * it, Verify (the code, then the caller's use of the proof), the resend countdown and, in development, the TEST MODE
 * hint. Registration and the profile show it before they send the number.
 */
export function PhoneProofStep({
  phone,
  devCode: firstCode,
  submitLabel,
  onProof,
  onChangeNumber,
}: PhoneProofStepProps) {
  const [digits, setDigits] = useState<string[]>(emptyDigits);
  const [devCode, setDevCode] = useState(firstCode);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete(digits) || busy) return;
    setFailure(null);
    setNotice(null);
    setBusy(true);
    let proof: string;
    try {
      proof = (await verifyOtp(phone, codeOf(digits))).proof;
    } catch (error) {
      setFailure(messageFor(error, OTP_MESSAGES.invalid, [400, 429]));
      setDigits(emptyDigits());
      setBusy(false);
      return;
    }
    try {
      await onProof(proof);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setFailure(null);
    setNotice(null);
    setResending(true);
    try {
      const sent = await sendOtp(phone, 'verify');
      setDevCode(sent.dev_code);
      setDigits(emptyDigits());
      setNotice(CODE_RESENT);
      return true;
    } catch (error) {
      setFailure(messageFor(error, OTP_MESSAGES.resendFailed, [429, 503]));
      return false;
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="phone-proof-step">
      <p id="phone-proof-instructions" className="mt-4 text-sm text-ink-soft">
        Enter the 6-digit code we sent to{' '}
        <strong className="font-semibold whitespace-nowrap text-ink">+91 {phone}</strong>
      </p>
      {devCode && <TestModeHint code={devCode} />}
      {notice && !failure && <FormMessage tone="success">{notice}</FormMessage>}
      {failure && <FormMessage>{failure}</FormMessage>}
      <OtpBoxes
        digits={digits}
        onChange={setDigits}
        invalid={failure !== null && !isComplete(digits)}
        autoFocus
        describedBy="phone-proof-instructions"
      />
      <Button type="submit" className="mt-6 w-full" disabled={!isComplete(digits) || busy}>
        {busy ? 'Verifying…' : submitLabel}
      </Button>
      <div className="mt-4 flex items-center justify-between gap-4">
        <ResendWithCountdown resend={resend} resending={resending} />
        <button
          type="button"
          onClick={onChangeNumber}
          className="text-sm font-semibold text-ink-soft underline underline-offset-4 hover:text-ink"
        >
          Change number
        </button>
      </div>
    </form>
  );
}
