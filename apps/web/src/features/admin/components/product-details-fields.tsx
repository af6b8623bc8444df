import { PRODUCT_DETAIL_LABELS, PRODUCT_DETAIL_MAX, type ProductDetailField } from '@store/shared/product-details';
import { FormField } from '@/components/ui/form-field';
import { TextAreaField } from './form-fields';

type Values = Record<ProductDetailField, string>;

interface ProductDetailsFieldsProps {
  values: Values;
  errors: Record<string, string | undefined>;
  onChange: (field: ProductDetailField, value: string) => void;
}

const PLACEHOLDERS: Record<ProductDetailField, string> = {
  country_of_origin: 'e.g. India',
  generic_name: "e.g. Men's cotton T-shirt",
  manufacturer: 'Name and address',
  importer: 'Name and address in India (goods made outside India)',
  packer: 'Name and address, when not the manufacturer',
  net_quantity: 'e.g. 1 N, 1 Pair',
};

/**
 * What the product page declares under Product Details (docs/product/storefront.md#product-details): the country of
 * origin (required for a new product and to activate one), the importer when it is not India, and the rest.
 */
export function ProductDetailsFields({ values, errors, onChange }: ProductDetailsFieldsProps) {
  const line = (field: ProductDetailField) => (
    <FormField
      label={PRODUCT_DETAIL_LABELS[field]}
      name={field}
      maxLength={PRODUCT_DETAIL_MAX[field]}
      placeholder={PLACEHOLDERS[field]}
      value={values[field]}
      onChange={(event) => onChange(field, event.target.value)}
      error={errors[field]}
      autoComplete="off"
    />
  );
  const address = (field: ProductDetailField) => (
    <TextAreaField
      label={PRODUCT_DETAIL_LABELS[field]}
      name={field}
      rows={2}
      maxLength={PRODUCT_DETAIL_MAX[field]}
      placeholder={PLACEHOLDERS[field]}
      value={values[field]}
      onChange={(event) => onChange(field, event.target.value)}
      error={errors[field]}
    />
  );
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-ink-soft">Product details (shown on the product page)</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        {line('country_of_origin')}
        {line('generic_name')}
        {line('net_quantity')}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {address('manufacturer')}
        {address('importer')}
        {address('packer')}
      </div>
    </fieldset>
  );
}
