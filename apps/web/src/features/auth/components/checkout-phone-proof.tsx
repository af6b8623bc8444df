import { useState, type FormEvent } from 'react';
import { mobileNumber } from '@store/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/stores/auth';
import { sendOtp } from '../api/otp';
import { useProfile, useSaveProfile } from '../api/profile';
import { fieldErrorsOf, messageFor } from '../utils/error-message';
import { FormMessage } from './auth-card';
import { OTP_MESSAGES } from './otp-code-form';
import { PhoneField } from './phone-field';
import { PhoneProofStep } from './phone-proof-step';

interface CheckoutPhoneProofProps {
  email: string;
  /** The number to offer first when the account has none of its own (the delivery address's). */
  suggestedPhone: string | undefined;
  onVerified: () => void;
}

/**
 * Cash on delivery needs a verified mobile number (docs/product/checkout.md#cash-on-delivery): the Payment page
 * proves it the way the profile does (docs/product/accounts.md#mobile-number): a `verify` code to the number, the
 * code step, then the profile saved with the proof, so the number becomes the account's proven one.
 */
export function CheckoutPhoneProof({ email, suggestedPhone, onVerified }: CheckoutPhoneProofProps) {
  const profile = useProfile(email);
  if (profile.isPending) return <Spinner label="Loading your profile" className="py-3" />;
  if (profile.isError) return <FormMessage>Your profile could not be loaded. Please try again later.</FormMessage>;
  const start =
    profile.data.phone_claim ?? (suggestedPhone && /^[6-9]\d{9}$/.test(suggestedPhone) ? suggestedPhone : '');
  return <ProveNumber email={email} profile={profile.data} start={start} onVerified={onVerified} />;
}

function ProveNumber({
  email,
  profile,
  start,
  onVerified,
}: {
  email: string;
  profile: { first_name: string; last_name: string | null };
  start: string;
  onVerified: () => void;
}) {
  const { signIn } = useAuth();
  const save = useSaveProfile(email);
  const [phone, setPhone] = useState(start);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ devCode: string | undefined } | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = mobileNumber.safeParse(phone);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Not a valid number');
      return;
    }
    setError(null);
    setSending(true);
    try {
      const reply = await sendOtp(parsed.data, 'verify');
      setSent({ devCode: reply.dev_code });
    } catch (failure) {
      setError(fieldErrorsOf(failure).phone_number ?? messageFor(failure, OTP_MESSAGES.sendFailed, [429, 503]));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <PhoneProofStep
        phone={phone}
        devCode={sent.devCode}
        submitLabel="VERIFY"
        onProof={async (phone_proof) => {
          const { token } = await save.mutateAsync({
            first_name: profile.first_name,
            last_name: profile.last_name,
            phone,
            phone_proof,
          });
          if (token) signIn(token);
          onVerified();
        }}
        onChangeNumber={() => setSent(null)}
      />
    );
  }

  return (
    <form onSubmit={send} noValidate className="space-y-3">
      <p className="text-sm text-ink">We send a code to your mobile number to verify it.</p>
      <PhoneField label="Mobile No*" value={phone} onValueChange={setPhone} error={error ?? undefined} />
      <Button type="submit" size="md" disabled={sending}>
        {sending ? 'Sending code…' : 'SEND CODE'}
      </Button>
    </form>
  );
}
