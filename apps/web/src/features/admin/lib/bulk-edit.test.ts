import { describe, expect, it } from 'vitest';
import {
  actionFrom,
  confirmQuestion,
  doneMessage,
  noSelection,
  requestSelection,
  selectedCount,
  selectionReducer,
  type ProductSelection,
  type SelectionEvent,
} from './bulk-edit';

// The Products screen's selection and confirmation (docs/product/admin.md#bulk-edits).

const after = (...events: SelectionEvent[]) => events.reduce(selectionReducer, noSelection);
const ids = (selection: ProductSelection) => [...selection.ids].sort((a, b) => a - b);

describe('selecting products', () => {
  it('ticks and unticks rows and whole pages, keeping rows of other pages', () => {
    const selection = after(
      { type: 'toggle', id: 3 },
      { type: 'page', ids: [10, 11, 12], selected: true },
      { type: 'toggle', id: 11 },
    );
    expect(ids(selection)).toEqual([3, 10, 12]);
    expect(ids(selectionReducer(selection, { type: 'page', ids: [10, 11, 12], selected: false }))).toEqual([3]);
    expect(selectedCount(selection, 500)).toBe(3);
    expect(requestSelection(selection, { name: 'tee' })).toEqual({ ids: [3, 10, 12] });
  });

  it('chooses every product matching the filters, sent as the filters; unticking a row goes back to the rows', () => {
    const all = after({ type: 'page', ids: [1, 2, 3], selected: true }, { type: 'all-matching' });
    expect(selectedCount(all, 143)).toBe(143);
    expect(requestSelection(all, { name: 'tee' })).toEqual({ filter: { name: 'tee' } });
    const fewer = selectionReducer(all, { type: 'toggle', id: 2 });
    expect(fewer.allMatching).toBe(false);
    expect(requestSelection(fewer, { name: 'tee' })).toEqual({ ids: [1, 3] });
    expect(selectionReducer(all, { type: 'clear' })).toEqual(noSelection);
  });
});

describe('the action and its confirmation', () => {
  it("builds the action from the form's text, or says what is wrong", () => {
    expect(actionFrom('price_change', { by: 'percent', value: '10' })).toEqual({
      action: { type: 'price_change', by: 'percent', value: 10 },
    });
    expect(actionFrom('deactivate', {})).toEqual({ action: { type: 'deactivate' } });
    expect(actionFrom('move_brand', { brand_id: '' })).toEqual({ error: 'Brand: required' });
    expect(actionFrom('discount_percent', { percent: '150' })).toEqual({ error: 'percent: 0 to 99' });
    expect(actionFrom('add_stock', { amount: '2.5' })).toEqual({ error: 'amount: a whole number' });
  });

  it('asks with the preview counts and tells what changed', () => {
    expect(confirmQuestion({ products: 12, variations: 47 })).toBe('Change 12 products and 47 variations?');
    expect(confirmQuestion({ products: 1, variations: 0 })).toBe('Change 1 product?');
    expect(confirmQuestion({ products: 0, variations: 0 })).toMatch(/^Nothing would change/);
    expect(doneMessage('Set stock', { products: 2, variations: 1 })).toBe(
      'Set stock: changed 2 products and 1 variation.',
    );
  });
});
