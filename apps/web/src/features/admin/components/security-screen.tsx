import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { useAdminAccess } from '@/stores/permissions';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor, type TwoFactorSetup } from '../api/two-step';
import { AdminPage } from './admin-page';
import { BackupCodes, CodeForm, ScanStep, totpCode } from './security-steps';

export const SECURITY_TEXT = {
  on: 'Two-step sign-in is on.',
  off: 'Two-step sign-in is off.',
  required:
    'The store asks every team member to set up two-step sign-in. Set it up to open the rest of the admin area.',
  copied: 'Backup codes copied.',
  failed: 'Something went wrong. Please try again.',
} as const;

type Step =
  | { kind: 'status' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[]; saved: boolean }
  | { kind: 'turn-off' };

/** The sentence of a refused code or set-up: the server's own, else a plain one. */
export function securityFailure(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : SECURITY_TEXT.failed;
}

/**
 * /Security (docs/product/admin.md#two-step-sign-in): whether two-step sign-in is on; Set up → the QR code and key →
 * the app's first code turns it on → the ten backup codes once, with Copy, Download and 'I have saved them'; Turn
 * off asks for a current code. Any staff member or the owner; STAFF_REQUIRE_2FA sends them here until they enrol.
 */
export function SecurityScreen() {
  const client = useQueryClient();
  const { access } = useAdminAccess();
  const toast = useToast();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const go = (next: Step) => {
    setStep(next);
    setCode('');
    setError(null);
  };
  const refreshAccess = () => client.invalidateQueries({ queryKey: ['admin-me'] });

  /** Runs a call of the page: busy meanwhile, and a refusal shown under the code field (or as a toast). */
  const attempt = async (work: () => Promise<void>, inField: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (problem) {
      if (inField) setError(securityFailure(problem));
      else toast.show(securityFailure(problem), 'error');
    } finally {
      setBusy(false);
    }
  };

  const start = () => attempt(async () => go({ kind: 'scan', setup: await setUpTwoFactor() }), false);
  const enable = () =>
    attempt(async () => {
      const { backup_codes } = await enableTwoFactor(totpCode(code));
      go({ kind: 'codes', codes: backup_codes, saved: false });
      await refreshAccess();
    }, true);
  const turnOff = () =>
    attempt(async () => {
      await disableTwoFactor(totpCode(code));
      go({ kind: 'status' });
      toast.show(SECURITY_TEXT.off, 'info');
      await refreshAccess();
    }, true);

  const enabled = access.two_factor_enabled;
  return (
    <AdminPage
      title="Security"
      subtitle="Two-step sign-in asks for a code from your phone after your password."
      toast={toast}
    >
      <div className="px-4 py-5 md:px-6">
        {access.two_factor_required && step.kind !== 'codes' && (
          <p role="status" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {SECURITY_TEXT.required}
          </p>
        )}
        <h2 className="flex items-center gap-2 text-base font-bold text-ink">
          <span
            aria-hidden="true"
            className={`inline-block size-2.5 rounded-full ${enabled ? 'bg-success' : 'bg-line'}`}
          />
          {enabled ? SECURITY_TEXT.on : SECURITY_TEXT.off}
        </h2>
        <div className="mt-3">
          {step.kind === 'status' && (
            <>
              <p className="max-w-prose text-sm text-ink-soft">
                {enabled
                  ? 'Signing in asks for the code of your authenticator app, or one of your backup codes.'
                  : 'Protect the store: with two-step sign-in, a stolen password alone cannot open your account.'}
              </p>
              {enabled ? (
                <Button variant="outline" className="mt-4" onClick={() => go({ kind: 'turn-off' })}>
                  Turn off
                </Button>
              ) : (
                <Button className="mt-4" disabled={busy} aria-busy={busy || undefined} onClick={() => void start()}>
                  {busy ? 'Starting…' : 'Set up'}
                </Button>
              )}
            </>
          )}
          {step.kind === 'scan' && (
            <ScanStep setup={step.setup}>
              <CodeForm
                label="Code from the app"
                code={code}
                error={error}
                busy={busy}
                submitLabel="Turn on"
                onCode={setCode}
                onSubmit={() => void enable()}
                onCancel={() => go({ kind: 'status' })}
              />
            </ScanStep>
          )}
          {step.kind === 'codes' && (
            <BackupCodes
              codes={step.codes}
              saved={step.saved}
              onSaved={(saved) => setStep({ ...step, saved })}
              onCopy={() =>
                void navigator.clipboard
                  .writeText(step.codes.join('\n'))
                  .then(() => toast.show(SECURITY_TEXT.copied, 'info'))
                  .catch(() => toast.show(SECURITY_TEXT.failed, 'error'))
              }
              onDownload={() =>
                saveBlob(new Blob([`${step.codes.join('\n')}\n`], { type: 'text/plain' }), 'store-backup-codes.txt')
              }
              onDone={() => {
                go({ kind: 'status' });
                toast.show(SECURITY_TEXT.on);
              }}
            />
          )}
          {step.kind === 'turn-off' && (
            <>
              <p className="max-w-prose text-sm text-ink-soft">
                Enter the current code of your authenticator app to turn two-step sign-in off.
              </p>
              <CodeForm
                label="Code from the app"
                code={code}
                error={error}
                busy={busy}
                submitLabel="Turn off"
                onCode={setCode}
                onSubmit={() => void turnOff()}
                onCancel={() => go({ kind: 'status' })}
              />
            </>
          )}
        </div>
      </div>
    </AdminPage>
  );
}
