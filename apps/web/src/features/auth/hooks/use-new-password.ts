import { useState, type FormEvent } from 'react';
import { messages } from '@store/shared/messages';
import { resetPasswordInput, type ResetPasswordInput } from '@store/shared/schemas/account';
import { fieldErrorsOf, messageFor, zodFieldErrors } from '../utils/error-message';

/**
 * A new password typed twice for a mailed link's `token`, checked with the registration rules before it is sent
 * (docs/product/accounts.md#registration): the password reset and accepting a staff invitation. `send` answers the
 * token of a sign-in, which `onToken` uses; a refusal shows the server's sentence, else `failed`.
 */
export function useNewPassword({
  token,
  send,
  failed,
  statuses = [400, 429],
  onToken,
}: {
  token: string;
  send: (input: ResetPasswordInput) => Promise<{ token: string }>;
  failed: string;
  /** The statuses whose own sentence is shown. */
  statuses?: readonly number[];
  onToken: (token: string) => Promise<void> | void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = resetPasswordInput.safeParse({ token, password });
    const found = parsed.success ? {} : zodFieldErrors(parsed.error.issues);
    if (confirm !== password && !found.password) found.confirm = messages.passwordsDoNotMatch;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onToken((await send(parsed.data)).token);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(messageFor(error, failed, statuses));
    } finally {
      setSaving(false);
    }
  };

  return { password, confirm, setPassword, setConfirm, errors, failure, saving, onSubmit };
}
