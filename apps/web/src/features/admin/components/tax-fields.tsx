import { GST_RATES } from '@store/shared/gst';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from './form-fields';

interface TaxFieldsProps {
  values: { hsn_code: string; gst_rate: string };
  errors: Record<string, string | undefined>;
  onChange: (field: 'hsn_code' | 'gst_rate', value: string) => void;
  /** Says what applies when a field is left empty. */
  hint: string;
}

/** HSN code and GST rate of a category or product, both optional (docs/product/orders.md#how-tax-is-computed). */
export function TaxFields({ values, errors, onChange, hint }: TaxFieldsProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink-soft">Tax invoice (optional)</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="HSN code"
          name="hsn_code"
          inputMode="numeric"
          maxLength={8}
          placeholder="e.g. 6109"
          value={values.hsn_code}
          onChange={(event) => onChange('hsn_code', event.target.value)}
          error={errors.hsn_code}
          autoComplete="off"
        />
        <SelectField
          label="GST rate"
          name="gst_rate"
          value={values.gst_rate}
          onChange={(event) => onChange('gst_rate', event.target.value)}
          error={errors.gst_rate}
        >
          <option value="">Not set</option>
          {GST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {`${rate}%`}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-xs text-ink-soft">{hint}</p>
    </fieldset>
  );
}
