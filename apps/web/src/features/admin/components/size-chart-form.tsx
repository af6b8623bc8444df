import { useId, useState, type FormEvent } from 'react';
import { MEASUREMENT_LABELS, MEASUREMENT_NAMES, type MeasurementName } from '@store/shared/size-charts';
import { sizeChartInput, type SizeChart, type SizeChartInput } from '@store/shared/schemas/size-charts';
import type { Brand, Category } from '@store/shared/schemas/catalogue';
import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons';
import { focusFirstInvalid } from '../hooks/use-schema-form';
import { CheckboxField, SelectField } from './form-fields';
import { FormModal } from './form-modal';

interface SizeChartFormProps {
  record: SizeChart | null;
  categories: Category[];
  brands: Brand[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: SizeChartInput) => Promise<Record<string, string> | null>;
}

interface RowDraft {
  key: number;
  size: string;
  values: Partial<Record<MeasurementName, string>>;
}

let drafts = 0;
const draftOf = (row?: SizeChart['rows'][number]): RowDraft => ({
  key: ++drafts,
  size: row?.size ?? '',
  values: Object.fromEntries(Object.entries(row?.values ?? {}).map(([name, value]) => [name, String(value)])),
});

/** Every issue's message by its dotted path (`rows.2.values.chest`), the first of each. */
function messagesByPath(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

const inputClass = (error: string | undefined) =>
  `h-10 w-full rounded-md border bg-white px-2 text-sm text-ink outline-none focus:border-ink ${error ? 'border-red-600' : 'border-line'}`;

/**
 * A size chart's form (docs/product/admin.md#size-charts): the category, the brand (or the category's default), the
 * measurements it lists and a line per size in cm; the messages of the shared rules show under the cells.
 */
export function SizeChartForm({ record, categories, brands, busy, onCancel, onSubmit }: SizeChartFormProps) {
  const formId = useId();
  const [categoryId, setCategoryId] = useState(record ? String(record.category_id) : '');
  const [brandId, setBrandId] = useState(record?.brand_id ? String(record.brand_id) : '');
  const [measurements, setMeasurements] = useState<MeasurementName[]>(record?.measurements ?? ['chest']);
  const [rows, setRows] = useState<RowDraft[]>(() => (record ? record.rows.map(draftOf) : [draftOf()]));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const payload = () => ({
    category_id: categoryId,
    brand_id: brandId === '' ? null : brandId,
    measurements,
    rows: rows.map((row) => ({
      size: row.size,
      values: Object.fromEntries(
        measurements.map((name) => [name, row.values[name]?.trim() ? Number(row.values[name]) : undefined]),
      ),
    })),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = sizeChartInput.safeParse(payload());
    const found = parsed.success ? await onSubmit(parsed.data) : messagesByPath(parsed.error.issues);
    setErrors(found ?? {});
    if (found) focusFirstInvalid(form);
  };
  const editRow = (key: number, change: Partial<RowDraft>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const toggle = (name: MeasurementName, on: boolean) =>
    setMeasurements((current) => MEASUREMENT_NAMES.filter((each) => (each === name ? on : current.includes(each))));

  return (
    <FormModal
      label="Size Chart"
      mode={record ? 'edit' : 'add'}
      formId={formId}
      busy={busy}
      onCancel={onCancel}
      size="lg"
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Category"
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
            error={errors.category_id}
          >
            <option value="">Select a category</option>
            {categories.map((category) => (
              <option key={category.category_id} value={category.category_id}>
                {category.parentcategory_name} › {category.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Brand"
            value={brandId}
            onChange={(event) => setBrandId(event.target.value)}
            error={errors.brand_id}
          >
            <option value="">Every brand (the category's default)</option>
            {brands.map((brand) => (
              <option key={brand.brand_id} value={brand.brand_id}>
                {brand.name}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset aria-invalid={errors.measurements ? true : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink-soft">Measurements (cm)</legend>
          <div className="flex flex-wrap gap-x-5">
            {MEASUREMENT_NAMES.map((name) => (
              <CheckboxField
                key={name}
                label={MEASUREMENT_LABELS[name]}
                checked={measurements.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
              />
            ))}
          </div>
          {errors.measurements && <p className="text-xs font-medium text-red-700">{errors.measurements}</p>}
        </fieldset>
        <SizeRows
          rows={rows}
          measurements={measurements}
          errors={errors}
          onEdit={editRow}
          onRemove={(key) => setRows((current) => current.filter((row) => row.key !== key))}
        />
        {errors.rows && <p className="text-xs font-medium text-red-700">{errors.rows}</p>}
        <Button variant="outline" size="sm" onClick={() => setRows((current) => [...current, draftOf()])}>
          Add size
        </Button>
      </form>
    </FormModal>
  );
}

interface SizeRowsProps {
  rows: RowDraft[];
  measurements: MeasurementName[];
  errors: Record<string, string>;
  onEdit: (key: number, change: Partial<RowDraft>) => void;
  onRemove: (key: number) => void;
}

/** A line per size: its name and a cell per measurement, each with its message under it. */
function SizeRows({ rows, measurements, errors, onEdit, onRemove }: SizeRowsProps) {
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-xs text-muted">
          <th className="pb-1 font-semibold">Size</th>
          {measurements.map((name) => (
            <th key={name} className="pb-1 font-semibold">
              {MEASUREMENT_LABELS[name]}
            </th>
          ))}
          <th className="sr-only">Remove</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const sizeError = errors[`rows.${index}.size`];
          return (
            <tr key={row.key} className="align-top">
              <td className="pr-2 pb-2">
                <input
                  aria-label={`Size ${index + 1}`}
                  value={row.size}
                  aria-invalid={sizeError ? true : undefined}
                  className={inputClass(sizeError)}
                  onChange={(event) => onEdit(row.key, { size: event.target.value })}
                />
                {sizeError && <p className="mt-1 text-xs text-red-700">{sizeError}</p>}
              </td>
              {measurements.map((name) => {
                const error = errors[`rows.${index}.values.${name}`];
                return (
                  <td key={name} className="pr-2 pb-2">
                    <input
                      inputMode="decimal"
                      aria-label={`${MEASUREMENT_LABELS[name]} of size ${row.size || index + 1} (cm)`}
                      value={row.values[name] ?? ''}
                      aria-invalid={error ? true : undefined}
                      className={inputClass(error)}
                      onChange={(event) => onEdit(row.key, { values: { ...row.values, [name]: event.target.value } })}
                    />
                    {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
                  </td>
                );
              })}
              <td className="pb-2">
                <button
                  type="button"
                  aria-label={`Remove size ${row.size || index + 1}`}
                  onClick={() => onRemove(row.key)}
                  className="flex size-10 items-center justify-center rounded-md text-red-700 hover:bg-red-50"
                >
                  <TrashIcon className="size-4" />
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
