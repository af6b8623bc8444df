import { useId } from 'react';
import {
  variationAttributeValueInput,
  variationAttributeValueUpdate,
  type VariationAttributeValueInput,
  type VariationAttributeValueUpdate,
} from '@store/shared/schemas/catalogue';
import type { Attribute, AttributeValueRow } from '@store/shared/schemas/catalogue';
import { FormField } from '@/components/ui/form-field';
import { useSchemaForm } from '../hooks/use-schema-form';
import { SelectField } from './form-fields';
import { FormModal } from './form-modal';

type ValueSubmit =
  { id: number; input: VariationAttributeValueUpdate } | { id?: undefined; input: VariationAttributeValueInput };

interface AttributeValueFormProps {
  variationId: number;
  record: AttributeValueRow | null;
  attributes: Attribute[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (change: ValueSubmit) => Promise<Record<string, string> | null>;
}

/** The attribute ('Name required') and its value ('required') (docs/product/admin.md#forms-and-toasts). */
export function AttributeValueForm({
  variationId,
  record,
  attributes,
  busy,
  onCancel,
  onSubmit,
}: AttributeValueFormProps) {
  const formId = useId();
  const mode = record ? 'edit' : 'add';
  const form = useSchemaForm(record ? variationAttributeValueUpdate : variationAttributeValueInput, {
    attribute_id: record ? String(record.attribute_id) : '',
    value: record?.value ?? '',
  });

  const submit = form.handleSubmit(
    (input) =>
      record
        ? onSubmit({ id: record.attributevalue_id, input: input as VariationAttributeValueUpdate })
        : onSubmit({ input: input as VariationAttributeValueInput }),
    () => (record ? form.values : { ...form.values, productvariation_id: variationId }),
  );

  return (
    <FormModal label="Attribute Value" mode={mode} formId={formId} busy={busy} onCancel={onCancel}>
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <SelectField
          label="Attribute"
          name="attribute_id"
          value={form.values.attribute_id}
          onChange={(event) => form.set('attribute_id', event.target.value)}
          error={form.errors.attribute_id}
        >
          <option value="">Select an attribute</option>
          {attributes.map((attribute) => (
            <option key={attribute.attribute_id} value={attribute.attribute_id}>
              {attribute.name}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Value"
          name="value"
          value={form.values.value}
          onChange={(event) => form.set('value', event.target.value)}
          error={form.errors.value}
          autoComplete="off"
        />
        <p className="text-xs text-muted">
          For example size M, or color Navy Blue. A variation has one value per attribute.
        </p>
      </form>
    </FormModal>
  );
}
