import { useId } from 'react';
import {
  productVariationInput,
  productVariationUpdate,
  type ProductVariationInput,
  type ProductVariationUpdate,
} from '@store/shared/schemas/catalogue';
import type { ProductVariation } from '@store/shared/schemas/catalogue';
import { FormField } from '@/components/ui/form-field';
import { priceFieldsOf, pricePayload, setChangedPrices, type PriceFields } from '../lib/discount';
import { useSchemaForm } from '../hooks/use-schema-form';
import { FormModal } from './form-modal';
import { PriceInputs } from './price-fields';

type VariationSubmit = { id: number; input: ProductVariationUpdate } | { id?: undefined; input: ProductVariationInput };

interface VariationFormProps {
  productId: number;
  /** A variation without a name of its own shows the product's; the field then starts blank. */
  productName: string;
  record: ProductVariation | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (change: VariationSubmit) => Promise<Record<string, string> | null>;
}

/** SKU ('Name required'), price and stock ('required'); discounts optional (docs/product/admin.md#forms-and-toasts). */
export function VariationForm({ productId, productName, record, busy, onCancel, onSubmit }: VariationFormProps) {
  const formId = useId();
  const mode = record ? 'edit' : 'add';
  const form = useSchemaForm(record ? productVariationUpdate : productVariationInput, {
    name: record && record.name !== productName ? record.name : '',
    sku: record?.sku ?? '',
    ...priceFieldsOf(record),
    stock: record ? String(record.stock) : '',
  });
  const { values, errors } = form;

  const submit = form.handleSubmit(
    (input) =>
      record
        ? onSubmit({ id: record.productvariation_id, input: input as ProductVariationUpdate })
        : onSubmit({ input: input as ProductVariationInput }),
    () => ({ ...values, ...pricePayload(values), ...(record ? {} : { product_id: productId }) }),
  );

  const setPrices = (fields: PriceFields) => setChangedPrices(values, fields, form.set);

  return (
    <FormModal size="lg" label="Variation" mode={mode} formId={formId} busy={busy} onCancel={onCancel}>
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="SKU"
            name="sku"
            value={values.sku}
            onChange={(event) => form.set('sku', event.target.value)}
            error={errors.sku}
            autoComplete="off"
          />
          <FormField
            label="Name (optional)"
            name="name"
            placeholder={productName}
            value={values.name}
            onChange={(event) => form.set('name', event.target.value)}
            error={errors.name}
            autoComplete="off"
          />
        </div>
        <PriceInputs values={values} errors={errors} onChange={setPrices} />
        <FormField
          label="Stock"
          name="stock"
          type="number"
          inputMode="numeric"
          min={0}
          step="1"
          value={values.stock}
          onChange={(event) => form.set('stock', event.target.value)}
          error={errors.stock}
        />
        <p className="text-xs text-muted">Size and colour are set under Values once the variation exists.</p>
      </form>
    </FormModal>
  );
}
