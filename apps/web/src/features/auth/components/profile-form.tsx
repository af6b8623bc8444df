import { useState, type FormEvent } from 'react';
import { mobileNumber, profileInput, type ProfileInput, type ProfileView } from '@store/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useAuth } from '@/stores/auth';
import { useProfile, useSaveProfile } from '../api/profile';
import { usePhoneProof } from '../hooks/use-phone-proof';
import { fieldErrorsOf, messageFor, zodFieldErrors } from '../utils/error-message';
import { FormMessage } from './auth-card';
import { OTP_MESSAGES } from './otp-code-form';
import { NameFields } from './name-fields';
import { PhoneField } from './phone-field';
import { PhoneProofStep } from './phone-proof-step';

export const PROFILE_SAVED = 'Profile Updated Successfully!';
const SAVE_FAILED = 'Your profile could not be saved. Please try again.';

interface Fields {
  first_name: string;
  last_name: string;
  phone: string;
}

const fieldsOf = (profile: ProfileView): Fields => ({
  first_name: profile.first_name,
  last_name: profile.last_name ?? '',
  phone: profile.phone ?? profile.phone_claim ?? '',
});

/** A save that changes the mobile number, waiting for the proof of the new one. */

function ProfileFields({ profile }: { profile: ProfileView }) {
  const { signIn } = useAuth();
  const save = useSaveProfile(profile.email);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, showSaved] = useTimedMessage();
  const set = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  const { sending, proving, setProving, askForCode } = usePhoneProof<ProfileInput>((error) => {
    setErrors(fieldErrorsOf(error));
    setFailure(messageFor(error, OTP_MESSAGES.sendFailed, [429, 503]));
  });

  const saveProfile = async (input: ProfileInput) => {
    try {
      const { token, ...stored } = await save.mutateAsync(input);
      // The new token carries the new name, so the header's welcome line follows at once.
      if (token) signIn(token);
      setFields(fieldsOf(stored));
      showSaved(PROFILE_SAVED);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(messageFor(error, SAVE_FAILED, [404, 409]));
    } finally {
      setProving(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = profileInput.safeParse(fields);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (parsed.data.phone === profile.phone) await saveProfile(parsed.data);
    else await askForCode(parsed.data);
  };

  if (proving) {
    return (
      <div className="mt-6 max-w-md">
        <h2 className="text-base font-bold text-ink">Verify your new mobile number</h2>
        <PhoneProofStep
          phone={proving.input.phone}
          devCode={proving.devCode}
          submitLabel="VERIFY AND SAVE"
          onProof={(phone_proof) => saveProfile({ ...proving.input, phone_proof })}
          onChangeNumber={() => setProving(null)}
        />
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 md:grid-cols-2">
      <Toast message={saved} tone="success" />
      {failure && (
        <div className="md:col-span-2">
          <FormMessage>{failure}</FormMessage>
        </div>
      )}
      <NameFields fields={fields} errors={errors} onChange={(field, value) => set(field)(value)} />
      <div>
        <PhoneField
          label="Mobile No*"
          name="phone"
          value={fields.phone}
          onValueChange={(value) => {
            set('phone')(value);
            // A message about the number typed before (not valid, needs a code, in use) goes with it.
            setErrors(({ phone: _stale, ...rest }) => rest);
          }}
          error={errors.phone}
        />
        {mobileNumber.safeParse(fields.phone).success && fields.phone !== profile.phone && !errors.phone && (
          <p className="mt-1 text-xs text-ink-soft">
            {fields.phone === profile.phone_claim
              ? 'Not verified yet. Saving sends a code to this number.'
              : 'Saving sends a code to this number to verify it.'}
          </p>
        )}
      </div>
      <FormField
        label="Email Id"
        type="email"
        name="email"
        value={profile.email}
        readOnly
        aria-readonly="true"
        className="[&_input]:bg-canvas [&_input]:text-ink-soft"
      />
      <div className="md:col-span-2">
        <Button type="submit" size="lg" className="w-full md:w-auto" disabled={save.isPending || sending}>
          {save.isPending ? 'Saving…' : sending ? 'Sending code…' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Profile Information', loaded from GET /User/{email}/username and saved by PUT
 * (docs/product/accounts.md#profile).
 */
export function ProfileForm({ email }: { email: string }) {
  const profile = useProfile(email);
  return (
    <section className="flex-1 rounded-lg border border-line bg-white p-5 md:p-8">
      <h1 className="text-xl font-bold text-ink">Profile Information</h1>
      {profile.isPending && <Spinner label="Loading your profile" />}
      {profile.isError && <FormMessage>Your profile could not be loaded. Please try again later.</FormMessage>}
      {profile.data && <ProfileFields key={profile.data.email} profile={profile.data} />}
    </section>
  );
}
