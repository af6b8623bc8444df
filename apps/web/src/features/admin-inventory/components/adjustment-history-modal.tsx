import { formatTime } from '@/lib/dates';
import type { InventoryRow } from '@store/shared/schemas/inventory';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { attributeText } from '@/lib/attribute-text';
import { useAdjustments } from '../api/inventory';
import { adjustmentsOfRow } from '../utils/inventory-search';

/** A row's stock adjustments, newest first: date, change, stock after, reason (docs/product/admin.md#inventory). */
export function AdjustmentHistoryModal({ row, onClose }: { row: InventoryRow; onClose: () => void }) {
  const adjustments = useAdjustments(row.product_id);
  const items = adjustments.data ? adjustmentsOfRow(adjustments.data.items, row) : undefined;
  const label = attributeText(row.attributes);
  return (
    <Modal open title="Stock history" onClose={onClose} size="lg">
      <p className="mb-3 text-sm text-ink">
        <span className="font-bold">
          {row.brand_name} {row.product_name}
        </span>
        {label && <span className="text-ink-soft"> · {label}</span>}
      </p>
      {adjustments.isPending && <Spinner label="Loading history" />}
      {adjustments.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {adjustments.error instanceof ApiError ? adjustments.error.message : 'Could not load the history.'}
        </p>
      )}
      {items && items.length === 0 && <p className="text-sm text-muted">No adjustments yet.</p>}
      {items && items.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[420px] border-collapse text-left text-sm">
            <caption className="sr-only">Stock adjustments</caption>
            <thead>
              <tr className="border-b border-line text-xs font-bold tracking-wide text-ink-soft uppercase">
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Change
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Stock after
                </th>
                <th scope="col" className="py-2 pl-3">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((adjustment) => (
                <tr key={adjustment.adjustment_id} className="border-b border-line last:border-b-0">
                  <td className="py-2 pr-3 whitespace-nowrap text-ink-soft">{formatTime(adjustment.created_at)}</td>
                  <td
                    className={`px-3 py-2 text-right font-bold tabular-nums ${adjustment.delta < 0 ? 'text-red-700' : 'text-success'}`}
                  >
                    {adjustment.delta > 0 ? `+${adjustment.delta}` : adjustment.delta}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{adjustment.stock_after}</td>
                  <td className="py-2 pl-3 text-ink-soft">{adjustment.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
