import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '@store/shared/messages';
import { registerInput, type RegisterInput } from '@store/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { useRegister } from '../api/register';
import { usePhoneProof } from '../hooks/use-phone-proof';
import { fieldErrorsOf, messageFor, zodFieldErrors } from '../utils/error-message';
import { EmailField } from './email-field';
import { NameFields } from './name-fields';
import { NewPasswordFields } from './new-password-fields';
import { AuthCard, AuthLinks, authLinkClass, FormMessage } from './auth-card';
import { OTP_MESSAGES } from './otp-code-form';
import { PhoneField } from './phone-field';
import { PhoneProofStep } from './phone-proof-step';
import { Registered, type RegisteredInfo } from './registered';
import { MarketingChoices } from '@/components/marketing-choices';
import { PrivacySummary } from '@/components/privacy-summary';

const empty = { first_name: '', last_name: '', email: '', password: '', confirm: '', phone: '' };
type Fields = typeof empty;

/** A registration checked by the form and waiting for the proof of its mobile number. */

/**
 * First name, last name, email, password, confirm password, mobile number, the unticked offers by email and SMS
 * and the short privacy notice (docs/product/privacy.md#notice); links LOGIN and LOGIN BY OTP;
 * success goes to /Login. The form checks the server's rules from the shared schema (a real email, 8
 * characters of password, an Indian mobile) before sending, then asks for the code sent to the mobile number and
 * registers with its proof (docs/product/accounts.md#registration).
 */
export function RegisterForm() {
  const register = useRegister();
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [marketing, setMarketing] = useState({ email: false, sms: false });
  const [failure, setFailure] = useState<string | null>(null);
  const { sending, proving, setProving, askForCode } = usePhoneProof<RegisterInput>((error) => {
    setErrors(fieldErrorsOf(error));
    setFailure(messageFor(error, OTP_MESSAGES.sendFailed, [429, 503]));
  });
  const [registered, setRegistered] = useState<RegisteredInfo | null>(null);
  const set = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { confirm, ...input } = fields;
    const parsed = registerInput.safeParse({ ...input, marketing_consent: marketing });
    const found = parsed.success ? {} : zodFieldErrors(parsed.error.issues);
    if (confirm !== fields.password && !found.confirm) found.confirm = messages.passwordsDoNotMatch;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    await askForCode(parsed.data);
  };

  const registerWithProof = async (input: RegisterInput, phone_proof: string) => {
    try {
      const reply = await register.mutateAsync({ ...input, phone_proof });
      setProving(null);
      setRegistered({ email: input.email, message: reply.message, code: reply.dev_verification_code });
    } catch (error) {
      // Back to the form: 'Invalid email or password.' above it; the server's field messages (a mobile
      // number already in use) under their fields; a 429 says how long to wait.
      setProving(null);
      setErrors(fieldErrorsOf(error));
      setFailure(messageFor(error, messages.invalidLogin, [429]));
    }
  };

  if (registered) return <Registered {...registered} />;

  if (proving) {
    return (
      <AuthCard title="Register" subtitle="Verify your mobile number to finish registering." wide>
        <title>Register · Store</title>
        <PhoneProofStep
          phone={proving.input.phone}
          devCode={proving.devCode}
          submitLabel="VERIFY AND REGISTER"
          onProof={(proof) => registerWithProof(proving.input, proof)}
          onChangeNumber={() => setProving(null)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Register" subtitle="Create an account to place orders and track them." wide>
      <title>Register · Store</title>
      {failure && <FormMessage>{failure}</FormMessage>}
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
        <NameFields fields={fields} errors={errors} onChange={(field, value) => set(field)(value)} />
        <EmailField value={fields.email} onValueChange={set('email')} error={errors.email} className="sm:col-span-2" />
        <NewPasswordFields
          label="Password"
          password={fields.password}
          confirm={fields.confirm}
          errors={errors}
          onPassword={set('password')}
          onConfirm={set('confirm')}
        />
        <PhoneField
          label="Mobile Number"
          name="phone"
          className="sm:col-span-2"
          value={fields.phone}
          onValueChange={set('phone')}
          error={errors.phone}
        />
        <MarketingChoices value={marketing} onChange={setMarketing} className="sm:col-span-2" />
        <PrivacySummary className="sm:col-span-2" />
        <Button type="submit" className="w-full sm:col-span-2" disabled={sending}>
          {sending ? 'Sending code…' : 'REGISTER'}
        </Button>
      </form>
      <AuthLinks>
        <Link to="/Login" className={authLinkClass}>
          LOGIN
        </Link>
        <Link to="/LoginOtp" className={authLinkClass}>
          LOGIN BY OTP
        </Link>
      </AuthLinks>
    </AuthCard>
  );
}
