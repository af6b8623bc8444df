import { useState } from 'react';
import type { BulkAction, BulkActionType, BulkEditResult, BulkSelection } from '@store/shared/schemas/bulk-edit';
import type { Brand, Category } from '@store/shared/schemas/catalogue';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { previewBulkEdit, useBulkEdit } from '../api/bulk-edit';
import { actionFrom, choiceOf, confirmQuestion, type ActionField, type ActionValues } from '../lib/bulk-edit';
import { failureMessage } from '../lib/form-errors';
import { SelectField } from './form-fields';

interface BulkEditDialogProps {
  type: BulkActionType;
  selection: BulkSelection;
  /** How many products are selected, for the heading. */
  count: number;
  categories: Category[];
  brands: Brand[];
  onClose: () => void;
  onDone: (label: string, counts: BulkEditResult) => void;
  onFailed: (message: string) => void;
}

function ActionInput({
  field,
  value,
  onChange,
  categories,
  brands,
}: {
  field: ActionField;
  value: string;
  onChange: (value: string) => void;
  categories: Category[];
  brands: Brand[];
}) {
  if (field.kind === 'number') {
    return (
      <FormField
        label={field.label}
        type="number"
        inputMode="decimal"
        step={field.step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const options =
    field.kind === 'by'
      ? [
          { value: 'percent', label: 'Percent (%)' },
          { value: 'amount', label: 'Amount (₹)' },
        ]
      : field.kind === 'category'
        ? categories.map((category) => ({
            value: String(category.category_id),
            label: `${category.parentcategory_name} › ${category.name}`,
          }))
        : brands.map((brand) => ({ value: String(brand.brand_id), label: brand.name }));
  return (
    <SelectField label={field.label} value={value} onChange={(event) => onChange(event.target.value)}>
      {field.kind !== 'by' && <option value="">Choose…</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A bulk action's inputs, then the confirmation with the preview's counts ("Change 12 products and 47 variations?"),
 * then the edit (docs/product/admin.md#bulk-edits).
 */
export function BulkEditDialog({
  type,
  selection,
  count,
  categories,
  brands,
  onClose,
  onDone,
  onFailed,
}: BulkEditDialogProps) {
  const choice = choiceOf(type);
  const [values, setValues] = useState<ActionValues>({ by: 'percent' });
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState<{ action: BulkAction; counts: BulkEditResult } | null>(null);
  const edit = useBulkEdit();

  const check = async () => {
    const made = actionFrom(type, values);
    if (made.error !== undefined) return setError(made.error);
    setError(null);
    setChecking(true);
    try {
      setConfirming({ action: made.action, counts: await previewBulkEdit({ selection, action: made.action }) });
    } catch (failure) {
      setError(failureMessage('Could not check the change.', failure));
    } finally {
      setChecking(false);
    }
  };
  const apply = async () => {
    if (!confirming) return;
    try {
      onDone(choice.label, await edit.mutateAsync({ selection, action: confirming.action }));
    } catch (failure) {
      onFailed(failureMessage(`Failed to ${choice.label.toLowerCase()}!`, failure));
    }
  };

  const nothing = confirming?.counts.products === 0;
  const footer = confirming ? (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={() => setConfirming(null)}>
        Back
      </Button>
      {!nothing && (
        <Button onClick={() => void apply()} disabled={edit.isPending} aria-busy={edit.isPending || undefined}>
          {edit.isPending ? 'Changing…' : 'Confirm'}
        </Button>
      )}
    </div>
  ) : (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onClose}>
        Cancel
      </Button>
      <Button onClick={() => void check()} disabled={checking} aria-busy={checking || undefined}>
        {checking ? 'Checking…' : 'Continue'}
      </Button>
    </div>
  );
  return (
    <Modal
      open
      title={`${choice.label} · ${count === 1 ? '1 product' : `${count} products`} selected`}
      onClose={onClose}
      dismissible={!edit.isPending}
      initialFocus="first-control"
      footer={footer}
    >
      {confirming ? (
        <p className="text-base font-semibold text-ink" role="status">
          {confirmQuestion(confirming.counts)}
        </p>
      ) : (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void check();
          }}
        >
          {choice.hint && <p className="text-sm text-ink-soft">{choice.hint}</p>}
          {choice.fields.map((field) => (
            <ActionInput
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              categories={categories}
              brands={brands}
            />
          ))}
          {choice.fields.length === 0 && <p className="text-sm text-ink">Continue to see how many products change.</p>}
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <button type="submit" hidden />
        </form>
      )}
    </Modal>
  );
}
