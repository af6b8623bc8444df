import { useId, useState } from 'react';
import { rtoReasonLabels, rtoReasons, type RtoReason } from '@store/shared/order-lifecycle';
import { ActionModal } from './action-modals';

interface RtoModalProps {
  orderId: number;
  busy: boolean;
  error: string | null;
  onSubmit: (reason: RtoReason) => void;
  onClose: () => void;
}

/**
 * Returned to origin: the shipped parcel came back undelivered, with why (docs/product/orders.md#returned-to-origin).
 * The stock goes back, the invoice is credited and a paid order refunded, so the modal says so before it is sent.
 */
export function RtoModal({ orderId, busy, error, onSubmit, onClose }: RtoModalProps) {
  const name = useId();
  const [reason, setReason] = useState<RtoReason | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = () => {
    setMissing(reason === null);
    if (reason) onSubmit(reason);
  };
  return (
    <ActionModal
      title={`Order #${orderId} returned to origin`}
      submitLabel="Mark returned"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-ink-soft">
        The parcel came back undelivered. Its items go back into stock, its invoice is cancelled by a credit note, and a
        paid order is refunded; cash on delivery owes nothing.
      </p>
      <fieldset aria-describedby={missing ? `${name}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink-soft">Why did it come back?</legend>
        <div className="space-y-2">
          {rtoReasons.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={name}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="accent-brand"
              />
              {rtoReasonLabels[value]}
            </label>
          ))}
        </div>
        {missing && (
          <p id={`${name}-error`} className="mt-1 text-xs font-medium text-red-700">
            Choose why the parcel came back
          </p>
        )}
      </fieldset>
    </ActionModal>
  );
}
