import { useState, type FormEvent } from 'react';
import { profileInput, type ProfileView } from '@store/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useAuth } from '@/stores/auth';
import { useProfile, useSaveProfile } from '../api/profile';
import { fieldErrorsOf, messageFor, zodFieldErrors } from '../utils/error-message';
import { FormMessage } from './auth-card';
import { PhoneField } from './phone-field';

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
  phone: profile.phone ?? '',
});

function ProfileFields({ profile }: { profile: ProfileView }) {
  const { signIn } = useAuth();
  const save = useSaveProfile(profile.email);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, showSaved] = useTimedMessage();
  const set = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = profileInput.safeParse(fields);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const { token, ...stored } = await save.mutateAsync(parsed.data);
      // The new token carries the new name, so the header's welcome line follows at once.
      if (token) signIn(token);
      setFields(fieldsOf(stored));
      showSaved(PROFILE_SAVED);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(messageFor(error, SAVE_FAILED, [404, 409]));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 md:grid-cols-2">
      <Toast message={saved} tone="success" />
      {failure && (
        <div className="md:col-span-2">
          <FormMessage>{failure}</FormMessage>
        </div>
      )}
      <FormField
        label="First Name"
        name="first_name"
        autoComplete="given-name"
        value={fields.first_name}
        onChange={(event) => set('first_name')(event.target.value)}
        error={errors.first_name}
      />
      <FormField
        label="Last Name"
        name="last_name"
        autoComplete="family-name"
        value={fields.last_name}
        onChange={(event) => set('last_name')(event.target.value)}
        error={errors.last_name}
      />
      <PhoneField
        label="Mobile No*"
        name="phone"
        value={fields.phone}
        onValueChange={set('phone')}
        error={errors.phone}
      />
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
        <Button type="submit" size="lg" className="w-full md:w-auto" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Profile'}
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
