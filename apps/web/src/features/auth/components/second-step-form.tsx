import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { verifySecondStep } from '../api/two-factor';
import { codeOf, emptyDigits, isComplete } from '../utils/otp-digits';
import { FormMessage } from './auth-card';
import { OtpBoxes } from './otp-boxes';

export const SECOND_STEP_TEXT = {
  title: 'Two-step sign-in',
  app: 'Enter the 6-digit code from your authenticator app.',
  backup: 'Enter one of the backup codes you saved when you set up two-step sign-in.',
  failed: 'Could not check the code. Please try again.',
  expired: 'Your sign-in has expired. Please sign in again.',
} as const;

/**
 * What a refused code shows: the server's sentence for a wrong code (400) or too many tries (429); an expired or used
 * challenge (401) means signing in again from the start.
 */
export function secondStepFailure(error: unknown): { message: string; expired: boolean } {
  if (error instanceof ApiError && error.status === 401) {
    return { message: error.message || SECOND_STEP_TEXT.expired, expired: true };
  }
  if (error instanceof ApiError && [400, 429].includes(error.status) && error.message) {
    return { message: error.message, expired: false };
  }
  return { message: SECOND_STEP_TEXT.failed, expired: false };
}

interface SecondStepFormProps {
  challenge: string;
  /** The token the second step bought: the sign-in finishes as any other. */
  onSignedIn: (token: string) => void;
  /** Back to the first step (the challenge expired, or the member wants another way in). */
  onRestart: () => void;
  /** Starts with the backup-code field instead of the six boxes. */
  backup?: boolean;
}

/**
 * The second step of a staff sign-in (docs/product/admin.md#two-step-sign-in): the 6-digit code of the
 * authenticator app, or a backup code, sent with the challenge the first step answered (POST /api/User/2fa).
 */
export function SecondStepForm({
  challenge,
  onSignedIn,
  onRestart,
  backup: startWithBackup = false,
}: SecondStepFormProps) {
  const [backup, setBackup] = useState(startWithBackup);
  const [digits, setDigits] = useState<string[]>(emptyDigits);
  const [backupCode, setBackupCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);
  const code = backup ? backupCode.trim() : codeOf(digits);
  const ready = backup ? code.length > 0 : isComplete(digits);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setFailure(null);
    setBusy(true);
    try {
      const { token } = await verifySecondStep(challenge, code);
      onSignedIn(token);
    } catch (error) {
      setFailure(secondStepFailure(error));
      setDigits(emptyDigits());
      setBackupCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5" data-testid="second-step">
      <h2 className="text-base font-bold text-ink">{SECOND_STEP_TEXT.title}</h2>
      <p id="second-step-lead" className="mt-1 text-sm text-ink-soft">
        {backup ? SECOND_STEP_TEXT.backup : SECOND_STEP_TEXT.app}
      </p>
      {failure && <FormMessage>{failure.message}</FormMessage>}
      {failure?.expired ? (
        <Button className="mt-6 w-full" onClick={onRestart}>
          Sign in again
        </Button>
      ) : (
        <>
          {backup ? (
            <FormField
              label="Backup code"
              name="backup_code"
              className="mt-4"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="xxxx-xxxx"
              value={backupCode}
              onChange={(event) => setBackupCode(event.target.value)}
              aria-describedby="second-step-lead"
            />
          ) : (
            <OtpBoxes
              digits={digits}
              onChange={setDigits}
              invalid={failure !== null && !isComplete(digits)}
              autoFocus
              describedBy="second-step-lead"
            />
          )}
          <Button type="submit" className="mt-6 w-full" disabled={!ready || busy}>
            {busy ? 'Verifying…' : 'VERIFY'}
          </Button>
          <p className="mt-3 text-center text-sm">
            <button
              type="button"
              onClick={() => {
                setBackup(!backup);
                setFailure(null);
              }}
              className="font-semibold text-ink-soft underline underline-offset-4 hover:text-ink"
            >
              {backup ? 'Use the code from your app' : 'Use a backup code instead'}
            </button>
          </p>
        </>
      )}
    </form>
  );
}
