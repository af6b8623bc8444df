import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { noSelection, selectionReducer, type ProductSelection } from '../lib/bulk-edit';
import { BulkEditBar } from './bulk-edit-bar';

// The bar above the Products table (docs/product/admin.md#bulk-edits).

const toast = { message: null, tone: 'success' as const, show: () => {} };
const bar = (selection: ProductSelection, total: number) =>
  renderToStaticMarkup(
    <BulkEditBar
      selection={selection}
      dispatch={() => {}}
      pageIds={[1, 2, 3]}
      total={total}
      filter={{ name: 'tee' }}
      categories={[]}
      brands={[]}
      toast={toast}
    />,
  );

describe('the bulk edit bar', () => {
  it('is not there until a row is ticked', () => {
    expect(bar(noSelection, 143)).toBe('');
  });

  it('offers every product matching the filters once the whole page is ticked', () => {
    const one = selectionReducer(noSelection, { type: 'toggle', id: 2 });
    expect(bar(one, 143)).toContain('1 selected.');
    expect(bar(one, 143)).not.toContain('Select all');
    const page = selectionReducer(noSelection, { type: 'page', ids: [1, 2, 3], selected: true });
    expect(bar(page, 143)).toContain('Select all 143 products matching these filters');
    expect(bar(page, 3)).not.toContain('Select all');
    const all = selectionReducer(page, { type: 'all-matching' });
    expect(bar(all, 143)).toContain('All 143 products matching these filters are selected.');
    expect(bar(all, 143)).toContain('Choose an action…');
  });
});
