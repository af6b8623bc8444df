import { useId } from 'react';
import { PRODUCT_DETAIL_FIELDS, type ProductDetailField } from '@store/shared/product-details';
import { productCreateInput, productInput, type ProductInput } from '@store/shared/schemas/catalogue';
import type { Brand, Category, Product } from '@store/shared/schemas/catalogue';
import { FormField } from '@/components/ui/form-field';
import { priceFieldsOf, pricePayload, setChangedPrices, type PriceFields } from '../lib/discount';
import { useSchemaForm, type Schema } from '../hooks/use-schema-form';
import { CheckboxField, NameFields, SelectField } from './form-fields';
import { FormModal } from './form-modal';
import { PriceInputs } from './price-fields';
import { TaxFields } from './tax-fields';
import { ProductDetailsFields } from './product-details-fields';

interface ProductFormProps {
  record: Product | null;
  categories: Category[];
  brands: Brand[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: ProductInput) => Promise<Record<string, string> | null>;
}

/** Categories grouped under their collection (Men › T-Shirt and Women › T-Shirt are different). */
function groupedCategories(categories: Category[]) {
  const groups = new Map<string, Category[]>();
  for (const category of categories) {
    const group = groups.get(category.parentcategory_name) ?? [];
    group.push(category);
    groups.set(category.parentcategory_name, group);
  }
  return [...groups.entries()];
}

/**
 * Name ('Name required'), description, price, stock, category and brand ('required'); discount, discount price
 * and active optional; price and stock are number inputs (docs/product/admin.md#forms-and-toasts); the product
 * page's details, with the country of origin required for a new product (docs/product/admin.md#products).
 */
export function ProductForm({ record, categories, brands, busy, onCancel, onSubmit }: ProductFormProps) {
  const formId = useId();
  // A new product names its country of origin; an edit may leave an old product's empty while it stays inactive.
  const schema: Schema<ProductInput> = record ? productInput : productCreateInput;
  const form = useSchemaForm(schema, {
    name: record?.name ?? '',
    description: record?.description ?? '',
    ...priceFieldsOf(record),
    stock: record ? String(record.stock) : '',
    category_id: record ? String(record.category_id) : '',
    brand_id: record ? String(record.brand_id) : '',
    sku: record?.sku ?? '',
    is_active: record?.is_active ?? true,
    hsn_code: record?.hsn_code ?? '',
    gst_rate: record?.gst_rate == null ? '' : String(record.gst_rate),
    ...(Object.fromEntries(PRODUCT_DETAIL_FIELDS.map((field) => [field, record?.[field] ?? ''])) as Record<
      ProductDetailField,
      string
    >),
  });
  const { values, errors } = form;
  const mode = record ? 'edit' : 'add';

  const submit = form.handleSubmit(onSubmit, () => ({ ...values, ...pricePayload(values) }));

  const setPrices = (fields: PriceFields) => setChangedPrices(values, fields, form.set);

  return (
    <FormModal size="lg" label="Product" mode={mode} formId={formId} busy={busy} onCancel={onCancel}>
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <NameFields values={values} errors={errors} onChange={form.set} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Category"
            name="category_id"
            value={values.category_id}
            onChange={(event) => form.set('category_id', event.target.value)}
            error={errors.category_id}
          >
            <option value="">Select a category</option>
            {groupedCategories(categories).map(([collection, group]) => (
              <optgroup key={collection} label={collection}>
                {group.map((category) => (
                  <option key={category.category_id} value={category.category_id}>
                    {`${collection} › ${category.name}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <SelectField
            label="Brand"
            name="brand_id"
            value={values.brand_id}
            onChange={(event) => form.set('brand_id', event.target.value)}
            error={errors.brand_id}
          >
            <option value="">Select a brand</option>
            {brands.map((brand) => (
              <option key={brand.brand_id} value={brand.brand_id}>
                {brand.name}
              </option>
            ))}
          </SelectField>
        </div>
        <PriceInputs values={values} errors={errors} onChange={setPrices} />
        <div className="grid gap-4 sm:grid-cols-2">
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
          <FormField
            label="SKU (optional)"
            name="sku"
            value={values.sku}
            onChange={(event) => form.set('sku', event.target.value)}
            error={errors.sku}
            autoComplete="off"
          />
        </div>
        <ProductDetailsFields values={values} errors={errors} onChange={(field, value) => form.set(field, value)} />
        <TaxFields
          values={values}
          errors={errors}
          onChange={(field, value) => form.set(field, value)}
          hint="Leave empty to use the category's."
        />
        <CheckboxField
          label="Active (shown in the store)"
          name="is_active"
          checked={values.is_active}
          onChange={(event) => form.set('is_active', event.target.checked)}
        />
      </form>
    </FormModal>
  );
}
