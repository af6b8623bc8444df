import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';

/** Common Indian carriers; "Other" lets the admin type the name (docs/product/admin.md#orders). */
export const CARRIERS = ['Delhivery', 'Blue Dart', 'Ekart', 'DTDC', 'India Post', 'Xpressbees', 'Shadowfax'] as const;
const OTHER = 'Other';

interface ActionModalProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal, shown in the modal (it stays open so nothing typed is lost). */
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A small form in a modal: Escape and the backdrop do not close it while something is typed or sent. */
export function ActionModal({ title, submitLabel, busy, error, onSubmit, onClose, children }: ActionModalProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      dismissible={false}
      initialFocus="first-control"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined} className="min-w-28">
            {busy ? 'Please wait…' : submitLabel}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {children}
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}

const selectClass = 'h-11 w-full rounded-md border bg-white px-3 text-sm text-ink outline-none focus:border-ink';

interface ShipModalProps {
  orderId: number;
  busy: boolean;
  error: string | null;
  onShip: (shipment: { carrier: string; tracking_number: string }) => void;
  onClose: () => void;
}

/** Ship: the carrier and the tracking number are both required; the shopper's message carries them. */
export function ShipModal({ orderId, busy, error, onShip, onClose }: ShipModalProps) {
  const carrierId = useId();
  const [carrier, setCarrier] = useState('');
  const [otherCarrier, setOtherCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const name = carrier === OTHER ? otherCarrier.trim() : carrier;
    const found: Record<string, string> = {};
    if (!carrier) found.carrier = 'Choose the carrier';
    else if (!name) found.otherCarrier = "Enter the carrier's name";
    else if (name.length > 60) found.otherCarrier = 'At most 60 characters';
    if (!tracking.trim()) found.tracking = 'Enter the tracking number';
    else if (tracking.trim().length > 60) found.tracking = 'At most 60 characters';
    setErrors(found);
    if (Object.keys(found).length === 0) onShip({ carrier: name, tracking_number: tracking.trim() });
  };
  return (
    <ActionModal
      title={`Ship order #${orderId}`}
      submitLabel="Ship"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <div>
        <label htmlFor={carrierId} className="mb-1 block text-sm font-medium text-ink-soft">
          Carrier
        </label>
        <select
          id={carrierId}
          value={carrier}
          required
          aria-invalid={errors.carrier ? true : undefined}
          aria-describedby={errors.carrier ? `${carrierId}-error` : undefined}
          onChange={(event) => setCarrier(event.target.value)}
          className={`${selectClass} ${errors.carrier ? 'border-red-600' : 'border-line'}`}
        >
          <option value="">Choose…</option>
          {[...CARRIERS, OTHER].map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {errors.carrier && (
          <p id={`${carrierId}-error`} className="mt-1 text-xs font-medium text-red-700">
            {errors.carrier}
          </p>
        )}
      </div>
      {carrier === OTHER && (
        <FormField
          label="Carrier name"
          value={otherCarrier}
          maxLength={60}
          required
          onChange={(event) => setOtherCarrier(event.target.value)}
          error={errors.otherCarrier}
        />
      )}
      <FormField
        label="Tracking number"
        value={tracking}
        maxLength={60}
        required
        autoComplete="off"
        onChange={(event) => setTracking(event.target.value)}
        error={errors.tracking}
      />
    </ActionModal>
  );
}

interface NoteModalProps {
  title: string;
  label: string;
  submitLabel: string;
  /** Whether the note must be written (a rejection says why; resolving says what was done). */
  required: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (note: string) => void;
  onClose: () => void;
}

/** A note to go with an action: rejecting a return, closing "needs attention". */
export function NoteModal({ title, label, submitLabel, required, busy, error, onSubmit, onClose }: NoteModalProps) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const submit = () => {
    const text = note.trim();
    if (required && !text) return setNoteError('Enter a note');
    if (text.length > 500) return setNoteError('At most 500 characters');
    setNoteError(null);
    onSubmit(text);
  };
  return (
    <ActionModal title={title} submitLabel={submitLabel} busy={busy} error={error} onSubmit={submit} onClose={onClose}>
      <div>
        <label htmlFor={noteId} className="mb-1 block text-sm font-medium text-ink-soft">
          {label}
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={500}
          rows={3}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${noteId}-error` : undefined}
          onChange={(event) => setNote(event.target.value)}
          className={`w-full rounded-md border bg-white px-3 py-2 text-sm text-ink outline-none focus:border-ink ${noteError ? 'border-red-600' : 'border-line'}`}
        />
        {noteError && (
          <p id={`${noteId}-error`} className="mt-1 text-xs font-medium text-red-700">
            {noteError}
          </p>
        )}
      </div>
    </ActionModal>
  );
}
