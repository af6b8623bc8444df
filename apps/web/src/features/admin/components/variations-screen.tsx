import { useState } from 'react';
import type { ProductVariation } from '@store/shared/schemas/catalogue';
import { Button } from '@/components/ui/button';
import { LayersIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useAdminProduct } from '../api/products';
import { useDeleteVariation, useSaveVariation, useVariations, variationDetailQuery } from '../api/variations';
import { useClientTable } from '../hooks/use-client-table';
import { useCrudScreen } from '../hooks/use-crud-screen';
import { AddButton } from './add-button';
import { ImageIcon, TagIcon } from '@/components/ui/icons';
import { AdminPage } from './admin-page';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { NotFoundPanel } from './not-found-panel';
import { Pager } from '@/components/ui/pager';
import { actionsColumn, priceColumns } from './columns';
import { RowLink } from './row-actions';
import { TableFilter } from './table-filter';
import { VariationForm } from './variation-form';
import { VariationMatrixForm } from './variation-matrix-form';

const idOf = (row: ProductVariation) => row.productvariation_id;
const searchText = (row: ProductVariation) =>
  `${row.sku} ${row.name} ${row.attributes.map((value) => value.value).join(' ')}`;

/**
 * /ProductVariation/{product id}: '#', Name, SKU, Price, Stock, Discount Price, Discount; actions upload,
 * Edit, Delete and Values (docs/product/admin.md#screens). `Add variations` opens the matrix, which adds many at once
 * (docs/product/admin.md#adding-variations-in-one-go).
 */
export function VariationsScreen({ productId }: { productId: number }) {
  const product = useAdminProduct(productId);
  const variations = useVariations(productId);
  const crud = useCrudScreen({
    entity: 'ProductVariation',
    load: (row: ProductVariation) =>
      queryClient.fetchQuery({ ...variationDetailQuery(row.productvariation_id), staleTime: 0 }),
    save: useSaveVariation(),
    remove: useDeleteVariation(),
    idOf,
  });
  const table = useClientTable(variations.data, searchText);
  const [matrixOpen, setMatrixOpen] = useState(false);
  const productName = product.data?.name ?? '';

  if (product.error instanceof ApiError && product.error.status === 404) {
    return <NotFoundPanel message={`There is no product ${productId}. It may have been deleted.`} />;
  }

  const columns: Column<ProductVariation>[] = [
    { header: '#', cell: (_, position) => position, className: 'w-12 text-muted tabular-nums' },
    {
      header: 'Name',
      cell: (row) => <span className="font-semibold text-ink">{row.name}</span>,
      className: 'min-w-44',
      sticky: true,
    },
    {
      header: 'SKU',
      cell: (row) => <span className="font-mono text-xs">{row.sku}</span>,
      className: 'whitespace-nowrap',
    },
    ...priceColumns<ProductVariation>(),
    actionsColumn(crud, {
      header: 'Actions',
      nameOf: (row) => row.sku,
      idOf,
      before: (row) => (
        <RowLink
          to={{ pathname: '/ProductImagevarUpload', search: `?id=${row.productvariation_id}` }}
          state={{ id: row.productvariation_id }}
          label={`Upload images of ${row.sku}`}
          icon={<ImageIcon className="size-4" />}
        >
          Images
        </RowLink>
      ),
      after: (row) => (
        <RowLink
          to={`/VariationAttributeValue/${row.productvariation_id}`}
          label={`Values of ${row.sku}`}
          icon={<TagIcon className="size-4" />}
        >
          Values
        </RowLink>
      ),
    }),
  ];

  const editing = crud.modal?.mode === 'edit' ? crud.modal.record : null;
  return (
    <AdminPage
      title={productName ? `Variations of ${productName}` : 'Product variations'}
      documentTitle="Product variations"
      subtitle={
        <>
          Product {productId}
          {product.data && ` · ${product.data.brand_name} · ${product.data.category_name}`}. Set each variation's size
          and colour under Values.
        </>
      }
      trail={[{ label: 'Products', to: '/Product' }]}
      toast={crud.toast}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setMatrixOpen(true)} disabled={!product.data}>
            <LayersIcon className="size-4" />
            Add variations
          </Button>
          <AddButton label="Add Variation" onClick={crud.openAdd} />
        </div>
      }
    >
      <TableFilter
        value={table.filter}
        onChange={table.setFilter}
        label="Filter by SKU, name or value"
        placeholder="Filter by SKU, name, size or colour…"
      />
      <DataTable
        caption={`Variations of product ${productId}`}
        columns={columns}
        rows={table.rows}
        rowKey={idOf}
        firstPosition={table.firstPosition}
        loading={variations.isPending}
        error={variations.isError ? `Could not load the variations: ${variations.error.message}` : null}
        empty={table.filter ? 'Nothing matches.' : 'No variations yet. Add one for each size and colour.'}
        minWidth="min-w-[1040px]"
      />
      <Pager
        page={table.page}
        pageSize={table.pageSize}
        total={table.total}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
      />
      {crud.modal && (
        <VariationForm
          key={editing?.productvariation_id ?? 'new'}
          productId={productId}
          productName={productName}
          record={editing}
          busy={crud.saving}
          onCancel={crud.close}
          onSubmit={(change) => crud.submit(change, change.id !== undefined)}
        />
      )}
      {matrixOpen && product.data && (
        <VariationMatrixForm
          product={product.data}
          variations={variations.data}
          onCancel={() => setMatrixOpen(false)}
          onAdded={(count) => {
            setMatrixOpen(false);
            crud.toast.show(`${count} variation${count === 1 ? '' : 's'} added`, 'success');
          }}
        />
      )}
      <ConfirmDialog
        open={crud.deleting !== null}
        title="Delete Variation"
        message={`Delete the variation '${crud.deleting?.sku ?? ''}' with its values and images? This cannot be undone.`}
        busy={crud.removing}
        onCancel={crud.cancelDelete}
        onConfirm={() => void crud.confirmDelete()}
      />
    </AdminPage>
  );
}
