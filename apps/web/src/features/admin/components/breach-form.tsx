import { useId } from 'react';
import {
  BREACH_DATA_KINDS,
  breachDataKinds,
  breachInput,
  type BreachDataKind,
  type BreachInput,
  type BreachView,
} from '@store/shared/schemas/breaches';
import { FormField } from '@/components/ui/form-field';
import { useSchemaForm } from '../hooks/use-schema-form';
import { toLocalInput } from '../lib/coupon-text';
import { FormModal } from './form-modal';
import { CheckboxField, TextAreaField } from './form-fields';

interface BreachFormProps {
  record: BreachView | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: BreachInput) => Promise<Record<string, string> | null>;
}

type TimeField = 'occurred_at' | 'discovered_at' | 'cert_in_reported_at' | 'board_reported_at' | 'shoppers_notified_at';

const TIMES: Array<{ field: TimeField; label: string }> = [
  { field: 'occurred_at', label: 'When it happened (optional)' },
  { field: 'discovered_at', label: 'When it was found' },
  { field: 'cert_in_reported_at', label: 'CERT-In told (within 6 hours)' },
  { field: 'board_reported_at', label: 'Data Protection Board told (within 72 hours)' },
  { field: 'shoppers_notified_at', label: 'Affected shoppers told' },
];

const kindField = (kind: BreachDataKind) => `kind_${kind}` as const;

/**
 * The breach's modal form (docs/product/privacy.md#breach-register): what happened, when it happened and was found,
 * which kinds of data and how many shoppers, what was done, and when each recipient was told (blank: not yet). Times
 * are the browser's local time.
 */
export function BreachForm({ record, busy, onCancel, onSubmit }: BreachFormProps) {
  const formId = useId();
  const form = useSchemaForm(breachInput, {
    title: record?.title ?? '',
    affected_count: record ? String(record.affected_count) : '',
    description: record?.description ?? '',
    actions: record?.actions ?? '',
    // Sent from the boxes below; kept here so that ticking one clears the field's message.
    data_kinds: '',
    ...(Object.fromEntries(TIMES.map(({ field }) => [field, toLocalInput(record?.[field] ?? null)])) as Record<
      TimeField,
      string
    >),
    ...(Object.fromEntries(
      breachDataKinds.map((kind) => [kindField(kind), record?.data_kinds.includes(kind) ?? false]),
    ) as Record<ReturnType<typeof kindField>, boolean>),
  });
  const { values, errors } = form;
  const submit = form.handleSubmit(onSubmit, () => ({
    ...values,
    data_kinds: breachDataKinds.filter((kind) => values[kindField(kind)]),
  }));
  const text = (field: 'title' | 'affected_count') => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
    error: errors[field],
    autoComplete: 'off',
  });

  /** The moments of the breach, each a date-and-time field. */
  const timeFields = (times: typeof TIMES) =>
    times.map(({ field, label }) => (
      <FormField
        key={field}
        label={label}
        name={field}
        type="datetime-local"
        value={values[field]}
        onChange={(event) => form.set(field, event.target.value)}
        error={errors[field]}
      />
    ));

  return (
    <FormModal label="Breach" mode={record ? 'edit' : 'add'} formId={formId} busy={busy} onCancel={onCancel} size="lg">
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField label="What happened, in a few words" className="sm:col-span-2" {...text('title')} />
        {timeFields(TIMES.slice(0, 2))}
        <fieldset className="sm:col-span-2" aria-describedby={errors.data_kinds ? `${formId}-kinds` : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink-soft">Kinds of data it touched</legend>
          <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            {breachDataKinds.map((kind) => (
              <CheckboxField
                key={kind}
                label={BREACH_DATA_KINDS[kind]}
                name={kindField(kind)}
                checked={values[kindField(kind)]}
                onChange={(event) => {
                  form.set(kindField(kind), event.target.checked);
                  form.set('data_kinds', '');
                }}
              />
            ))}
          </div>
          {errors.data_kinds && (
            <p id={`${formId}-kinds`} className="mt-1 text-xs font-medium text-red-700">
              {errors.data_kinds}
            </p>
          )}
        </fieldset>
        <FormField label="Shoppers affected" inputMode="numeric" {...text('affected_count')} />
        <div className="hidden sm:block" />
        <TextAreaField
          label="Description"
          name="description"
          value={values.description}
          onChange={(event) => form.set('description', event.target.value)}
          error={errors.description}
          className="sm:col-span-2"
        />
        <TextAreaField
          label="What was done (optional)"
          name="actions"
          value={values.actions}
          onChange={(event) => form.set('actions', event.target.value)}
          error={errors.actions}
          className="sm:col-span-2"
        />
        {timeFields(TIMES.slice(2))}
        <p className="text-xs text-muted sm:col-span-2">
          Leave a “told” time blank until it is done. Deadlines are counted from when the breach was found.
        </p>
      </form>
    </FormModal>
  );
}
