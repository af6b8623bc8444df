import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { stockAdjustmentInput, type InventoryRow, type StockAdjustmentView } from '@store/shared/schemas/inventory';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { attributeText } from '@/lib/attribute-text';
import { adjustStock } from '../api/inventory';
import { stockAfter } from '../utils/inventory-search';

const inputClass = 'h-11 w-full rounded-md border bg-white px-3 text-sm text-ink outline-none focus:border-ink';

/**
 * "Adjust stock": a whole-number change (+ adds, − removes) and the reason, showing the stock it leaves. The
 * server refuses to go below zero and its message shows here (docs/product/admin.md#inventory).
 */
export function AdjustStockModal({
  row,
  onClose,
  onDone,
}: {
  row: InventoryRow;
  onClose: () => void;
  onDone: (adjustment: StockAdjustmentView) => void;
}) {
  const ids = { change: useId(), reason: useId(), after: useId() };
  const queryClient = useQueryClient();
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const after = stockAfter(row.stock, change);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = stockAdjustmentInput.safeParse({
      product_id: row.product_id,
      productvariation_id: row.productvariation_id ?? undefined,
      delta: change.trim() === '' ? undefined : change.trim(),
      reason,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    // Below zero is the server's call (the stock may have moved since the list loaded); its message shows here.
    setErrors({});
    setBusy(true);
    try {
      const adjustment = await adjustStock(parsed.data);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'inventory'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      setBusy(false);
      onDone(adjustment);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError) {
        setErrors(failure.errors);
        setProblem(failure.message);
      } else setProblem('Could not adjust the stock. Please try again.');
    }
  };

  const label = attributeText(row.attributes);
  return (
    <Modal open title="Adjust stock" onClose={onClose} dismissible={!busy} initialFocus="first-control">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="text-sm">
          <p className="font-bold text-ink">
            {row.brand_name} {row.product_name}
          </p>
          <p className="text-ink-soft">{[row.sku && `SKU ${row.sku}`, label].filter(Boolean).join(' · ')}</p>
          <p className="mt-1 text-ink">
            In stock now: <span className="font-bold tabular-nums">{row.stock}</span>
          </p>
        </div>
        <div>
          <label htmlFor={ids.change} className="mb-1 block text-sm font-medium text-ink-soft">
            Change
          </label>
          <input
            id={ids.change}
            inputMode="numeric"
            placeholder="+10 or -2"
            value={change}
            onChange={(event) => setChange(event.target.value)}
            aria-invalid={errors.delta ? true : undefined}
            aria-describedby={ids.after}
            className={`${inputClass} ${errors.delta ? 'border-red-600' : 'border-line'}`}
          />
          <p id={ids.after} className="mt-1 text-xs text-ink-soft" aria-live="polite">
            {errors.delta ? (
              <span className="font-medium text-red-700">{errors.delta}</span>
            ) : after === null ? (
              'A whole number: + adds stock, − removes it.'
            ) : (
              <>
                Stock after: <span className={`font-bold ${after < 0 ? 'text-red-700' : 'text-ink'}`}>{after}</span>
              </>
            )}
          </p>
        </div>
        <div>
          <label htmlFor={ids.reason} className="mb-1 block text-sm font-medium text-ink-soft">
            Reason
          </label>
          <input
            id={ids.reason}
            maxLength={300}
            placeholder="New delivery from the supplier, damaged, recount…"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={errors.reason ? true : undefined}
            className={`${inputClass} ${errors.reason ? 'border-red-600' : 'border-line'}`}
          />
          {errors.reason && <p className="mt-1 text-xs font-medium text-red-700">{errors.reason}</p>}
        </div>
        {problem && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save adjustment'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
