import type { ChangeEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { withPriceChange, type PriceFields } from '../lib/discount';

interface PriceInputsProps {
  values: PriceFields;
  errors: Record<string, string>;
  onChange: (fields: PriceFields) => void;
}

/** Price, Discount Price and Discount (%) of the product and variation forms, kept in step. */
export function PriceInputs({ values, errors, onChange }: PriceInputsProps) {
  const change = (field: keyof PriceFields) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(withPriceChange(values, field, event.target.value));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField
        label="Price (₹)"
        name="price"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={values.price}
        onChange={change('price')}
        error={errors.price}
      />
      <FormField
        label="Discount Price (₹)"
        name="discount_price"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={values.discount_price}
        onChange={change('discount_price')}
        error={errors.discount_price}
      />
      <FormField
        label="Discount (%)"
        name="discount"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step="1"
        value={values.discount}
        onChange={change('discount')}
        error={errors.discount}
      />
    </div>
  );
}
