import { useId, useState } from 'react';
import { formatRupees } from '@store/shared/money';
import { FormField } from '@/components/ui/form-field';
import type { RefundTarget } from '../utils/money-questions';
import { refundAmountError } from '../utils/order-actions';
import { ActionModal } from './action-modals';

/** What the refund form hands on to be confirmed, and gets back when the admin goes back to change it. */
export interface RefundDraft {
  target: RefundTarget;
  amount: number;
  reason: string;
  /** Into the customer's store credit, processed at once (docs/product/accounts.md#store-credit). */
  toStoreCredit: boolean;
}

interface RefundModalProps {
  orderId: number;
  refundable: number;
  /** The returns waiting for money, then the order (utils/money-questions). */
  targets: RefundTarget[];
  /**
   * Opened from a return's `Refund return`: that return; else (or for a return the server does not refund through,
   * an exchange) the first target, a waiting return if any.
   */
  returnId?: number | undefined;
  /** What was entered before going back from the confirmation. */
  draft?: RefundDraft | undefined;
  error: string | null;
  onReview: (draft: RefundDraft) => void;
  onClose: () => void;
}

const selectClass =
  'h-11 w-full rounded-md border border-line bg-white px-3 text-sm text-ink outline-none focus:border-ink';

/**
 * Refund: what it is for (a return waiting for money, or the order), the amount (starting at what that is worth)
 * and a reason the shopper's message and credit note carry; `Continue` asks to confirm the amount
 * (docs/product/admin.md#screens).
 */
export function RefundModal({
  orderId,
  refundable,
  targets,
  returnId,
  draft,
  error,
  onReview,
  onClose,
}: RefundModalProps) {
  const first = (returnId && targets.find((target) => target.returnId === returnId)) || targets[0]!;
  const [target, setTarget] = useState<RefundTarget>(draft?.target ?? first);
  const [amount, setAmount] = useState(String(draft?.amount ?? Math.min(first.amount, refundable)));
  const [reason, setReason] = useState(draft?.reason ?? (first.returnId ? `Return #${first.returnId}` : ''));
  const [toStoreCredit, setToStoreCredit] = useState(draft?.toStoreCredit ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = { reason: useId(), target: useId() };
  const choose = (next: RefundTarget) => {
    if (reason === '' || reason === (target.returnId ? `Return #${target.returnId}` : ''))
      setReason(next.returnId ? `Return #${next.returnId}` : '');
    setTarget(next);
    setAmount(String(Math.min(next.amount, refundable)));
  };
  const submit = () => {
    const value = Number(amount);
    const found: Record<string, string> = {};
    const most = Math.min(target.amount, refundable);
    const amountError = amount.trim() === '' ? 'Enter the amount' : refundAmountError(value, most);
    if (amountError) found.amount = amountError;
    if (!reason.trim()) found.reason = 'Enter the reason';
    else if (reason.trim().length > 300) found.reason = 'At most 300 characters';
    setErrors(found);
    if (Object.keys(found).length === 0) onReview({ target, amount: value, reason: reason.trim(), toStoreCredit });
  };
  return (
    <ActionModal
      title={returnId && first.returnId === returnId ? `Refund return #${returnId}` : `Refund order #${orderId}`}
      submitLabel="Continue"
      busy={false}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-ink-soft">
        Refundable on the order: <strong className="text-ink">{formatRupees(refundable)}</strong>
      </p>
      <div>
        <label htmlFor={ids.target} className="mb-1 block text-sm font-medium text-ink-soft">
          Refund for
        </label>
        <select
          id={ids.target}
          className={selectClass}
          value={target.returnId ?? ''}
          onChange={(event) =>
            choose(targets.find((candidate) => String(candidate.returnId ?? '') === event.target.value) ?? first)
          }
        >
          {targets.map((candidate) => (
            <option key={candidate.returnId ?? 'order'} value={candidate.returnId ?? ''}>
              {candidate.label} · {formatRupees(Math.min(candidate.amount, refundable))}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label="Amount (₹)"
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        max={Math.min(target.amount, refundable)}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
      />
      <div>
        <label htmlFor={ids.reason} className="mb-1 block text-sm font-medium text-ink-soft">
          Reason
        </label>
        <textarea
          id={ids.reason}
          value={reason}
          maxLength={300}
          rows={3}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${ids.reason}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
          className={`w-full rounded-md border bg-white px-3 py-2 text-sm text-ink outline-none focus:border-ink ${errors.reason ? 'border-red-600' : 'border-line'}`}
        />
        {errors.reason && (
          <p id={`${ids.reason}-error`} className="mt-1 text-xs font-medium text-red-700">
            {errors.reason}
          </p>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" checked={toStoreCredit} onChange={(event) => setToStoreCredit(event.target.checked)} />
        Refund to the customer’s store credit (at once, no payment service)
      </label>
    </ActionModal>
  );
}
