import { useId } from 'react';
import { couponInput, type CouponInput, type CouponView } from '@store/shared/schemas/coupons';
import { FormField } from '@/components/ui/form-field';
import { useSchemaForm } from '../hooks/use-schema-form';
import { toLocalInput } from '../lib/coupon-text';
import { FormModal } from './form-modal';
import { CheckboxField, SelectField } from './form-fields';

interface CouponFormProps {
  record: CouponView | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: CouponInput) => Promise<Record<string, string> | null>;
}

const blankOr = (value: number | null) => (value === null ? '' : String(value));

/**
 * The coupon's modal form (docs/product/admin.md#coupons): code, percent or flat amount, the cap and the minimum
 * bag in rupees, when it applies and how often, and whether shoppers see it listed. Empty limits mean no limit.
 */
export function CouponForm({ record, busy, onCancel, onSubmit }: CouponFormProps) {
  const formId = useId();
  const form = useSchemaForm(couponInput, {
    code: record?.code ?? '',
    type: (record?.type ?? 'percent') as string,
    amount: record ? String(record.amount) : '',
    max_discount: blankOr(record?.max_discount ?? null),
    min_amount: record && record.min_amount > 0 ? String(record.min_amount) : '',
    starts_at: toLocalInput(record?.starts_at ?? null),
    ends_at: toLocalInput(record?.ends_at ?? null),
    total_uses: blankOr(record?.total_uses ?? null),
    per_user_uses: blankOr(record?.per_user_uses ?? null),
    is_active: record?.is_active ?? true,
    is_public: record?.is_public ?? false,
  });
  const { values, errors } = form;
  const mode = record ? 'edit' : 'add';
  const percent = values.type === 'percent';
  // A flat coupon has no cap: the field is hidden and sent empty.
  const submit = form.handleSubmit(onSubmit, () => (percent ? values : { ...values, max_discount: '' }));
  const text = (field: 'amount' | 'max_discount' | 'min_amount' | 'total_uses' | 'per_user_uses') => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
    error: errors[field],
    inputMode: field === 'total_uses' || field === 'per_user_uses' ? ('numeric' as const) : ('decimal' as const),
    autoComplete: 'off',
  });

  return (
    <FormModal label="Coupon" mode={mode} formId={formId} busy={busy} onCancel={onCancel} size="lg">
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Code"
          name="code"
          value={values.code}
          onChange={(event) => form.set('code', event.target.value.toUpperCase())}
          error={errors.code}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="WELCOME10"
        />
        <SelectField
          label="Type"
          name="type"
          value={values.type}
          onChange={(event) => form.set('type', event.target.value)}
          error={errors.type}
        >
          <option value="percent">Percent of the bag</option>
          <option value="flat">Flat amount (₹)</option>
        </SelectField>
        <FormField label={percent ? 'Percent off' : 'Amount off (₹)'} {...text('amount')} />
        {percent ? (
          <FormField label="Maximum discount (₹, optional)" {...text('max_discount')} />
        ) : (
          <div className="hidden sm:block" />
        )}
        <FormField label="Minimum bag (₹, optional)" {...text('min_amount')} />
        <div className="hidden sm:block" />
        <FormField
          label="Starts (optional)"
          name="starts_at"
          type="datetime-local"
          value={values.starts_at}
          onChange={(event) => form.set('starts_at', event.target.value)}
          error={errors.starts_at}
        />
        <FormField
          label="Ends (optional)"
          name="ends_at"
          type="datetime-local"
          value={values.ends_at}
          onChange={(event) => form.set('ends_at', event.target.value)}
          error={errors.ends_at}
        />
        <FormField label="Total uses (optional)" {...text('total_uses')} />
        <FormField label="Uses per shopper (optional)" {...text('per_user_uses')} />
        <CheckboxField
          label="Active (shoppers can use it)"
          name="is_active"
          checked={values.is_active}
          onChange={(event) => form.set('is_active', event.target.checked)}
          className="sm:col-span-2"
        />
        <CheckboxField
          label="Show to shoppers on My Coupons"
          name="is_public"
          checked={values.is_public}
          onChange={(event) => form.set('is_public', event.target.checked)}
          className="sm:col-span-2"
        />
        {record && record.used_count > 0 && (
          <p className="text-xs text-muted sm:col-span-2">
            Orders hold {record.used_count} {record.used_count === 1 ? 'use' : 'uses'} of this coupon; they keep the
            discount they got whatever you change here.
          </p>
        )}
      </form>
    </FormModal>
  );
}
