import {
  bulkAction,
  type BulkAction,
  type BulkActionType,
  type BulkEditResult,
  type BulkFilter,
  type BulkSelection,
} from '@store/shared/schemas/bulk-edit';

// The Products screen's bulk edits (docs/product/admin.md#bulk-edits): which rows are selected, the action a person
// fills in, and the words of the confirmation and the toast.

/** Rows ticked on the pages seen, or every product matching the table's filters. */
export interface ProductSelection {
  ids: ReadonlySet<number>;
  allMatching: boolean;
}

export type SelectionEvent =
  | { type: 'toggle'; id: number }
  | { type: 'page'; ids: readonly number[]; selected: boolean }
  | { type: 'all-matching' }
  | { type: 'clear' };

export const noSelection: ProductSelection = { ids: new Set(), allMatching: false };

export function selectionReducer(state: ProductSelection, event: SelectionEvent): ProductSelection {
  switch (event.type) {
    case 'toggle': {
      const ids = new Set(state.ids);
      // Unticking a row leaves "all matching" (every row showed ticked): what is left is the ticked rows.
      if (state.allMatching || ids.has(event.id)) ids.delete(event.id);
      else ids.add(event.id);
      return { ids, allMatching: false };
    }
    case 'page': {
      const ids = new Set(state.ids);
      for (const id of event.ids) {
        if (event.selected) ids.add(id);
        else ids.delete(id);
      }
      return { ids, allMatching: event.selected && state.allMatching };
    }
    case 'all-matching':
      return { ids: state.ids, allMatching: true };
    case 'clear':
      return noSelection;
  }
}

/** How many products the selection stands for, `total` matching the filters. */
export const selectedCount = (selection: ProductSelection, total: number) =>
  selection.allMatching ? total : selection.ids.size;

/** The request's selection: the filters themselves when all matching products are chosen, else the ids. */
export const requestSelection = (selection: ProductSelection, filter: BulkFilter): BulkSelection =>
  selection.allMatching ? { filter } : { ids: [...selection.ids].sort((a, b) => a - b) };

/** A field the action asks for. */
export interface ActionField {
  name: 'percent' | 'amount' | 'value' | 'stock' | 'by' | 'category_id' | 'brand_id';
  label: string;
  kind: 'number' | 'by' | 'category' | 'brand';
  /** Input step: whole numbers or paise. */
  step?: string;
}

export interface ActionChoice {
  type: BulkActionType;
  label: string;
  fields: ActionField[];
  hint?: string;
}

/** The menu of bulk actions, in the order the bar shows them. */
export const ACTION_CHOICES: ActionChoice[] = [
  { type: 'activate', label: 'Activate', fields: [] },
  { type: 'deactivate', label: 'Deactivate', fields: [], hint: 'Inactive products leave the store at once.' },
  {
    type: 'discount_percent',
    label: 'Set discount (%)',
    fields: [{ name: 'percent', label: 'Discount in percent', kind: 'number', step: '1' }],
    hint: 'Discount price = price less this percent, on the product and every variation. 0 removes the discount.',
  },
  {
    type: 'discount_price',
    label: 'Set discount price',
    fields: [{ name: 'amount', label: 'Discount price (₹)', kind: 'number', step: '0.01' }],
    hint: 'Refused if it is above the price of any selected product or variation.',
  },
  {
    type: 'price_change',
    label: 'Raise or lower prices',
    fields: [
      { name: 'by', label: 'By', kind: 'by' },
      { name: 'value', label: 'Change (negative lowers)', kind: 'number', step: '0.01' },
    ],
    hint: 'Price and discount price move together. Refused if any would go under ₹1.',
  },
  {
    type: 'set_stock',
    label: 'Set stock',
    fields: [{ name: 'stock', label: 'Stock', kind: 'number', step: '1' }],
    hint: "Sets each variation's stock, or the product's own when it has no variations.",
  },
  {
    type: 'add_stock',
    label: 'Add to stock',
    fields: [{ name: 'amount', label: 'Units to add (negative takes away)', kind: 'number', step: '1' }],
    hint: 'Refused if any stock would go below zero.',
  },
  {
    type: 'move_category',
    label: 'Move to category',
    fields: [{ name: 'category_id', label: 'Category', kind: 'category' }],
  },
  { type: 'move_brand', label: 'Move to brand', fields: [{ name: 'brand_id', label: 'Brand', kind: 'brand' }] },
];

export const choiceOf = (type: BulkActionType) => ACTION_CHOICES.find((choice) => choice.type === type)!;

export type ActionValues = Partial<Record<ActionField['name'], string>>;

/** The action the form's values make, or the first message to show under the form. */
export function actionFrom(
  type: BulkActionType,
  values: ActionValues,
): { action: BulkAction; error?: never } | { error: string } {
  const raw: Record<string, unknown> = { type };
  for (const field of choiceOf(type).fields) {
    const text = values[field.name]?.trim() ?? '';
    if (text === '') return { error: `${field.label}: required` };
    raw[field.name] = field.kind === 'by' ? text : Number(text);
  }
  const parsed = bulkAction.safeParse(raw);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Please check the values.' };
  return { action: parsed.data };
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What the counts say: '12 products and 47 variations', or '3 products' when no variation changes. */
export function countWords({ products, variations }: BulkEditResult): string {
  return variations > 0
    ? `${plural(products, 'product')} and ${plural(variations, 'variation')}`
    : plural(products, 'product');
}

/** The confirmation's question, from the preview's counts. */
export const confirmQuestion = (counts: BulkEditResult) =>
  counts.products === 0
    ? 'Nothing would change: every selected product is already so.'
    : `Change ${countWords(counts)}?`;

/** The toast after the edit. */
export const doneMessage = (label: string, counts: BulkEditResult) => `${label}: changed ${countWords(counts)}.`;
