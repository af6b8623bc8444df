import type { AttributeValueRow } from '@store/shared/schemas/catalogue';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useAttributes } from '../api/taxonomy';
import {
  attributeValuesQuery,
  useAttributeValues,
  useDeleteAttributeValue,
  useSaveAttributeValue,
  useVariationDetail,
} from '../api/variations';
import { useCrudScreen } from '../hooks/use-crud-screen';
import { AddButton } from './add-button';
import { ImageIcon } from '@/components/ui/icons';
import { AdminPage } from './admin-page';
import { AttributeValueForm } from './attribute-value-form';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { NotFoundPanel } from './not-found-panel';
import { RowActions, RowLink } from './row-actions';

const idOf = (row: AttributeValueRow) => row.attributevalue_id;

/**
 * Edit mode loads the record first, so the form shows the value as the server has it now
 * (docs/product/admin.md#forms-and-toasts).
 */
async function loadValue(row: AttributeValueRow): Promise<AttributeValueRow> {
  const rows = await queryClient.fetchQuery({ ...attributeValuesQuery(row.productvariation_id), staleTime: 0 });
  const found = rows.find((candidate) => candidate.attributevalue_id === row.attributevalue_id);
  if (!found) throw new ApiError(404, 'Attribute value not found.');
  return found;
}

/**
 * /VariationAttributeValue/{variation id}: '#', SKU, Attribute Name, Value; actions upload (the product's
 * images), Edit, Delete (docs/product/admin.md#screens).
 */
export function AttributeValuesScreen({ variationId }: { variationId: number }) {
  const variation = useVariationDetail(variationId);
  const values = useAttributeValues(variationId);
  const attributes = useAttributes();
  const crud = useCrudScreen({
    entity: 'Attribute Value',
    load: loadValue,
    save: useSaveAttributeValue(),
    remove: useDeleteAttributeValue(),
    idOf,
    conflictOnAddIsWarning: true,
  });

  if (variation.error instanceof ApiError && variation.error.status === 404) {
    return <NotFoundPanel message={`There is no variation ${variationId}. It may have been deleted.`} />;
  }
  const detail = variation.data;

  const columns: Column<AttributeValueRow>[] = [
    { header: '#', cell: (_, position) => position, className: 'w-12 text-muted tabular-nums' },
    {
      header: 'SKU',
      cell: (row) => <span className="font-mono text-xs">{row.sku}</span>,
      className: 'whitespace-nowrap',
    },
    { header: 'Attribute Name', cell: (row) => row.attribute_name },
    { header: 'Value', cell: (row) => <span className="font-semibold text-ink">{row.value}</span> },
    {
      header: 'Actions',
      cell: (row) => (
        <RowActions
          name={`${row.attribute_name} ${row.value}`}
          loading={crud.loadingId === row.attributevalue_id}
          onEdit={() => void crud.openEdit(row)}
          onDelete={() => crud.askDelete(row)}
          before={
            detail && (
              <RowLink
                to={{ pathname: '/ProductImageUpload', search: `?id=${detail.product_id}` }}
                state={{ id: detail.product_id }}
                label={`Upload images of ${detail.product_name}`}
                icon={<ImageIcon className="size-4" />}
              >
                Images
              </RowLink>
            )
          }
        />
      ),
    },
  ];

  const editing = crud.modal?.mode === 'edit' ? crud.modal.record : null;
  return (
    <AdminPage
      title={detail ? `Values of ${detail.sku}` : 'Attribute values'}
      documentTitle="Attribute values"
      subtitle={detail ? `${detail.product_name} · variation ${variationId}` : `Variation ${variationId}`}
      trail={[
        { label: 'Products', to: '/Product' },
        ...(detail ? [{ label: detail.product_name, to: `/ProductVariation/${detail.product_id}` }] : []),
      ]}
      toast={crud.toast}
      actions={<AddButton label="Add Value" onClick={crud.openAdd} />}
    >
      <DataTable
        caption={`Attribute values of variation ${variationId}`}
        columns={columns}
        rows={values.data}
        rowKey={idOf}
        loading={values.isPending}
        error={values.isError ? `Could not load the values: ${values.error.message}` : null}
        empty="No values yet. Add its size and colour."
        minWidth="min-w-[620px]"
      />
      {crud.modal && (
        <AttributeValueForm
          key={editing?.attributevalue_id ?? 'new'}
          variationId={variationId}
          record={editing}
          attributes={attributes.data ?? []}
          busy={crud.saving}
          onCancel={crud.close}
          onSubmit={(change) => crud.submit(change, change.id !== undefined)}
        />
      )}
      <ConfirmDialog
        open={crud.deleting !== null}
        title="Delete Attribute Value"
        message={`Delete ${crud.deleting?.attribute_name ?? ''} '${crud.deleting?.value ?? ''}' of ${crud.deleting?.sku ?? ''}?`}
        busy={crud.removing}
        onCancel={crud.cancelDelete}
        onConfirm={() => void crud.confirmDelete()}
      />
    </AdminPage>
  );
}
