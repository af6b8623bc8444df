import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Resolves to null when done (the dialog closes), else a message shown in the dialog. */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}

/** Asks before an action that cannot be undone; shows the action's error in place. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const message = await onConfirm();
    setBusy(false);
    if (message) setError(message);
    else onClose();
  };
  return (
    <Modal open title={title} onClose={onClose} dismissible={!busy} initialFocus="first-control">
      <div className="text-sm text-ink-soft">{children}</div>
      {error && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Please wait…' : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
