import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { svgDataUrl, type TwoFactorSetup } from '../api/two-step';

/** A code of an authenticator app: six digits, spaces typed by habit left out. */
export function totpCode(text: string): string {
  return text.replace(/\s+/g, '');
}

export const isTotpCode = (text: string): boolean => /^\d{6}$/.test(totpCode(text));

/** The secret in groups of four, as authenticator apps show it, so it can be typed without losing the place. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** A 6-digit code field and its button: turning two-step sign-in on, and off. */
export function CodeForm({
  label,
  code,
  error,
  busy,
  submitLabel,
  onCode,
  onSubmit,
  onCancel,
}: {
  label: string;
  code: string;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  onCode: (code: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isTotpCode(code) && !busy) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 max-w-xs space-y-4">
      <FormField
        label={label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder="123456"
        value={code}
        error={error ?? undefined}
        onChange={(event) => onCode(event.target.value)}
        className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!isTotpCode(code) || busy} aria-busy={busy || undefined}>
          {busy ? 'Checking…' : submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The new secret: its QR code drawn by our API (shown as an image, so nothing in it runs) and the same secret as
 * text for an app that cannot scan, then the first code of the app.
 */
export function ScanStep({ setup, children }: { setup: TwoFactorSetup; children: ReactNode }) {
  const secretId = useId();
  return (
    <div>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink-soft">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Scan this QR code, or type the key under it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="mt-4 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <img
          src={svgDataUrl(setup.qr_svg)}
          alt="QR code to scan with your authenticator app"
          width={180}
          height={180}
          className="size-44 rounded-lg border border-line bg-white p-2"
        />
        <div className="min-w-0">
          <p id={secretId} className="text-xs font-bold tracking-wider text-muted uppercase">
            Key
          </p>
          <code
            aria-labelledby={secretId}
            data-testid="totp-secret"
            className="mt-1 block font-mono text-base font-semibold break-all text-ink select-all"
          >
            {groupedSecret(setup.secret)}
          </code>
        </div>
      </div>
      {children}
    </div>
  );
}

/** The ten backup codes, shown once: copy, download, and a confirmation before the page forgets them. */
export function BackupCodes({
  codes,
  saved,
  onSaved,
  onCopy,
  onDownload,
  onDone,
}: {
  codes: readonly string[];
  saved: boolean;
  onSaved: (saved: boolean) => void;
  onCopy: () => void;
  onDownload: () => void;
  onDone: () => void;
}) {
  return (
    <div>
      <p className="text-sm text-ink-soft">
        Two-step sign-in is on. Keep these backup codes somewhere safe: each one signs you in once if you lose your
        phone. They are shown only now.
      </p>
      <ul
        aria-label="Backup codes"
        className="mt-4 grid max-w-sm grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg border border-line bg-canvas px-4 py-3 font-mono text-sm font-semibold text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onCopy}>
          Copy
        </Button>
        <Button size="sm" variant="outline" onClick={onDownload}>
          Download
        </Button>
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => onSaved(event.target.checked)}
          className="size-4 accent-brand"
        />
        I have saved them
      </label>
      <Button className="mt-4" disabled={!saved} onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
