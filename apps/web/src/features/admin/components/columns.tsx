import type { ReactNode } from 'react';
import { formatRupees } from '@store/shared/money';
import type { Column } from './data-table';
import { RowActions } from './row-actions';

/** What the Actions cell needs of a list screen's useCrudScreen. */
interface RowCrud<Row> {
  loadingId: number | null;
  openEdit: (row: Row) => Promise<void>;
  askDelete: (row: Row) => void;
}

/**
 * The Actions column of an admin list (docs/product/admin.md#screens): Edit and Delete named after the row, with the
 * row's own links before and after them.
 */
export function actionsColumn<Row>(
  crud: RowCrud<Row>,
  {
    nameOf,
    idOf,
    header = 'Actions',
    className,
    before,
    after,
    twoByTwo,
  }: {
    nameOf: (row: Row) => string;
    idOf: (row: Row) => number;
    header?: string;
    className?: string;
    before?: (row: Row) => ReactNode;
    after?: (row: Row) => ReactNode;
    twoByTwo?: boolean;
  },
): Column<Row> {
  return {
    header,
    cell: (row) => (
      <RowActions
        name={nameOf(row)}
        loading={crud.loadingId === idOf(row)}
        onEdit={() => void crud.openEdit(row)}
        onDelete={() => crud.askDelete(row)}
        before={before?.(row)}
        after={after?.(row)}
        twoByTwo={twoByTwo}
      />
    ),
    ...(className ? { className } : {}),
  };
}

/** The Description column: two lines at most. */
export function descriptionColumn<Row extends { description?: string }>(className = 'min-w-64'): Column<Row> {
  return {
    header: 'Description',
    cell: (row) => <span className="line-clamp-2 text-ink-soft">{row.description}</span>,
    className,
  };
}

interface Priced {
  price: number;
  stock: number;
  discount_price: number;
  discount: number;
}

/**
 * Price, Stock, Discount Price and Discount, as the product and variation lists show them; `stock` draws the Stock
 * cell when a row's own figure is not the one that sells (a product with variations).
 */
export function priceColumns<Row extends Priced>(stock: (row: Row) => ReactNode = (row) => row.stock): Column<Row>[] {
  return [
    { header: 'Price', cell: (row) => formatRupees(row.price), className: 'text-right tabular-nums whitespace-nowrap' },
    { header: 'Stock', cell: stock, className: 'text-right tabular-nums whitespace-nowrap' },
    {
      header: 'Discount Price',
      cell: (row) => formatRupees(row.discount_price),
      className: 'text-right tabular-nums whitespace-nowrap',
    },
    { header: 'Discount', cell: (row) => `${row.discount}%`, className: 'text-right tabular-nums' },
  ];
}
