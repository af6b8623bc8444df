import { useId } from 'react';
import { categoryInput, type CategoryInput } from '@store/shared/schemas/catalogue';
import type { Category, ParentCategory } from '@store/shared/schemas/catalogue';
import { useSchemaForm } from '../hooks/use-schema-form';
import { FormModal } from './form-modal';
import { NameFields, SelectField } from './form-fields';
import { TaxFields } from './tax-fields';

interface CategoryFormProps {
  record: Category | null;
  collections: ParentCategory[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: CategoryInput) => Promise<Record<string, string> | null>;
}

/** Name ('Name required'), description and collection ('required') (docs/product/admin.md#forms-and-toasts). */
export function CategoryForm({ record, collections, busy, onCancel, onSubmit }: CategoryFormProps) {
  const formId = useId();
  const form = useSchemaForm(categoryInput, {
    name: record?.name ?? '',
    description: record?.description ?? '',
    parentcategory_id: record ? String(record.parentcategory_id) : '',
    hsn_code: record?.hsn_code ?? '',
    gst_rate: record?.gst_rate == null ? '' : String(record.gst_rate),
  });
  const mode = record ? 'edit' : 'add';

  const submit = form.handleSubmit(onSubmit);

  return (
    <FormModal label="Category" mode={mode} formId={formId} busy={busy} onCancel={onCancel}>
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <SelectField
          label="Collection"
          name="parentcategory_id"
          value={form.values.parentcategory_id}
          onChange={(event) => form.set('parentcategory_id', event.target.value)}
          error={form.errors.parentcategory_id}
        >
          <option value="">Select a collection</option>
          {collections.map((collection) => (
            <option key={collection.parentcategory_id} value={collection.parentcategory_id}>
              {collection.name}
            </option>
          ))}
        </SelectField>
        <NameFields values={form.values} errors={form.errors} onChange={form.set} />
        <TaxFields
          values={form.values}
          errors={form.errors}
          onChange={(field, value) => form.set(field, value)}
          hint="Leave empty to use the default: the collection's HSN code, and for apparel 5% up to ₹2,500 a piece, 18% above."
        />
      </form>
    </FormModal>
  );
}
