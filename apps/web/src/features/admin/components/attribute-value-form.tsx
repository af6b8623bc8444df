import { useId } from 'react';
import {
  variationAttributeValueInput,
  variationAttributeValueUpdate,
  type VariationAttributeValueInput,
  type VariationAttributeValueUpdate,
} from '@store/shared/schemas/catalogue';
import type { Attribute, AttributeValueRow } from '@store/shared/schemas/catalogue';
import { colourFamilies, familyOf, familySwatches } from '@store/shared/colour-families';
import type { Schema } from '../hooks/use-schema-form';
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
  const schema: Schema<VariationAttributeValueUpdate | VariationAttributeValueInput> = record
    ? variationAttributeValueUpdate
    : variationAttributeValueInput;
  const form = useSchemaForm(schema, {
    attribute_id: record ? String(record.attribute_id) : '',
    value: record?.value ?? '',
    color_family: record?.color_family ?? '',
  });
  const attributeName = attributes.find(
    (attribute) => String(attribute.attribute_id) === form.values.attribute_id,
  )?.name;
  // A colour the shared table does not know gets its family here (docs/product/storefront.md#colour-families).
  const isColour = ['color', 'colour'].includes(attributeName?.toLowerCase() ?? '');
  const tableFamily = familyOf(form.values.value);
  const askFamily = record !== null && isColour && form.values.value.trim() !== '' && tableFamily === undefined;

  const submit = form.handleSubmit(
    (input) =>
      record
        ? onSubmit({ id: record.attributevalue_id, input: input as VariationAttributeValueUpdate })
        : onSubmit({ input: input as VariationAttributeValueInput }),
    () => {
      const { color_family, ...values } = form.values;
      if (!record) return { ...values, productvariation_id: variationId };
      return askFamily ? { ...values, color_family } : { ...values, color_family: tableFamily ? null : undefined };
    },
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
        {askFamily && (
          <SelectField
            label="Family"
            name="color_family"
            value={form.values.color_family}
            onChange={(event) => form.set('color_family', event.target.value)}
            error={form.errors.color_family}
          >
            <option value="">No family</option>
            {colourFamilies.map((family) => (
              <option key={family} value={family}>
                {familySwatches[family].label}
              </option>
            ))}
          </SelectField>
        )}
        <p className="text-xs text-muted">
          For example size M, or color Navy Blue. A variation has one value per attribute.
          {isColour && tableFamily && ` ${form.values.value.trim()} is in the ${tableFamily} family.`}
          {askFamily && ' This colour is not in the colour table: choose its family for the Colour filter.'}
        </p>
      </form>
    </FormModal>
  );
}
