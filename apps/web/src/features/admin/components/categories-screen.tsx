import type { Category } from '@store/shared/schemas/catalogue';
import { getCategory, useAdminCategories, useCollections, useDeleteCategory, useSaveCategory } from '../api/taxonomy';
import { useClientTable } from '../hooks/use-client-table';
import { useCrudScreen } from '../hooks/use-crud-screen';
import { AddButton } from './add-button';
import { AdminPage } from './admin-page';
import { CategoryForm } from './category-form';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { Pager } from '@/components/ui/pager';
import { actionsColumn, descriptionColumn } from './columns';
import { TableFilter } from './table-filter';

const idOf = (row: Category) => row.category_id;
const searchText = (row: Category) => `${row.name} ${row.parentcategory_name}`;

/**
 * /Category: '#', Collections (the parent category's name), Name, Description, Actions (docs/product/admin.md#screens).
 */
export function CategoriesScreen() {
  const categories = useAdminCategories();
  const collections = useCollections();
  const crud = useCrudScreen({
    entity: 'Category',
    load: (row: Category) => getCategory(row.category_id),
    save: useSaveCategory(),
    remove: useDeleteCategory(),
    idOf,
  });
  const table = useClientTable(categories.data, searchText);

  const columns: Column<Category>[] = [
    { header: '#', cell: (_, position) => position, className: 'w-12 text-muted tabular-nums' },
    { header: 'Collections', cell: (row) => row.parentcategory_name, className: 'whitespace-nowrap' },
    {
      header: 'Name',
      cell: (row) => <span className="font-semibold text-ink">{row.name}</span>,
      className: 'min-w-36',
      sticky: true,
    },
    descriptionColumn<Category>(),
    actionsColumn(crud, { nameOf: (row) => row.name, idOf, className: 'w-44' }),
  ];

  const editing = crud.modal?.mode === 'edit' ? crud.modal.record : null;
  return (
    <AdminPage
      title="Categories"
      subtitle="Subcategories of a collection, such as Men › T-Shirt; the storefront's menus and filters list them."
      toast={crud.toast}
      actions={<AddButton label="Add Category" onClick={crud.openAdd} />}
    >
      <TableFilter
        value={table.filter}
        onChange={table.setFilter}
        placeholder="Filter by name or collection…"
        label="Filter by name or collection"
      />
      <DataTable
        caption="Categories"
        columns={columns}
        rows={table.rows}
        rowKey={idOf}
        firstPosition={table.firstPosition}
        loading={categories.isPending}
        error={categories.isError ? `Could not load the categories: ${categories.error.message}` : null}
        empty={table.filter ? 'Nothing matches this name.' : 'No categories yet. Add the first one.'}
        minWidth="min-w-[720px]"
      />
      <Pager
        page={table.page}
        pageSize={table.pageSize}
        total={table.total}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
      />
      {crud.modal && (
        <CategoryForm
          key={editing?.category_id ?? 'new'}
          record={editing}
          collections={collections.data ?? []}
          busy={crud.saving}
          onCancel={crud.close}
          onSubmit={(input) => crud.submit(editing ? { id: editing.category_id, input } : { input }, editing !== null)}
        />
      )}
      <ConfirmDialog
        open={crud.deleting !== null}
        title="Delete Category"
        message={`Delete '${crud.deleting?.name ?? ''}' (${crud.deleting?.parentcategory_name ?? ''})? This cannot be undone.`}
        busy={crud.removing}
        onCancel={crud.cancelDelete}
        onConfirm={() => void crud.confirmDelete()}
      />
    </AdminPage>
  );
}
