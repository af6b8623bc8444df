import { useEffect, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminSortOptions, adminSortValues, type AdminSortValue } from '@store/shared/catalogue';
import type { ListingItem } from '@store/shared/schemas/catalogue';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { queryClient } from '@/lib/query-client';
import { adminProductQuery, useAdminProducts, useDeleteProduct, useSaveProduct } from '../api/products';
import { useAdminBrands, useAdminCategories } from '../api/taxonomy';
import { useCrudScreen } from '../hooks/use-crud-screen';
import { AddButton } from './add-button';
import { CatalogueExportButton } from './catalogue-export-button';
import { ImageIcon, LayersIcon } from '@/components/ui/icons';
import { AdminPage } from './admin-page';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { Pager } from '@/components/ui/pager';
import { ProductForm } from './product-form';
import { actionsColumn, descriptionColumn, priceColumns } from './columns';
import { noSelection, selectionReducer } from '../lib/bulk-edit';
import { BulkEditBar } from './bulk-edit-bar';
import { productStock, selectColumn, thumbnailColumn } from './product-columns';
import { RowLink } from './row-actions';
import { TableFilter } from './table-filter';
import { useStillHere } from '@/hooks/use-still-here';

const PAGE_SIZES = [20, 50, 100];
/** The name filter asks 300 ms after typing stops (docs/product/admin.md#screens). */
const FILTER_DEBOUNCE_MS = 300;

const idOf = (row: ListingItem) => row.product_id;

/** The table's state lives in the URL (?q=&sort=&page=&size=), so a reload or a shared link keeps it. */
function useTableParams() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort = adminSortValues.includes(sortParam as AdminSortValue) ? (sortParam as AdminSortValue) : 'newest';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sizeParam = Number(params.get('size'));
  const pageSize = PAGE_SIZES.includes(sizeParam) ? sizeParam : PAGE_SIZES[0]!;
  const name = params.get('q') ?? '';
  const update = (changes: Record<string, string | number | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return { sort, page, pageSize, name, update };
}

/**
 * /Product: a tick box, '#', thumbnail, Name, Brand, Description, Price, Stock (the variations' sum when it has some),
 * Discount Price, Discount, Status, Action (upload, Edit, Delete, Variation). Paged, filtered and sorted by the server
 * (docs/product/admin.md#screens); ticked rows, or all matching the filter, take bulk edits
 * (docs/product/admin.md#bulk-edits).
 */
export function ProductsScreen() {
  const { sort, page, pageSize, name, update } = useTableParams();
  const [filterText, setFilterText] = useState(name);
  const debouncedFilter = useDebouncedValue(filterText.trim(), FILTER_DEBOUNCE_MS);
  const stillHere = useStillHere();
  useEffect(() => {
    if (debouncedFilter !== name && stillHere()) update({ q: debouncedFilter, page: 1 });
    // Only a new debounced filter moves the URL; the URL's own changes must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedFilter]);

  const products = useAdminProducts({ name, sort, page, pageSize });
  const [selection, dispatch] = useReducer(selectionReducer, noSelection);
  // A new filter is a new set of products: what was ticked under the old one is dropped.
  useEffect(() => dispatch({ type: 'clear' }), [name]);
  const pageIds = (products.data?.items ?? []).map(idOf);
  const categories = useAdminCategories();
  const brands = useAdminBrands();
  const crud = useCrudScreen({
    entity: 'Product',
    load: (row: ListingItem) => queryClient.fetchQuery({ ...adminProductQuery(row.product_id), staleTime: 0 }),
    save: useSaveProduct(),
    remove: useDeleteProduct(),
    idOf,
  });

  const total = products.data?.totalCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    // After deleting the last row of the last page, step back to a page that exists.
    if (products.data && page > lastPage) update({ page: lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [products.data, page, lastPage]);

  const nameSort = sort === 'name_asc' ? 'ascending' : sort === 'name_desc' ? 'descending' : 'none';
  const columns: Column<ListingItem>[] = [
    selectColumn(selection, dispatch, pageIds),
    { header: '#', cell: (_, position) => position, className: 'w-10 text-muted tabular-nums' },
    thumbnailColumn,
    {
      header: (
        <button
          type="button"
          className="inline-flex items-center gap-1 uppercase hover:text-ink"
          onClick={() => update({ sort: sort === 'name_asc' ? 'name_desc' : 'name_asc', page: 1 })}
        >
          Name
          <span aria-hidden="true">{nameSort === 'ascending' ? '▲' : nameSort === 'descending' ? '▼' : '↕'}</span>
          <span className="sr-only">, sort by name</span>
        </button>
      ),
      sort: nameSort,
      sticky: true,
      cell: (row) => <span className="font-semibold text-ink">{row.name}</span>,
      className: 'min-w-40 max-w-56',
    },
    { header: 'Brand', cell: (row) => row.brand_name, className: 'whitespace-nowrap' },
    descriptionColumn<ListingItem>('min-w-56'),
    ...priceColumns<ListingItem>(productStock),
    {
      header: 'Status',
      cell: (row) => (
        <span
          className={`inline-flex rounded-full px-2 py-0.5 text-xs font-bold ${row.is_active ? 'bg-success/10 text-success' : 'bg-canvas text-muted'}`}
        >
          {row.is_active ? 'Active' : 'InActive'}
        </span>
      ),
    },
    actionsColumn(crud, {
      header: 'Action',
      twoByTwo: true,
      nameOf: (row) => row.name,
      idOf,
      before: (row) => (
        <RowLink
          to={{ pathname: '/ProductImageUpload', search: `?id=${row.product_id}` }}
          state={{ id: row.product_id }}
          label={`Upload images of ${row.name}`}
          icon={<ImageIcon className="size-4" />}
        >
          Images
        </RowLink>
      ),
      after: (row) => (
        <RowLink
          to={`/ProductVariation/${row.product_id}`}
          label={`Variation of ${row.name}`}
          icon={<LayersIcon className="size-4" />}
        >
          Variation
        </RowLink>
      ),
    }),
  ];

  const editing = crud.modal?.mode === 'edit' ? crud.modal.record : null;
  return (
    <AdminPage
      title="Products"
      subtitle="Every product, active or not. Variation holds each size and colour with its own price and stock."
      toast={crud.toast}
      actions={
        <>
          <CatalogueExportButton name={name} toast={crud.toast} />
          <AddButton label="Add Product" onClick={crud.openAdd} />
        </>
      }
    >
      <TableFilter
        value={filterText}
        onChange={setFilterText}
        label="Filter products by name"
        placeholder="Filter by product name…"
      >
        <label className="flex items-center gap-2 text-sm text-ink-soft">
          Sort by
          <select
            aria-label="Sort by"
            value={sort}
            onChange={(event) => update({ sort: event.target.value === 'newest' ? null : event.target.value, page: 1 })}
            className="h-10 rounded-md border border-line bg-white px-2 text-sm text-ink"
          >
            {adminSortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </TableFilter>
      <BulkEditBar
        selection={selection}
        dispatch={dispatch}
        pageIds={pageIds}
        total={total}
        filter={{ name }}
        categories={categories.data ?? []}
        brands={brands.data ?? []}
        toast={crud.toast}
      />
      <div
        className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        aria-busy={products.isFetching || undefined}
      >
        <DataTable
          caption="Products"
          columns={columns}
          rows={products.data?.items}
          rowKey={idOf}
          firstPosition={(page - 1) * pageSize + 1}
          loading={products.isPending}
          error={products.isError ? `Could not load the products: ${products.error.message}` : null}
          empty={name ? `No product name contains '${name}'.` : 'No products yet. Add the first one.'}
          minWidth="min-w-[1180px]"
        />
      </div>
      <Pager
        page={Math.min(page, lastPage)}
        pageSize={pageSize}
        total={total}
        sizes={PAGE_SIZES}
        busy={products.isFetching}
        onPage={(next) => update({ page: next })}
        onPageSize={(size) => update({ size: size === PAGE_SIZES[0] ? null : size, page: 1 })}
      />
      {crud.modal && (
        <ProductForm
          key={editing?.product_id ?? 'new'}
          record={editing}
          categories={categories.data ?? []}
          brands={brands.data ?? []}
          busy={crud.saving}
          onCancel={crud.close}
          onSubmit={(input) => crud.submit(editing ? { id: editing.product_id, input } : { input }, editing !== null)}
        />
      )}
      <ConfirmDialog
        open={crud.deleting !== null}
        title="Delete Product"
        message={`Delete '${crud.deleting?.name ?? ''}' with its variations and images? This cannot be undone.`}
        busy={crud.removing}
        onCancel={crud.cancelDelete}
        onConfirm={() => void crud.confirmDelete()}
      />
    </AdminPage>
  );
}
