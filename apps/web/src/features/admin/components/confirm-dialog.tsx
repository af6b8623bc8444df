import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Delete asks first. Focus starts on Cancel, so Enter never deletes by accident
 * (docs/product/admin.md#forms-and-toasts).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      initialFocus="first-control"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={busy} className="bg-red-700 hover:bg-red-800 disabled:bg-red-700/60">
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <p className="text-sm text-ink-soft">{message}</p>
    </Modal>
  );
}
