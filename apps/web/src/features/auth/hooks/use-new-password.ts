import { useState, type FormEvent } from 'react';
import { messages } from '@store/shared/messages';
import { resetPasswordInput, type ResetPasswordInput } from '@store/shared/schemas/account';
import { isChallenge } from '../api/two-factor';
import { fieldErrorsOf, messageFor, zodFieldErrors } from '../utils/error-message';

/**
 * A new password typed twice for a mailed link's `token`, checked with the registration rules before it is sent
 * (docs/product/accounts.md#registration): the password reset and accepting a staff invitation. `send` answers as a
 * sign-in does: the token, which `onToken` uses, or for an account with two-step sign-in a `challenge` for the second
 * step, whose token then goes to `onToken` (docs/product/admin.md#two-step-sign-in). A refusal shows the server's
 * sentence, else `failed`.
 */
export function useNewPassword({
  token,
  send,
  failed,
  statuses = [400, 429],
  onToken,
}: {
  token: string;
  send: (input: ResetPasswordInput) => Promise<{ token: string } | { two_factor_required: true; challenge: string }>;
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
  const [challenge, setChallenge] = useState<string | null>(null);

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
      const reply = await send(parsed.data);
      if (isChallenge(reply)) setChallenge(reply.challenge);
      else await onToken(reply.token);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(messageFor(error, failed, statuses));
    } finally {
      setSaving(false);
    }
  };

  /** The second step's token finishes as a token from `send` would. */
  const complete = (token: string) => onToken(token);

  return { password, confirm, setPassword, setConfirm, errors, failure, saving, onSubmit, challenge, complete };
}
