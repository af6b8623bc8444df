import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '@store/shared/messages';
import { mobileNumber } from '@store/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { withNext } from '@/lib/next-path';
import { sendOtp } from '../api/otp';
import { useSignInNext } from '../hooks/use-sign-in-next';
import { messageFor } from '../utils/error-message';
import { AuthCard, AuthLinks, authLinkClass, FormMessage } from './auth-card';
import { CodeEntry } from './code-entry';
import { OTP_MESSAGES } from './otp-code-form';
import { PhoneField } from './phone-field';
import { ResendWithCountdown } from './resend-with-countdown';

/**
 * Digits only, exactly 10 (an Indian mobile starts 6–9); a number typed that is not valid shows
 * 'Not a valid number' (docs/product/accounts.md#one-time-codes).
 */
export function phoneError(phone: string): string | undefined {
  if (phone === '') return undefined;
  return mobileNumber.safeParse(phone).success ? undefined : messages.notAValidNumber;
}

/**
 * /LoginOtp: +91 and a 10-digit mobile, CONTINUE (disabled until 10 digits), then the code step with VERIFY OTP
 * and the resend countdown; links REGISTER and LOGIN; success → /Dashboard (docs/product/accounts.md#one-time-codes).
 */
export function PhoneLogin() {
  const [phone, setPhone] = useState('');
  const { next } = useSignInNext();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [devCode, setDevCode] = useState<string | undefined>();
  const error = phoneError(phone);
  const valid = phone !== '' && !error;

  const onContinue = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending) return;
    setFailure(null);
    setSending(true);
    try {
      const sent = await sendOtp(phone);
      setDevCode(sent.dev_code);
      setStep('code');
    } catch (problem) {
      setFailure(messageFor(problem, OTP_MESSAGES.sendFailed, [404, 429, 503]));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard
      fill
      title="Login with OTP"
      subtitle={step === 'phone' ? 'We will send a 6-digit code to your mobile number.' : undefined}
    >
      <title>Login with OTP · Store</title>
      {step === 'phone' ? (
        <>
          {failure && <FormMessage>{failure}</FormMessage>}
          <form onSubmit={onContinue} noValidate className="mt-5 space-y-4">
            <PhoneField
              label="Mobile Number"
              name="phone_number"
              value={phone}
              onValueChange={setPhone}
              error={error}
            />
            <Button type="submit" className="w-full" disabled={!valid || sending}>
              {sending ? 'Sending…' : 'CONTINUE'}
            </Button>
          </form>
          {valid && (
            <p className="mt-3 text-center text-sm">
              <Link
                to={withNext('/OtpVerify', next)}
                state={{ phone_number: phone }}
                className="font-semibold text-ink-soft underline underline-offset-4 hover:text-ink"
              >
                I already have a code
              </Link>
            </p>
          )}
        </>
      ) : (
        <>
          <CodeEntry
            phone={phone}
            devCode={devCode}
            submitLabel="VERIFY OTP"
            resend={(actions) => <ResendWithCountdown {...actions} />}
          />
          <p className="mt-2 text-center text-sm">
            <button
              type="button"
              onClick={() => {
                setStep('phone');
                setDevCode(undefined);
              }}
              className="font-semibold text-ink-soft underline underline-offset-4 hover:text-ink"
            >
              Change number
            </button>
          </p>
        </>
      )}
      <AuthLinks>
        <Link to="/Register" className={authLinkClass}>
          REGISTER
        </Link>
        <Link to={withNext('/Login', next)} className={authLinkClass}>
          LOGIN
        </Link>
      </AuthLinks>
    </AuthCard>
  );
}
