import { useId, useState, type FormEvent } from 'react';
import { prefixParams, serviceabilityRowInput, type ServiceabilityRow } from '@store/shared/schemas/delivery';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useSaveServiceabilityRow } from '../api/delivery';

interface DeliveryRowFormProps {
  /** The row to edit; null adds one. */
  row: ServiceabilityRow | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The first message of each field a check refused. */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/**
 * Add a prefix or edit one row of the delivery table (docs/product/admin.md#delivery): prefix (fixed once it exists),
 * zone, days and Cash on Delivery, checked as the server checks them.
 */
export function DeliveryRowForm({ row, onClose, onSaved }: DeliveryRowFormProps) {
  const formId = useId();
  const save = useSaveServiceabilityRow();
  const [values, setValues] = useState({
    prefix: row?.prefix ?? '',
    zone: row?.zone ?? '',
    delivery_days: row ? String(row.delivery_days) : '',
    cod: row?.cod ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const prefix = prefixParams.safeParse({ prefix: values.prefix.trim() });
    const input = serviceabilityRowInput.safeParse(values);
    const found = {
      ...(prefix.success ? {} : fieldErrors(prefix.error.issues)),
      ...(input.success ? {} : fieldErrors(input.error.issues)),
    };
    setErrors(found);
    if (!prefix.success || !input.success) return;
    try {
      await save.mutateAsync({ prefix: prefix.data.prefix, input: input.data });
      onSaved(row ? `Prefix ${prefix.data.prefix} updated.` : `Prefix ${prefix.data.prefix} added.`);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.errors);
        setFailure(error.message);
      } else setFailure('Could not save the row. Please try again.');
    }
  };

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  return (
    <Modal
      open
      title={row ? `Edit prefix ${row.prefix}` : 'Add a prefix'}
      onClose={onClose}
      dismissible={false}
      initialFocus="first-control"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending} className="min-w-24">
            {save.isPending ? 'Saving…' : row ? 'Update' : 'Add'}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Prefix"
            name="prefix"
            inputMode="numeric"
            maxLength={6}
            value={values.prefix}
            onChange={set('prefix')}
            error={errors.prefix}
            disabled={row !== null}
            autoComplete="off"
          />
          <FormField
            label="Days to deliver"
            name="delivery_days"
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            step="1"
            value={values.delivery_days}
            onChange={set('delivery_days')}
            error={errors.delivery_days}
          />
        </div>
        <FormField
          label="Zone"
          name="zone"
          maxLength={60}
          value={values.zone}
          onChange={set('zone')}
          error={errors.zone}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            checked={values.cod}
            onChange={(event) => setValues({ ...values, cod: event.target.checked })}
            className="size-4 accent-ink"
          />
          Cash on Delivery offered
        </label>
      </form>
    </Modal>
  );
}
