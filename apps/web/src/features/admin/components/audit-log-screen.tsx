import { Fragment, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ChevronIcon } from '@/components/ui/icons';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/hooks/use-toast';
import { formatTime } from '@/lib/dates';
import { roleLabel } from '@/lib/permissions';
import { saveBlob } from '@/lib/save-blob';
import { downloadAuditCsv, useAudit } from '../api/audit';
import { useStaff } from '../api/staff';
import {
  AUDIT_PAGE_SIZES,
  auditRecord,
  changeRows,
  filtersFromParams,
  paramsFromFilters,
  type AuditEntry,
  type AuditFilters,
} from '../lib/audit';
import { failureMessage } from '../lib/form-errors';
import { AdminPage } from './admin-page';
import { AuditFilterBar } from './audit-filters';

const cell = 'px-3 py-2.5 align-top first:pl-4 last:pr-4';

/** The before/after of one entry, under its row. */
function ChangesTable({ entry }: { entry: AuditEntry }) {
  const rows = changeRows(entry.changes);
  return (
    // Stays in view while the wide table scrolls sideways on a phone.
    <div className="sticky left-0 w-[calc(100vw-3.5rem)] max-w-3xl px-4 pb-4 md:w-auto">
      {rows.length === 0 ? (
        <p className="text-sm text-muted">No field values were recorded for this change.</p>
      ) : (
        <table className="w-full max-w-3xl border-collapse text-left text-sm">
          <caption className="sr-only">{`Changes of ${entry.action} on ${auditRecord(entry)}`}</caption>
          <thead>
            <tr className="border-b border-line text-xs font-bold tracking-wide text-ink-soft uppercase">
              <th scope="col" className="py-2 pr-3">
                Field
              </th>
              <th scope="col" className="py-2 pr-3">
                Before
              </th>
              <th scope="col" className="py-2">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className="border-b border-line/60 last:border-b-0">
                <th scope="row" className="py-1.5 pr-3 font-mono text-xs font-semibold text-ink">
                  {row.field}
                </th>
                <td className="py-1.5 pr-3 break-all text-ink-soft">{row.before}</td>
                <td className="py-1.5 break-all text-ink">{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-2 text-xs text-muted">
        {entry.ip ? `From ${entry.ip}` : 'From the server'}
        {entry.request_id && ` · request ${entry.request_id}`}
      </p>
    </div>
  );
}

/**
 * /AuditLog, the owner's (docs/product/admin.md#audit-log): every change made in the admin area, newest first, with
 * filters by person, entity, action and days, paging, each row opening to its before/after, and the CSV of the same
 * filters.
 */
export function AuditLogScreen() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const update = (change: Partial<AuditFilters>) =>
    setParams(paramsFromFilters({ ...filters, page: 1, ...change }), { replace: true });
  const audit = useAudit(filters);
  const staff = useStaff();
  const toast = useToast();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [exporting, setExporting] = useState(false);

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await downloadAuditCsv(filters), 'audit-log.csv');
    } catch (error) {
      toast.show(failureMessage('Could not download the CSV.', error), 'error');
    } finally {
      setExporting(false);
    }
  };

  const items = audit.data?.items;
  return (
    <AdminPage
      title="Audit log"
      subtitle="Every change made in the admin area: who, what, when, and the values before and after."
      toast={toast}
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={() => void exportCsv()}
          disabled={exporting}
          aria-busy={exporting || undefined}
        >
          {exporting ? 'Downloading…' : 'Download CSV'}
        </Button>
      }
    >
      <AuditFilterBar filters={filters} people={staff.data ?? []} onChange={update} />
      {items && items.length > 0 && (
        <p className="px-4 pt-2 text-xs text-muted md:hidden">Swipe the table sideways for every column.</p>
      )}
      <div className="overflow-x-auto" role="region" aria-label="Audit log table" tabIndex={0}>
        <table className="w-full min-w-[760px] border-collapse text-left text-sm">
          <caption className="sr-only">Audit log</caption>
          <thead>
            <tr className="border-b border-line bg-canvas text-xs font-bold tracking-wide text-ink-soft uppercase">
              <th scope="col" className={`${cell} w-10`}>
                <span className="sr-only">Details</span>
              </th>
              <th scope="col" className={cell}>
                When
              </th>
              <th scope="col" className={cell}>
                Who
              </th>
              <th scope="col" className={cell}>
                Action
              </th>
              <th scope="col" className={cell}>
                Record
              </th>
            </tr>
          </thead>
          <tbody>
            {items?.map((entry) => {
              const expanded = open.has(entry.id);
              return (
                <Fragment key={entry.id}>
                  <tr className={`border-line hover:bg-canvas/50 ${expanded ? '' : 'border-b'}`}>
                    <td className={cell}>
                      <button
                        type="button"
                        onClick={() => toggle(entry.id)}
                        aria-expanded={expanded}
                        aria-label={`${expanded ? 'Hide' : 'Show'} changes of ${entry.action} on ${auditRecord(entry)}`}
                        className="inline-flex size-8 items-center justify-center rounded-md text-ink-soft hover:bg-canvas hover:text-ink"
                      >
                        <ChevronIcon className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
                      </button>
                    </td>
                    <td className={`${cell} whitespace-nowrap text-ink-soft`}>{formatTime(entry.at)}</td>
                    <td className={cell}>
                      <p className="font-semibold text-ink">{entry.actor_email ?? 'The server'}</p>
                      <p className="text-xs text-muted">{roleLabel(entry.actor_role)}</p>
                    </td>
                    <td className={`${cell} font-mono text-xs font-semibold text-ink`}>{entry.action}</td>
                    <td className={`${cell} whitespace-nowrap`}>{auditRecord(entry)}</td>
                  </tr>
                  {expanded && (
                    <tr className="border-b border-line bg-canvas/40">
                      <td colSpan={5} className="pt-1">
                        <ChangesTable entry={entry} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
        {audit.isPending && <Spinner label="Loading the audit log" />}
        {audit.isError && (
          <p role="alert" className="px-4 py-8 text-center text-sm font-medium text-red-700">
            {failureMessage('Could not load the audit log.', audit.error)}
          </p>
        )}
        {items && items.length === 0 && (
          <p className="px-4 py-10 text-center text-sm text-muted">No changes match these filters.</p>
        )}
      </div>
      <Pager
        page={filters.page}
        pageSize={filters.pageSize}
        total={audit.data?.totalCount ?? 0}
        onPage={(page) => setParams(paramsFromFilters({ ...filters, page }))}
        onPageSize={(pageSize) => update({ pageSize })}
        sizes={AUDIT_PAGE_SIZES}
        busy={audit.isFetching}
      />
    </AdminPage>
  );
}
