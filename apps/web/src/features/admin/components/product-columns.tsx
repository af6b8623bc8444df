import type { Dispatch } from 'react';
import type { ListingItem } from '@store/shared/schemas/catalogue';
import { imageSources } from '@/lib/images';
import type { ProductSelection, SelectionEvent } from '../lib/bulk-edit';
import type { Column } from './data-table';

// Columns of the Products table of their own (docs/product/admin.md#products).

const checkboxClass = 'size-4 cursor-pointer accent-brand';

/** The tick boxes: the header's ticks or unticks the page, each row's its product. */
export function selectColumn(
  selection: ProductSelection,
  dispatch: Dispatch<SelectionEvent>,
  pageIds: readonly number[],
): Column<ListingItem> {
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  return {
    header: (
      <input
        type="checkbox"
        className={checkboxClass}
        aria-label="Select every product on this page"
        checked={wholePage}
        onChange={(event) => dispatch({ type: 'page', ids: pageIds, selected: event.target.checked })}
      />
    ),
    cell: (row) => (
      <input
        type="checkbox"
        className={checkboxClass}
        aria-label={`Select ${row.name}`}
        checked={selection.allMatching || selection.ids.has(row.product_id)}
        onChange={() => dispatch({ type: 'toggle', id: row.product_id })}
      />
    ),
    className: 'w-8',
  };
}

/** The product's first image, small and loaded only when scrolled to; an empty square without one. */
export const thumbnailColumn: Column<ListingItem> = {
  header: <span className="sr-only">Image</span>,
  cell: (row) => {
    const first = row.images[0];
    if (!first) return <span aria-hidden="true" className="block h-10 w-[30px] rounded bg-canvas" />;
    const { src } = imageSources(first, 80);
    return (
      <img src={src} alt="" width={30} height={40} loading="lazy" className="h-10 w-[30px] rounded object-cover" />
    );
  },
  className: 'w-12',
};

/** A product with variations sells its variations' stock: their sum, marked as such. */
export const productStock = (row: ListingItem) =>
  row.variation_stock == null ? (
    row.stock
  ) : (
    <span title="Sum of the variations' stock">
      {row.variation_stock}
      <span className="block text-xs text-muted">in variations</span>
    </span>
  );
