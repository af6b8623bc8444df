import type { CouponView } from '@store/shared/schemas/coupons';
import { formatRupees } from '@store/shared/money';
import { Pager } from '@/components/ui/pager';
import { getCoupon, useCoupons, useDeleteCoupon, useSaveCoupon } from '../api/coupons';
import { useClientTable } from '../hooks/use-client-table';
import { useCrudScreen } from '../hooks/use-crud-screen';
import { couponOffer, couponUses, couponWindow } from '../lib/coupon-text';
import { AddButton } from './add-button';
import { AdminPage } from './admin-page';
import { ConfirmDialog } from './confirm-dialog';
import { CouponForm } from './coupon-form';
import { DataTable, type Column } from './data-table';
import { actionsColumn } from './columns';
import { TableFilter } from './table-filter';

const idOf = (row: CouponView) => row.coupon_id;

/**
 * /Coupons: Code, Discount, Minimum bag, Valid, Uses, Per shopper, Status, Actions (docs/product/admin.md#coupons),
 * with the modal form and toasts every admin list has.
 */
export function CouponsScreen() {
  const coupons = useCoupons();
  const crud = useCrudScreen({
    entity: 'Coupon',
    load: (row: CouponView) => getCoupon(row.coupon_id),
    save: useSaveCoupon(),
    remove: useDeleteCoupon(),
    idOf,
  });
  const table = useClientTable(coupons.data, (row) => row.code);

  const columns: Column<CouponView>[] = [
    { header: '#', cell: (_, position) => position, className: 'w-12 text-muted tabular-nums' },
    {
      header: 'Code',
      cell: (row) => <span className="font-mono font-semibold tracking-wide text-ink">{row.code}</span>,
      className: 'min-w-32',
      sticky: true,
    },
    { header: 'Discount', cell: (row) => couponOffer(row), className: 'min-w-40' },
    {
      header: 'Minimum bag',
      cell: (row) => (row.min_amount > 0 ? formatRupees(row.min_amount) : '—'),
      className: 'whitespace-nowrap',
    },
    { header: 'Valid', cell: (row) => couponWindow(row), className: 'min-w-44 text-ink-soft' },
    { header: 'Uses', cell: (row) => couponUses(row), className: 'whitespace-nowrap tabular-nums' },
    {
      header: 'Per shopper',
      cell: (row) => (row.per_user_uses === null ? 'No limit' : row.per_user_uses),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Status',
      cell: (row) =>
        row.is_active ? (
          <span className="rounded bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">Active</span>
        ) : (
          <span className="rounded bg-canvas px-2 py-0.5 text-xs font-semibold text-muted">Inactive</span>
        ),
    },
    actionsColumn(crud, { nameOf: (row) => row.code, idOf, className: 'w-44' }),
  ];

  const editing = crud.modal?.mode === 'edit' ? crud.modal.record : null;
  return (
    <AdminPage
      title="Coupons"
      subtitle="Codes shoppers apply in the bag for a percent or a flat amount off. A used coupon cannot be deleted: deactivate it."
      toast={crud.toast}
      actions={<AddButton label="Add Coupon" onClick={crud.openAdd} />}
    >
      <TableFilter
        value={table.filter}
        onChange={table.setFilter}
        placeholder="Filter by code…"
        label="Filter by code"
      />
      <DataTable
        caption="Coupons"
        columns={columns}
        rows={table.rows}
        rowKey={idOf}
        firstPosition={table.firstPosition}
        loading={coupons.isPending}
        error={coupons.isError ? `Could not load the coupons: ${coupons.error.message}` : null}
        empty={table.filter ? 'No coupon has this code.' : 'No coupons yet. Add the first one.'}
        minWidth="min-w-[960px]"
        scrollHint
      />
      <Pager
        page={table.page}
        pageSize={table.pageSize}
        total={table.total}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
      />
      {crud.modal && (
        <CouponForm
          key={editing?.coupon_id ?? 'new'}
          record={editing}
          busy={crud.saving}
          onCancel={crud.close}
          onSubmit={(input) => crud.submit(editing ? { id: editing.coupon_id, input } : { input }, editing !== null)}
        />
      )}
      <ConfirmDialog
        open={crud.deleting !== null}
        title="Delete Coupon"
        message={`Delete coupon '${crud.deleting?.code ?? ''}'? This cannot be undone.`}
        busy={crud.removing}
        onCancel={crud.cancelDelete}
        onConfirm={() => void crud.confirmDelete()}
      />
    </AdminPage>
  );
}
