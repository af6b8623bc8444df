import { useState, type Dispatch } from 'react';
import type { BulkActionType, BulkFilter } from '@store/shared/schemas/bulk-edit';
import type { Brand, Category } from '@store/shared/schemas/catalogue';
import type { ToastState } from '@/hooks/use-toast';
import {
  ACTION_CHOICES,
  doneMessage,
  requestSelection,
  selectedCount,
  type ProductSelection,
  type SelectionEvent,
} from '../lib/bulk-edit';
import { BulkEditDialog } from './bulk-edit-dialog';

interface BulkEditBarProps {
  selection: ProductSelection;
  dispatch: Dispatch<SelectionEvent>;
  /** The products on the page shown, and how many match the filters in all. */
  pageIds: readonly number[];
  total: number;
  filter: BulkFilter;
  categories: Category[];
  brands: Brand[];
  toast: ToastState;
}

const linkClass = 'font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-900';

/**
 * Above the Products table once rows are ticked (docs/product/admin.md#bulk-edits): how many, "Select all N products
 * matching these filters", and the actions menu that opens the action's dialog.
 */
export function BulkEditBar({
  selection,
  dispatch,
  pageIds,
  total,
  filter,
  categories,
  brands,
  toast,
}: BulkEditBarProps) {
  const [action, setAction] = useState<BulkActionType | null>(null);
  const count = selectedCount(selection, total);
  if (count === 0) return null;
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  return (
    <div
      role="region"
      aria-label="Bulk edit"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line bg-blue-50 px-4 py-2.5 text-sm"
    >
      <p className="font-semibold text-ink" aria-live="polite">
        {selection.allMatching ? `All ${total} products matching these filters are selected.` : `${count} selected.`}
      </p>
      {!selection.allMatching && wholePage && total > count && (
        <button type="button" className={linkClass} onClick={() => dispatch({ type: 'all-matching' })}>
          Select all {total} products matching these filters
        </button>
      )}
      <button type="button" className={linkClass} onClick={() => dispatch({ type: 'clear' })}>
        Clear selection
      </button>
      <label className="flex w-full items-center gap-2 text-ink-soft sm:ml-auto sm:w-auto">
        <span className="sr-only sm:not-sr-only">With the selected:</span>
        <select
          aria-label="Bulk action"
          value=""
          onChange={(event) => setAction((event.target.value || null) as BulkActionType | null)}
          className="h-10 flex-1 rounded-md border border-line bg-white px-2 text-sm font-semibold text-ink sm:flex-none"
        >
          <option value="">Choose an action…</option>
          {ACTION_CHOICES.map((choice) => (
            <option key={choice.type} value={choice.type}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      {action && (
        <BulkEditDialog
          key={action}
          type={action}
          selection={requestSelection(selection, filter)}
          count={count}
          categories={categories}
          brands={brands}
          onClose={() => setAction(null)}
          onDone={(label, counts) => {
            setAction(null);
            dispatch({ type: 'clear' });
            toast.show(doneMessage(label, counts), 'success');
          }}
          onFailed={(message) => {
            setAction(null);
            toast.show(message, 'error');
          }}
        />
      )}
    </div>
  );
}
