import { useState } from 'react';
import {
  BREACH_DATA_KINDS,
  BREACH_DEADLINES,
  BREACH_TOLD_FIELD,
  type BreachInput,
  type BreachRecipient,
  type BreachView,
} from '@store/shared/schemas/breaches';
import { ApiError } from '@/lib/api-client';
import { formatTime } from '@/lib/dates';
import { useToast } from '@/hooks/use-toast';
import { AddButton } from './add-button';
import { AdminPage } from './admin-page';
import { DataTable, type Column } from './data-table';
import { failureMessage, serverFieldErrors } from '../lib/form-errors';
import { breachAsInput, getBreach, useBreaches, useSaveBreach } from '../api/breaches';
import { BreachForm } from './breach-form';
import { DeadlineCell } from './deadline-cell';

type Modal = { record: BreachView | null } | null;

/**
 * /Breaches (docs/product/privacy.md#breach-register): the owner's register of personal data breaches, the latest
 * found first, with the CERT-In, Board and shopper deadlines as due, overdue or told; Record breach and Edit open the
 * modal form, and Mark told now records a recipient as told at once. Green toast for a new breach, blue for a save.
 */
export function BreachesScreen() {
  const breaches = useBreaches();
  const save = useSaveBreach();
  const toast = useToast();
  const [modal, setModal] = useState<Modal>(null);
  const [loadingId, setLoadingId] = useState<number | null>(null);

  const submit = async (input: BreachInput, record: BreachView | null) => {
    try {
      await save.mutateAsync(record ? { id: record.breach_id, input } : { input });
      toast.show(
        record ? 'Breach Updated Successfully!' : 'Breach Recorded Successfully!',
        record ? 'info' : 'success',
      );
      setModal(null);
      return null;
    } catch (error) {
      toast.show(failureMessage(record ? 'Failed to Update Breach!' : 'Failed to Record Breach!', error), 'error');
      return serverFieldErrors(error);
    }
  };

  const edit = async (row: BreachView) => {
    setLoadingId(row.breach_id);
    try {
      setModal({ record: await getBreach(row.breach_id) });
    } catch (error) {
      toast.show(failureMessage('Failed to Update Breach!', error), 'error');
    } finally {
      setLoadingId(null);
    }
  };

  const markTold = async (row: BreachView, recipient: BreachRecipient) => {
    const label = BREACH_DEADLINES[recipient].label;
    try {
      const input = { ...breachAsInput(row), [BREACH_TOLD_FIELD[recipient]]: new Date().toISOString() };
      await save.mutateAsync({ id: row.breach_id, input });
      toast.show(`${label} marked as told.`, 'info');
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : `Could not mark ${label} as told.`, 'error');
    }
  };

  const deadline = (recipient: BreachRecipient): Column<BreachView> => ({
    header: `${BREACH_DEADLINES[recipient].label} (${BREACH_DEADLINES[recipient].hours} h)`,
    cell: (row) => (
      <DeadlineCell
        deadline={row.deadlines[recipient]}
        label={`${BREACH_DEADLINES[recipient].label} for ${row.title}`}
        busy={save.isPending}
        onMarkTold={() => void markTold(row, recipient)}
      />
    ),
  });

  const columns: Column<BreachView>[] = [
    {
      header: 'Found',
      cell: (row) => formatTime(row.discovered_at),
      className: 'min-w-32 whitespace-nowrap tabular-nums',
    },
    {
      header: 'What happened',
      cell: (row) => (
        <div className="min-w-48">
          <p className="font-semibold text-ink">{row.title}</p>
          {row.occurred_at && <p className="text-xs text-muted">Happened {formatTime(row.occurred_at)}</p>}
        </div>
      ),
      sticky: true,
    },
    {
      header: 'Data',
      cell: (row) => row.data_kinds.map((kind) => BREACH_DATA_KINDS[kind]).join(', '),
      className: 'min-w-40 text-ink-soft',
    },
    { header: 'Shoppers', cell: (row) => row.affected_count.toLocaleString('en-IN'), className: 'tabular-nums' },
    deadline('cert_in'),
    deadline('board'),
    deadline('shoppers'),
    {
      header: 'Actions',
      cell: (row) => (
        <button
          type="button"
          onClick={loadingId === row.breach_id ? undefined : () => void edit(row)}
          aria-busy={loadingId === row.breach_id || undefined}
          aria-label={`Edit ${row.title}`}
          className="inline-flex h-9 items-center rounded-md px-2.5 text-xs font-semibold text-blue-800 hover:bg-blue-50"
        >
          {loadingId === row.breach_id ? 'Loading…' : 'Edit'}
        </button>
      ),
    },
  ];

  const overdue = breaches.data?.filter((row) => row.overdue).length ?? 0;
  return (
    <AdminPage
      title="Breaches"
      subtitle={
        <>
          Personal data breaches and whom you told: CERT-In within 6 hours of finding one, the Data Protection Board and
          the affected shoppers within 72 hours.
          {overdue > 0 && (
            <strong className="ml-1 text-red-800">
              {overdue} {overdue === 1 ? 'breach has' : 'breaches have'} an overdue report.
            </strong>
          )}
        </>
      }
      toast={toast}
      actions={<AddButton label="Record breach" onClick={() => setModal({ record: null })} />}
    >
      <DataTable
        caption="Breaches"
        columns={columns}
        rows={breaches.data}
        rowKey={(row) => row.breach_id}
        loading={breaches.isPending}
        error={breaches.isError ? `Could not load the breaches: ${breaches.error.message}` : null}
        empty="No breach recorded. Record one as soon as it is found."
        minWidth="min-w-[1180px]"
        scrollHint
      />
      {modal && (
        <BreachForm
          key={modal.record?.breach_id ?? 'new'}
          record={modal.record}
          busy={save.isPending}
          onCancel={() => setModal(null)}
          onSubmit={(input) => submit(input, modal.record)}
        />
      )}
    </AdminPage>
  );
}
