import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface FormModalProps {
  /** The record's word: the title reads 'Add Product' or 'Update Product'. */
  label: string;
  mode: 'add' | 'edit';
  formId: string;
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** Another title and submit text than 'Add …' / 'Update …' (Invite staff, Send invitation). */
  title?: string;
  submitLabel?: string;
}

/**
 * Add mode has an Add button, edit mode an Update button; Cancel or X closes the modal, clicking outside or
 * pressing Escape keeps it open, so nothing typed is lost (docs/product/admin.md#forms-and-toasts).
 */
export function FormModal({ label, mode, formId, busy, onCancel, children, size, title, submitLabel }: FormModalProps) {
  return (
    <Modal
      open
      title={title ?? `${mode === 'add' ? 'Add' : 'Update'} ${label}`}
      onClose={onCancel}
      dismissible={false}
      initialFocus="first-control"
      size={size}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined} className="min-w-24">
            {submitLabel ?? (mode === 'add' ? 'Add' : 'Update')}
          </Button>
        </div>
      }
    >
      {children}
    </Modal>
  );
}
