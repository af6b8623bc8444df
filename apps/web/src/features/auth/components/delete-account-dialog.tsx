import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ErasureCheck } from '@store/shared/schemas/privacy';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { sendOtp, verifyOtp } from '../api/otp';
import { fieldErrorsOf, messageFor } from '../utils/error-message';
import { deleteAccount } from '../api/privacy';

export const DELETE_FAILED = 'Your account could not be deleted. Please try again.';

interface DeleteAccountDialogProps {
  email: string;
  check: ErasureCheck;
  open: boolean;
  onClose: () => void;
  /** The account is gone: the page signs out and says so. */
  onDeleted: () => void;
}

/**
 * "Delete my account" confirmed by the password, or by a one-time code sent to the proven mobile
 * (docs/product/privacy.md#deleting-the-account); an account with neither (a Google sign-up) is sent to set a password
 * by the emailed reset link first. The server's refusal (what still holds the account) is shown as it
 * says it.
 */
export function DeleteAccountDialog({ email, check, open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const [byCode, setByCode] = useState(!check.has_password);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    if (!check.phone) return;
    setError(null);
    try {
      const sent = await sendOtp(check.phone, 'verify');
      setCodeSent(sent.dev_code ?? '');
    } catch (failure) {
      setError(messageFor(failure, 'The code could not be sent. Please try again.', [429, 503]));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      const confirmation = byCode ? { proof: (await verifyOtp(check.phone!, code)).proof } : { password };
      await deleteAccount(email, confirmation);
      onDeleted();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      const field = fields.password ?? fields.proof ?? fields.OtpCode;
      // A field's own message says it all; the banner is for the rest (what holds the account, a throttle).
      setFieldError(field);
      setError(field ? null : messageFor(failure, DELETE_FAILED, [400, 409, 429]));
    } finally {
      setBusy(false);
    }
  };

  const masked = check.phone ? `••••••${check.phone.slice(-4)}` : '';
  return (
    <Modal open={open} title="Delete your account?" onClose={onClose} initialFocus="first-control">
      <form onSubmit={submit} className="space-y-4" data-testid="delete-account-form">
        <p className="text-sm text-ink-soft">
          This cannot be undone. You will be signed out everywhere, and your name, email, mobile number, addresses,
          wishlist, bag and saved details are erased. Tax invoices of your orders are kept as the law requires.
        </p>
        {!check.has_password && !check.phone ? (
          <p className="rounded bg-canvas px-3 py-2 text-sm text-ink" data-testid="no-confirmation">
            Your account has no password or verified mobile number to confirm this with. Set a password first:{' '}
            <Link to="/ForgotPassword" className="font-semibold text-brand underline">
              we email you a link
            </Link>
            , then come back here.
          </p>
        ) : byCode ? (
          <>
            {codeSent === null ? (
              <Button variant="outline" onClick={sendCode}>
                Send a code to {masked}
              </Button>
            ) : (
              <FormField
                label={`Code sent to ${masked}`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={fieldError}
              />
            )}
            {codeSent ? (
              <p className="rounded bg-amber-100 px-3 py-2 text-xs text-ink">TEST MODE: your code is {codeSent}</p>
            ) : null}
          </>
        ) : (
          <FormField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError}
          />
        )}
        {check.has_password && check.phone ? (
          <button
            type="button"
            className="text-sm font-semibold text-brand underline"
            onClick={() => setByCode(!byCode)}
          >
            {byCode ? 'Use my password instead' : 'Use a code to my mobile instead'}
          </button>
        ) : null}
        {error ? (
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Keep my account
          </Button>
          {(check.has_password || check.phone) && (
            <Button
              type="submit"
              className="bg-red-700 hover:bg-red-800"
              disabled={busy || (byCode ? code.length !== 6 : password.length === 0)}
            >
              {busy ? 'Deleting…' : 'DELETE MY ACCOUNT'}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
