import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminEntity } from '@store/shared/admin-messages';
import { useCrudScreen } from '../hooks/use-crud-screen';
import type { Schema } from '../hooks/use-schema-form';
import { useClientTable } from '../hooks/use-client-table';
import { AddButton } from './add-button';
import { AdminPage } from './admin-page';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { NamedRecordForm } from './named-record-form';
import { Pager } from '@/components/ui/pager';
import { actionsColumn, descriptionColumn } from './columns';
import { TableFilter } from './table-filter';

interface NamedRow {
  name: string;
  description?: string;
  productCount?: number;
}

interface Writer<Variables> {
  mutateAsync: (variables: Variables) => Promise<unknown>;
  isPending: boolean;
}

export interface NamedListScreenProps<Row extends NamedRow, Input> {
  title: string;
  subtitle: string;
  entity: AdminEntity;
  /** The word in the Add control, the modal title and the delete question ('Collection'). */
  label: string;
  query: UseQueryResult<Row[]>;
  idOf: (row: Row) => number;
  load: (id: number) => Promise<Row>;
  save: Writer<{ id?: number; input: Input }>;
  remove: Writer<number>;
  schema: Schema<Input>;
  withDescription: boolean;
}

/**
 * Collections, brands and variation attributes (docs/product/admin.md#screens): '#', Name, Description (not for
 * attributes), Actions (Edit, Delete); an Add control; the modal form; client-side name filter and paging.
 */
export function NamedListScreen<Row extends NamedRow, Input>({
  title,
  subtitle,
  entity,
  label,
  query,
  idOf,
  load,
  save,
  remove,
  schema,
  withDescription,
}: NamedListScreenProps<Row, Input>) {
  const crud = useCrudScreen({ entity, load: (row: Row) => load(idOf(row)), save, remove, idOf });
  const table = useClientTable(query.data, (row) => row.name);
  const editing = crud.modal?.mode === 'edit' ? crud.modal.record : null;

  const columns: Column<Row>[] = [
    { header: '#', cell: (_, position) => position, className: 'w-12 text-muted tabular-nums' },
    {
      header: 'Name',
      cell: (row) => <span className="font-semibold text-ink">{row.name}</span>,
      className: 'min-w-40',
      sticky: true,
    },
    ...(withDescription ? [descriptionColumn<Row>()] : []),
    actionsColumn(crud, { nameOf: (row) => row.name, idOf, className: 'w-44' }),
  ];
  return (
    <AdminPage
      title={title}
      subtitle={subtitle}
      toast={crud.toast}
      actions={<AddButton label={`Add ${label}`} onClick={crud.openAdd} />}
    >
      <TableFilter value={table.filter} onChange={table.setFilter} />
      <DataTable
        caption={title}
        columns={columns}
        rows={table.rows}
        rowKey={idOf}
        firstPosition={table.firstPosition}
        loading={query.isPending}
        error={query.isError ? `Could not load the list: ${query.error.message}` : null}
        empty={table.filter ? 'Nothing matches this name.' : `No ${title.toLowerCase()} yet. Add the first one.`}
        minWidth={withDescription ? 'min-w-[640px]' : 'min-w-[360px]'}
        scrollHint={withDescription}
      />
      <Pager
        page={table.page}
        pageSize={table.pageSize}
        total={table.total}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
      />
      {crud.modal && (
        <NamedRecordForm
          key={editing ? idOf(editing) : 'new'}
          label={label}
          schema={schema}
          withDescription={withDescription}
          record={editing}
          busy={crud.saving}
          onCancel={crud.close}
          onSubmit={(input) => crud.submit(editing ? { id: idOf(editing), input } : { input }, editing !== null)}
        />
      )}
      <ConfirmDialog
        open={crud.deleting !== null}
        title={`Delete ${label}`}
        message={`Delete '${crud.deleting?.name ?? ''}'? This cannot be undone.`}
        busy={crud.removing}
        onCancel={crud.cancelDelete}
        onConfirm={() => void crud.confirmDelete()}
      />
    </AdminPage>
  );
}
