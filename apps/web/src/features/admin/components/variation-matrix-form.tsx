import { useId, useMemo, useState, type FormEvent } from 'react';
import type { Product, ProductVariation } from '@store/shared/schemas/catalogue';
import { variationMatrixRefusal } from '@store/shared/schemas/variation-matrix';
import { defaultSkuPattern, MATRIX_MAX_ROWS, productSkuCode } from '@store/shared/variation-matrix';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAddVariations, useAttributeChoices } from '../api/variation-matrix';
import {
  applyToAll,
  editRow,
  existingOf,
  matrixAttributes,
  matrixPayload,
  matrixRows,
  orderedChoices,
  rowErrors,
  toggleValue,
  type MatrixState,
  type SharedFields,
} from '../lib/matrix-rows';
import { failureMessage } from '../lib/form-errors';
import { FormModal } from './form-modal';
import { MatrixChoices } from './matrix-choices';
import { MatrixTable } from './matrix-table';

interface VariationMatrixFormProps {
  product: Pick<Product, 'product_id' | 'name' | 'sku' | 'price' | 'discount_price'>;
  variations: ProductVariation[] | undefined;
  onCancel: () => void;
  /** After the save: how many variations were added. */
  onAdded: (count: number) => void;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
const plural = (count: number) => `${count} variation${count === 1 ? '' : 's'}`;

/**
 * Add variations (docs/product/admin.md#adding-variations-in-one-go): tick colours, sizes and other values; every new
 * combination is a row with a SKU from the pattern and the numbers of "Apply to all", each editable or removable; one
 * save adds them all, or none with each wrong row named.
 */
export function VariationMatrixForm({ product, variations, onCancel, onAdded }: VariationMatrixFormProps) {
  const formId = useId();
  const choicesQuery = useAttributeChoices();
  const save = useAddVariations(product.product_id);
  const startShared: SharedFields = {
    price: String(product.price),
    discount_price: product.discount_price < product.price ? String(product.discount_price) : '',
    stock: '',
  };
  const [state, setState] = useState<MatrixState>({
    ticked: {},
    shared: startShared,
    edits: {},
    removed: [],
    pattern: '',
  });
  const [draft, setDraft] = useState<SharedFields>(startShared);
  const [typedValues, setTypedValues] = useState<Record<number, string[]>>({});
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const choices = useMemo(
    () =>
      orderedChoices(choicesQuery.data ?? []).map((choice) => {
        const typed = (typedValues[choice.attribute_id] ?? []).filter(
          (value) => !choice.values.some((known) => known.toLowerCase() === value.toLowerCase()),
        );
        return { ...choice, values: [...choice.values, ...typed] };
      }),
    [choicesQuery.data, typedValues],
  );
  const attributes = matrixAttributes(choices, state.ticked);
  const pattern = state.pattern || defaultSkuPattern(attributes.map((attribute) => attribute.name));
  const rows = matrixRows(attributes, existingOf(variations), { ...state, pattern }, productSkuCode(product));
  const errors: Record<string, string> = { ...serverErrors };
  if (checked) {
    for (const row of rows) {
      const problems = rowErrors(row);
      if (problems.length > 0) errors[row.key] = sentence(problems.join('; '));
    }
  }

  const change = (next: (current: MatrixState) => MatrixState) => {
    setState(next);
    setServerErrors({});
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (rows.length === 0) return setFailure('Tick at least one value of each attribute you want, to make rows.');
    if (rows.length > MATRIX_MAX_ROWS) return setFailure(`At most ${MATRIX_MAX_ROWS} variations at once.`);
    if (rows.some((row) => rowErrors(row).length > 0)) return setFailure('Some rows need fixing (in red below).');
    try {
      const result = await save.mutateAsync(matrixPayload(attributes, rows, pattern));
      onAdded(result.created);
    } catch (error) {
      const refused = error instanceof ApiError ? variationMatrixRefusal.safeParse(error.details) : null;
      if (refused?.success) {
        setServerErrors(
          Object.fromEntries(refused.data.rows.map((refusal) => [rows[refusal.row - 1]?.key ?? '', refusal.message])),
        );
        setFailure(`Nothing was added: ${refused.data.rows.length} of the rows need fixing (in red below).`);
      } else setFailure(failureMessage('Could not add the variations.', error));
    }
  };

  const sharedField = (name: keyof SharedFields, label: string, step: string) => (
    <FormField
      label={label}
      name={`all-${name}`}
      type="number"
      min={0}
      step={step}
      inputMode={step === '1' ? 'numeric' : 'decimal'}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
    />
  );

  return (
    <FormModal
      size="xl"
      label="Variations"
      mode="add"
      formId={formId}
      busy={save.isPending}
      onCancel={onCancel}
      title={`Add variations of ${product.name}`}
      submitLabel={save.isPending ? 'Adding…' : rows.length > 0 ? `Add ${plural(rows.length)}` : 'Add variations'}
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {choicesQuery.isPending && <Spinner label="Loading the attributes" />}
        {choicesQuery.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            Could not load the attributes. Close this and try again.
          </p>
        )}
        <MatrixChoices
          choices={choices}
          ticked={state.ticked}
          onToggle={(choice, value) =>
            change((current) => ({
              ...current,
              ticked: toggleValue(current.ticked, choice.attribute_id, value, choice.values),
            }))
          }
          onAddValue={(choice, value) => {
            const known = choice.values.find((item) => item.toLowerCase() === value.toLowerCase());
            const values = known ? choice.values : [...choice.values, value];
            if (!known)
              setTypedValues({
                ...typedValues,
                [choice.attribute_id]: [...(typedValues[choice.attribute_id] ?? []), value],
              });
            const chosen = known ?? value;
            change((current) =>
              (current.ticked[choice.attribute_id] ?? []).includes(chosen)
                ? current
                : { ...current, ticked: toggleValue(current.ticked, choice.attribute_id, chosen, values) },
            );
          }}
        />

        <div className="grid gap-3 rounded-lg bg-canvas p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          {sharedField('price', 'Price (₹)', '0.01')}
          {sharedField('discount_price', 'Discount price (₹)', '0.01')}
          {sharedField('stock', 'Stock', '1')}
          <Button variant="outline" className="h-11" onClick={() => change((current) => applyToAll(current, draft))}>
            Apply to all
          </Button>
        </div>

        <FormField
          label="SKU pattern"
          name="sku_pattern"
          value={pattern}
          onChange={(event) => change((current) => ({ ...current, pattern: event.target.value }))}
          autoComplete="off"
          className="max-w-md"
        />
        <p className="-mt-4 text-xs text-muted">
          {'{product}'} is {productSkuCode(product)}; {'{COLOR}'}, {'{SIZE}'} and any attribute's name in braces are the
          row's value. Each SKU can be edited below.
        </p>

        {failure && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        {rows.length > 0 ? (
          <>
            <p className="text-sm text-ink-soft" aria-live="polite">
              {plural(rows.length)} to add
              {variations && variations.length > 0 ? '; combinations the product has are left out.' : '.'}
            </p>
            <MatrixTable
              rows={rows}
              errors={errors}
              onEdit={(key, field, value) => change((current) => editRow(current, key, field, value))}
              onRemove={(key) => change((current) => ({ ...current, removed: [...current.removed, key] }))}
            />
          </>
        ) : (
          <p className="rounded-lg border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
            Tick colours and sizes above: each new combination becomes a row here.
          </p>
        )}
      </form>
    </FormModal>
  );
}
