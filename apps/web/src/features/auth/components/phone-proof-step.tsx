import { verifyOtp } from '../api/otp';
import { OtpCodeForm } from './otp-code-form';
import { ResendWithCountdown } from './resend-with-countdown';

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
 * Proving a mobile number (docs/product/accounts.md#mobile-number): the code sent to it, then the caller's use of
 * the proof, with the resend countdown and "Change number". Registration and the profile show it before they send
 * the number.
 */
export function PhoneProofStep({ phone, devCode, submitLabel, onProof, onChangeNumber }: PhoneProofStepProps) {
  return (
    <OtpCodeForm
      phone={phone}
      devCode={devCode}
      purpose="verify"
      lead="Enter the 6-digit code we sent to"
      submitLabel={submitLabel}
      verify={async (code) => (await verifyOtp(phone, code)).proof}
      onVerified={onProof}
      statuses={{ verify: [400, 429], resend: [429, 503] }}
      testId="phone-proof-step"
      footer={({ resend, resending }) => (
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
      )}
    />
  );
}
