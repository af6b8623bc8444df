import { useRef } from 'react';
import { adminFailure, adminSuccess } from '@store/shared/admin-messages';
import { MEASUREMENT_LABELS } from '@store/shared/size-charts';
import type { SizeChart } from '@store/shared/schemas/size-charts';
import { UploadIcon } from '@/components/ui/icons';
import { Pager } from '@/components/ui/pager';
import { useAdminBrands, useAdminCategories } from '../api/taxonomy';
import {
  getSizeChart,
  useDeleteSizeChart,
  useSaveSizeChart,
  useSizeCharts,
  useUploadSizeChartCsv,
} from '../api/size-charts';
import { useClientTable } from '../hooks/use-client-table';
import { useCrudScreen } from '../hooks/use-crud-screen';
import { failureMessage } from '../lib/form-errors';
import { AddButton } from './add-button';
import { AdminPage } from './admin-page';
import { actionsColumn } from './columns';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { SizeChartForm } from './size-chart-form';
import { TableFilter } from './table-filter';

const idOf = (row: SizeChart) => row.size_chart_id;
const brandOf = (row: SizeChart) => row.brand_name ?? 'Default';
const nameOf = (row: SizeChart) => `${row.parentcategory_name} ${row.category_name} ${brandOf(row)} size chart`;
const searchText = (row: SizeChart) => `${row.parentcategory_name} ${row.category_name} ${brandOf(row)}`;

/**
 * /SizeCharts: a chart per category (its default) or per brand and category, with its measurements and sizes; Add,
 * Edit and Delete in the usual modal forms and toasts, and a CSV upload per chart (docs/product/admin.md#size-charts).
 */
export function SizeChartsScreen() {
  const charts = useSizeCharts();
  const categories = useAdminCategories();
  const brands = useAdminBrands();
  const crud = useCrudScreen({
    entity: 'Size Chart',
    load: (row: SizeChart) => getSizeChart(row.size_chart_id),
    save: useSaveSizeChart(),
    remove: useDeleteSizeChart(),
    idOf,
  });
  const upload = useUploadSizeChartCsv();
  const file = useRef<HTMLInputElement>(null);
  const uploadFor = useRef<number | null>(null);
  const table = useClientTable(charts.data, searchText);

  const chooseFile = (row: SizeChart) => {
    uploadFor.current = row.size_chart_id;
    file.current?.click();
  };
  const send = async (chosen: File | undefined) => {
    const id = uploadFor.current;
    if (!chosen || id === null) return;
    try {
      await upload.mutateAsync({ id, csv: await chosen.text() });
      crud.toast.show(adminSuccess('Size Chart', 'Update'), 'info');
    } catch (error) {
      crud.toast.show(failureMessage(adminFailure('Size Chart', 'Update'), error), 'error');
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  const columns: Column<SizeChart>[] = [
    { header: '#', cell: (_, position) => position, className: 'w-12 text-muted tabular-nums' },
    {
      header: 'Category',
      cell: (row) => (
        <span className="font-semibold text-ink">
          {row.parentcategory_name} › {row.category_name}
        </span>
      ),
      className: 'min-w-40',
      sticky: true,
    },
    { header: 'Brand', cell: brandOf, className: 'whitespace-nowrap' },
    { header: 'Measurements', cell: (row) => row.measurements.map((name) => MEASUREMENT_LABELS[name]).join(', ') },
    { header: 'Sizes', cell: (row) => row.rows.map((size) => size.size).join(' · '), className: 'min-w-32' },
    actionsColumn(crud, {
      nameOf,
      idOf,
      className: 'w-64',
      before: (row) => (
        <button
          type="button"
          onClick={() => chooseFile(row)}
          disabled={upload.isPending}
          aria-label={`Upload CSV for ${nameOf(row)}`}
          className="inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-xs font-semibold whitespace-nowrap text-ink hover:bg-canvas disabled:cursor-wait disabled:opacity-60"
        >
          <UploadIcon className="size-4" />
          CSV
        </button>
      ),
    }),
  ];

  const editing = crud.modal?.mode === 'edit' ? crud.modal.record : null;
  return (
    <AdminPage
      title="Size Charts"
      subtitle="Body measurements in cm for each size: a category's default, or a brand's own for the category. The product page shows the brand's first."
      toast={crud.toast}
      actions={<AddButton label="Add Size Chart" onClick={crud.openAdd} />}
    >
      <input
        ref={file}
        type="file"
        accept=".csv,text/csv"
        className="hidden"
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => void send(event.target.files?.[0])}
      />
      <TableFilter
        value={table.filter}
        onChange={table.setFilter}
        placeholder="Filter by category or brand…"
        label="Filter by category or brand"
      />
      <DataTable
        caption="Size charts"
        columns={columns}
        rows={table.rows}
        rowKey={idOf}
        firstPosition={table.firstPosition}
        loading={charts.isPending}
        error={charts.isError ? `Could not load the size charts: ${charts.error.message}` : null}
        empty={table.filter ? 'Nothing matches this filter.' : 'No size charts yet. Add the first one.'}
        minWidth="min-w-[860px]"
      />
      <Pager
        page={table.page}
        pageSize={table.pageSize}
        total={table.total}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
      />
      {crud.modal && (
        <SizeChartForm
          key={editing?.size_chart_id ?? 'new'}
          record={editing}
          busy={crud.saving}
          brands={brands.data ?? []}
          categories={categories.data ?? []}
          onSubmit={(input) =>
            crud.submit(editing ? { id: editing.size_chart_id, input } : { input }, editing !== null)
          }
          onCancel={crud.close}
        />
      )}
      <ConfirmDialog
        open={crud.deleting !== null}
        title="Delete Size Chart"
        message={`Delete the ${crud.deleting ? nameOf(crud.deleting) : ''}? Its products show no chart unless another applies.`}
        busy={crud.removing}
        onCancel={crud.cancelDelete}
        onConfirm={() => void crud.confirmDelete()}
      />
    </AdminPage>
  );
}
